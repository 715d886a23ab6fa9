import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PICKUP_CLOSES_HOUR, PICKUP_OPENS_HOUR } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import { PageMeta } from '../../../components/page-meta';
import { BUSINESS, telUrl } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useProfileQuery } from '../../../lib/profile';
import { useSession } from '../../../lib/session';
import { useCreateOrder } from '../api/create-order';
import { usePriceList } from '../api/price-list';
import {
  BOOKING_FIELDS,
  defaultPickupDate,
  emptyBooking,
  toCreateOrderBody,
  validateBooking,
  type BookingErrors,
  type BookingValues,
} from '../lib/booking-form';
import { countNote, estimateFor, estimateGroups, type CountRow } from '../lib/estimate';
import { hoursText } from '../../../components/invoice/pickup-time';
import { availablePickupWindows } from '../lib/pickup-windows';
import { useNow } from '../lib/use-now';
import en from '../locales/en.json';
import { BookingDone } from './booking-done';
import { BookingEstimate } from './booking-estimate';
import { BookingForm } from './booking-form';
import { BookingReview } from './booking-review';
import './book-order.css';

/** The element that takes the focus for a field with an error. */
const FOCUS_TARGET: Record<string, string> = {
  service: 'booking-service-0',
  delivery: 'booking-express-confirm',
};

const STEPS = ['book.steps.details', 'book.steps.review', 'book.steps.booked'] as const satisfies (keyof typeof en)[];

export function BookOrderPage() {
  const t = useT('orders', en);
  const { token, user } = useSession();
  const profile = useProfileQuery();
  const meta = <PageMeta title={t('book.meta.title')} description={t('book.meta.description')} />;
  if (token && profile.isPending) {
    return (
      <>
        {meta}
        <p className="page-loading" role="status">
          {t('book.loading')}
        </p>
      </>
    );
  }
  // Without the profile (it failed) the signed-in user's stored phone is the next best guess.
  const phone = profile.data?.phone ?? user?.phone ?? '';
  return (
    <>
      {meta}
      <BookingFlow initialPhone={phone} />
    </>
  );
}

type Step = 'form' | 'review' | 'done';

const DONE_MARK = '✓';

function stepClass(i: number, current: number): string {
  if (i < current) return 'is-done';
  return i === current ? 'is-current' : '';
}

/** The draft with its pickup date on the first date that still has an open window. */
function followClock(draft: BookingValues, now: Date): BookingValues {
  const pickupDate = defaultPickupDate(now);
  if (pickupDate === draft.pickupDate) return draft;
  const pickupTime = availablePickupWindows(pickupDate, now).some((w) => w.label === draft.pickupTime) ? draft.pickupTime : '';
  return { ...draft, pickupDate, pickupTime };
}

function BookingFlow({ initialPhone }: { initialPhone: string }) {
  const t = useT('orders', en);
  const now = useNow();
  const [draft, setValues] = useState<BookingValues>(() => emptyBooking(new Date(), initialPhone));
  const [errors, setErrors] = useState<BookingErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [created, setCreated] = useState<Order | null>(null);
  const createOrder = useCreateOrder();
  const pendingFocus = useRef<string | null>(null);
  // Until the customer picks a date, the date follows the clock: a form left open past today's
  // last window moves on to the first date with one open (a window it no longer offers is cleared).
  const [dateChosen, setDateChosen] = useState(false);
  const values = dateChosen || step !== 'form' ? draft : followClock(draft, now);
  const [counts, setCounts] = useState<CountRow[]>([]);
  const prices = usePriceList();
  const groups = useMemo(() => (prices.data ? estimateGroups(prices.data) : prices.isError ? [] : null), [prices.data, prices.isError]);
  const estimate = estimateFor(counts, groups ?? [], values.service);
  const note = countNote(estimate);
  // Messages already shown follow a change of language.
  const [errorsLanguage, setErrorsLanguage] = useState(t.language);
  if (errorsLanguage !== t.language) {
    setErrorsLanguage(t.language);
    if (attempted) setErrors(validateBooking(values, new Date(), note));
  }

  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    const el = document.getElementById(id);
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  });

  const change = (patch: Partial<BookingValues>) => {
    if (patch.pickupDate !== undefined) setDateChosen(true);
    const next = { ...values, ...patch };
    // A window that the new date no longer offers is cleared rather than kept out of sight.
    if (
      patch.pickupDate !== undefined &&
      next.pickupTime &&
      !availablePickupWindows(next.pickupDate, new Date()).some((w) => w.label === next.pickupTime)
    ) {
      next.pickupTime = '';
    }
    setValues(next);
    // After a first attempt, messages follow the fixes as they are typed.
    if (attempted) setErrors(validateBooking(next, new Date(), note));
  };

  const toReview = () => {
    const found = validateBooking(values, new Date(), note);
    setAttempted(true);
    setErrors(found);
    const first = BOOKING_FIELDS.find((f) => found[f]);
    if (first) {
      pendingFocus.current = FOCUS_TARGET[first] ?? `booking-${first}`;
      return;
    }
    // What the customer reviews is what is sent: the date stops following the clock here.
    setValues(values);
    setDateChosen(true);
    createOrder.reset();
    setStep('review');
    pendingFocus.current = 'booking-review-title';
  };

  const confirm = () => {
    // The review may have sat open past the chosen window.
    const found = validateBooking(values, new Date(), note);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStep('form');
      const first = BOOKING_FIELDS.find((f) => found[f]);
      pendingFocus.current = first ? (FOCUS_TARGET[first] ?? `booking-${first}`) : null;
      return;
    }
    createOrder.mutate(toCreateOrderBody(values, note), {
      onSuccess: (order) => {
        setCreated(order);
        setStep('done');
        pendingFocus.current = 'booking-done-title';
      },
    });
  };

  const callUs = t.rich('book.aside.call', {
    phone: BUSINESS.phone,
    call: (chunks) => (
      <a key="call" href={telUrl(BUSINESS.phone)}>
        {chunks}
      </a>
    ),
  });

  const bookAnother = () => {
    setValues((v) => ({ ...emptyBooking(new Date(), v.phone), pickupAddress: v.pickupAddress, lat: v.lat, lng: v.lng }));
    setErrors({});
    setAttempted(false);
    setDateChosen(false);
    setCounts([]);
    setCreated(null);
    createOrder.reset();
    setStep('form');
    pendingFocus.current = 'booking-service-0';
  };

  return (
    <section className="container booking-page">
      <header className="booking-page__head">
        <div>
          <h1>{t('book.title')}</h1>
          <p className="lead">{t('book.lead', { hours: hoursText(PICKUP_OPENS_HOUR, PICKUP_CLOSES_HOUR, t.language) })}</p>
        </div>
        <Link to="/my-orders" className="link-arrow">
          {t('book.myOrders')}
        </Link>
      </header>

      <ol className="booking-steps" aria-label={t('book.steps.label')}>
        {STEPS.map((label, i) => {
          const index = step === 'form' ? 0 : step === 'review' ? 1 : 2;
          return (
            <li key={label} className={stepClass(i, index)} aria-current={i === index ? 'step' : undefined}>
              <span className="booking-steps__num" aria-hidden="true">
                {i < index ? DONE_MARK : i + 1}
              </span>
              {t(label)}
            </li>
          );
        })}
      </ol>

      <div className="booking-layout">
        <div className="booking-main">
          {step === 'form' && (
            <BookingForm
              values={values}
              errors={errors}
              now={now}
              onChange={change}
              onSubmit={toReview}
              estimate={<BookingEstimate service={values.service} groups={groups} rows={counts} estimate={estimate} onRows={setCounts} />}
            />
          )}
          {step === 'review' && (
            <BookingReview
              values={values}
              estimate={estimate}
              submitting={createOrder.isPending}
              error={createOrder.isError ? errorText(createOrder.error, t('book.failed')) : null}
              onEdit={() => {
                setStep('form');
                pendingFocus.current = 'booking-service-0';
              }}
              onConfirm={confirm}
            />
          )}
          {step === 'done' && created && <BookingDone order={created} onBookAnother={bookAnother} />}
        </div>
        <aside className="booking-aside card" aria-label={t('book.aside.title')}>
          <h2>{t('book.aside.title')}</h2>
          <ul>
            <li>{t('book.aside.free')}</li>
            <li>{t('book.aside.turnaround')}</li>
            <li>{t('book.aside.express')}</li>
            <li>{t('book.aside.bill')}</li>
            <li>{t('book.aside.pay')}</li>
          </ul>
          <p className="field-hint">{callUs}</p>
        </aside>
      </div>
    </section>
  );
}
