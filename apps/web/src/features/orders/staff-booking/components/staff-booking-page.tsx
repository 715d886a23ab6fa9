import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerSummary } from '@laundry/shared/contracts/customers';
import type { Order } from '@laundry/shared/contracts/orders';
import type { SlotsAnswer } from '@laundry/shared/contracts/slots';
import { istDate, isIsoDate } from '@laundry/shared/rules/ist';
import { PageMeta } from '../../../../components/page-meta';
import { useT } from '../../../../i18n/use-t';
import { ApiError, errorText } from '../../../../lib/api-client';
import { useSlots } from '../../api/slots';
import { PickupWhen } from '../../components/pickup-when';
import { defaultPickupDate, emptyBooking } from '../../lib/booking-form';
import { bookableWindows } from '../../lib/pickup-slots';
import { useFirstDateWithRoom } from '../../lib/use-first-date-with-room';
import { useNow } from '../../lib/use-now';
import { useBookAtDoor } from '../api/book-at-door';
import { useBookForCustomer } from '../api/book-for-customer';
import {
  doorstepBody,
  STAFF_BOOKING_FIELDS,
  staffBody,
  staffBookingProblems,
  type StaffBookingProblems,
  type StaffBookingValues,
} from '../lib/staff-booking-form';
import en from '../locales/en.json';
import { BookedOrderCard } from './booked-order-card';
import { CustomerFinder } from './customer-finder';
import { AddressFields, CustomerFields, ServiceFields } from './staff-booking-fields';
import './staff-booking.css';

// The pickup editor: a walk-in is counted, tagged and priced right after booking.
const InvoiceModal = lazy(() => import('../../invoice/invoice-editor/components/invoice-modal').then((m) => ({ default: m.InvoiceModal })));

const FOCUS: Record<string, string> = {
  phone: 'staff-booking-phone',
  name: 'staff-booking-name',
  pickupAddress: 'staff-booking-address',
  pincode: 'staff-booking-pincode',
  service: 'staff-booking-service',
  pickupTime: 'booking-pickupTime',
};

function blank(now: Date): StaffBookingValues {
  return {
    phone: '',
    name: '',
    addressId: '',
    pickupAddress: '',
    pincode: '',
    service: '',
    delivery: 'regular',
    pickupDate: defaultPickupDate(now),
    pickupTime: '',
    notes: '',
    source: 'phone',
  };
}

/** "Book Order" for the shop: a customer found among its own, or a new one. */
export function ShopBookingPage() {
  return <StaffBooking who="shop" />;
}

/** "Book Order" on the rider's phone: a pickup asked for at a customer's door. */
export function DoorstepBookingPage() {
  return <StaffBooking who="rider" />;
}

/** "Book Order" for staff (docs/decisions/0072): the shop's, with its customers; the rider's, at a customer's door. */
function StaffBooking({ who }: { who: 'shop' | 'rider' }) {
  const t = useT('staff-booking', en);
  const now = useNow();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<StaffBookingValues>(() => blank(new Date()));
  // The shop: a customer found by the search, or a new one typed ('new'); the rider always types.
  const [customer, setCustomer] = useState<CustomerSummary | 'new' | null>(who === 'rider' ? 'new' : null);
  const [problems, setProblems] = useState<StaffBookingProblems>({});
  const [windowProblem, setWindowProblem] = useState('');
  const [order, setOrder] = useState<Order | null>(null);
  const [pricing, setPricing] = useState(false);
  const [dateChosen, setDateChosen] = useState(false);
  const shopBooking = useBookForCustomer();
  const doorBooking = useBookAtDoor();
  const booking = who === 'shop' ? shopBooking : doorBooking;
  const focus = useRef<string | null>(null);
  useEffect(() => {
    if (!focus.current) return;
    document.getElementById(focus.current)?.focus();
    focus.current = null;
  });

  const walkIn = who === 'shop' && values.source === 'walk-in';
  // The date follows the first one with room until staff pick one; a walk-in is today, at the counter.
  const firstDate = useFirstDateWithRoom(now);
  const pickupDate = walkIn ? istDate(now) : dateChosen ? values.pickupDate : (firstDate ?? values.pickupDate);
  const slots = useSlots(pickupDate);
  const answer: SlotsAnswer | null | undefined = slots.data ?? (slots.isError ? null : undefined);
  const windows = !isIsoDate(pickupDate) ? [] : answer === undefined ? undefined : bookableWindows(pickupDate, now, answer);
  const current = { ...values, pickupDate, pickupTime: walkIn ? '' : values.pickupTime };
  const known = customer !== null && customer !== 'new';

  const change = (patch: Partial<StaffBookingValues>) => {
    if (patch.pickupDate !== undefined) setDateChosen(true);
    if (patch.pickupTime !== undefined || patch.pickupDate !== undefined) setWindowProblem('');
    setValues((v) => ({ ...v, ...current, ...patch }));
  };

  const choose = (found: CustomerSummary) => {
    setCustomer(found);
    change({ phone: found.phone, name: '', addressId: found.addresses[0]?._id ?? '' });
  };

  const submit = () => {
    const found = staffBookingProblems(current, known);
    setProblems(found);
    const first = STAFF_BOOKING_FIELDS.find((f) => found[f]);
    if (first) {
      focus.current = FOCUS[first] ?? null;
      return;
    }
    const onSuccess = (booked: Order) => {
      setOrder(booked);
      if (walkIn) setPricing(true);
      else focus.current = 'staff-booking-done-title';
    };
    const onError = (error: unknown) => {
      if (error instanceof ApiError && (error.code === 'slot-full' || error.code === 'slot-closed')) {
        void queryClient.invalidateQueries({ queryKey: ['slots'] });
        setWindowProblem(errorText(error, t('failed')));
        focus.current = 'booking-pickupTime';
      }
    };
    if (who === 'shop') shopBooking.mutate(staffBody(current), { onSuccess, onError });
    else doorBooking.mutate(doorstepBody(current), { onSuccess, onError });
  };

  const another = () => {
    setValues(blank(new Date()));
    setCustomer(who === 'rider' ? 'new' : null);
    setProblems({});
    setDateChosen(false);
    setOrder(null);
    shopBooking.reset();
    doorBooking.reset();
    focus.current = who === 'rider' ? 'staff-booking-phone' : 'staff-booking-search';
  };

  const failed = booking.isError && !windowProblem ? errorText(booking.error, t('failed')) : '';
  return (
    <section className="container staff-booking">
      <PageMeta title={t(who === 'shop' ? 'title.shop' : 'title.rider')} description={t('lead.shop')} />
      <h1>{t(who === 'shop' ? 'title.shop' : 'title.rider')}</h1>
      <p className="lead">{t(who === 'shop' ? 'lead.shop' : 'lead.rider')}</p>
      {order ? (
        <BookedOrderCard order={order} who={who} onAnother={another} />
      ) : (
        <form
          className="card staff-booking__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <h2>{t('step.customer')}</h2>
          {customer === null && <CustomerFinder onChoose={choose} onNew={(typed) => (setCustomer('new'), change({ phone: typed, addressId: '' }))} />}
          {known && (
            <div className="staff-booking__chosen">
              <p>
                <strong>{customer.name}</strong> · {customer.phone}
                {customer.notes && <span className="staff-booking__muted"> · {customer.notes}</span>}
              </p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => (setCustomer(null), change({ phone: '', addressId: '' }))}>
                {t('find.change')}
              </button>
            </div>
          )}
          {customer === 'new' && (
            <>
              <CustomerFields values={current} problems={problems} onChange={change} />
              {who === 'shop' && (
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => setCustomer(null)}>
                  {t('find.search')}
                </button>
              )}
            </>
          )}
          {customer !== null && (
            <>
              <AddressFields values={current} problems={problems} saved={known ? customer.addresses : []} onChange={change} />
              <h2>{t('step.pickup')}</h2>
              <ServiceFields values={current} problems={problems} withSource={who === 'shop'} onChange={change} />
              {walkIn ? (
                <p className="staff-booking__note">{t('form.walkIn')}</p>
              ) : (
                <PickupWhen
                  values={{ ...emptyBooking(now), pickupDate, pickupTime: current.pickupTime }}
                  errors={{ pickupTime: windowProblem || (problems.pickupTime ? t('problem.window') : undefined) }}
                  now={now}
                  windows={windows}
                  firstDate={firstDate}
                  onChange={(patch) =>
                    change({
                      ...(patch.pickupDate !== undefined ? { pickupDate: patch.pickupDate, pickupTime: '' } : {}),
                      ...(patch.pickupTime !== undefined ? { pickupTime: patch.pickupTime } : {}),
                    })
                  }
                />
              )}
              <div className="field">
                <label htmlFor="staff-booking-notes">{t('form.notes')}</label>
                <textarea id="staff-booking-notes" rows={2} value={current.notes} onChange={(e) => change({ notes: e.target.value })} />
              </div>
              {failed && (
                <p className="form-error" role="alert">
                  {failed}
                </p>
              )}
              <button type="submit" className="btn btn-accent btn-lg" disabled={booking.isPending}>
                {booking.isPending ? t('submitting') : t(walkIn ? 'submit.walkIn' : 'submit')}
              </button>
            </>
          )}
        </form>
      )}
      {pricing && order && (
        <Suspense fallback={null}>
          <InvoiceModal
            mode="pickup"
            order={order}
            onSaved={setOrder}
            onClose={() => {
              setPricing(false);
              focus.current = 'staff-booking-done-title';
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
