import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PICKUP_CLOSES_HOUR, PICKUP_OPENS_HOUR } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import type { SlotsAnswer } from '@laundry/shared/contracts/slots';
import { isIsoDate } from '@laundry/shared/rules/ist';
import { pincodeOf } from '@laundry/shared/rules/pincode';
import { PageMeta } from '../../../components/page-meta';
import { telUrl } from '../../../config/business-profile';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { markBooked } from '../../../lib/install-prompt';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorText } from '../../../lib/api-client';
import { useHydrating } from '../../../lib/hydrating';
import { useProfileQuery } from '../../../lib/profile';
import { useSession } from '../../../lib/session';
import { useSaveMyAddress } from '../../customers/api/save-my-address';
import { SaveAddressBox, SAVE_LABEL_ID } from '../../customers/components/save-address-box';
import { SavedAddressChoices } from '../../customers/components/saved-address-choices';
import { SavedAddressNotice } from '../../customers/components/saved-address-notice';
import { addressToSave, NO_SAVE, saveProblems, type SaveAddressChoice } from '../../customers/lib/save-address-choice';
import { useCreateOrder } from '../api/create-order';
import { expressFactorText } from '../../../lib/express-factor';
import { useServiceArea } from '../api/service-area';
import { slotsKey, useSlots } from '../api/slots';
import {
  BOOKING_FIELDS,
  defaultPickupDate,
  emptyBooking,
  toCreateOrderBody,
  validateBooking,
  type BookingErrors,
  type BookingValues,
} from '../lib/booking-form';
import { useBookingEstimate } from '../lib/estimate-state';
import { hoursText } from '../invoice/pickup-time';
import { bookableWindows, type BookableWindow } from '../lib/pickup-slots';
import { areaProblem, type AreaProblem } from '../lib/service-area-check';
import { useFirstDateWithRoom } from '../lib/use-first-date-with-room';
import { useNow } from '../lib/use-now';
import en from '../locales/en.json';
import { BookingDone } from './booking-done';
import { BookingEstimate } from './booking-estimate';
import { WEIGHT_FIELD_ID } from './booking-estimate-parts';
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
  // The pre-rendered frame (docs/decisions/0058) and a signed-in customer's first moment both wait
  // here; the heading and its words are the same element before and after, so the page never jumps.
  // Deferred: the form, the biggest render of the page, is drawn in slices the phone can interrupt,
  // not in the one urgent render that follows the takeover or the profile's arrival.
  const loading = useDeferredValue(useHydrating() || Boolean(token && profile.isPending));
  // Without the profile (it failed) the signed-in user's stored phone is the next best guess.
  const phone = profile.data?.phone ?? user?.phone ?? '';
  // Staff book for a customer on their own screen (docs/decisions/0072).
  const role = profile.data?.role ?? user?.role;
  if (token && role === 'admin') return <Navigate to="/admin/book" replace />;
  if (token && role === 'rider') return <Navigate to="/rider/book" replace />;
  return (
    <section className="container booking-page">
      <PageMeta title={t('book.meta.title')} description={t('book.meta.description')} />
      <header className="booking-page__head">
        <div>
          <h1>{t('book.title')}</h1>
          <p className="lead">{t('book.lead', { hours: hoursText(PICKUP_OPENS_HOUR, PICKUP_CLOSES_HOUR, t.language) })}</p>
        </div>
        <Link to="/my-orders" className="link-arrow">
          {t('book.myOrders')}
        </Link>
      </header>
      {loading ? (
        <p className="page-loading" role="status">
          {t('book.loading')}
        </p>
      ) : (
        <BookingFlow initialPhone={phone} />
      )}
    </section>
  );
}

type Step = 'form' | 'review' | 'done';

const DONE_MARK = '✓';

function stepClass(i: number, current: number): string {
  if (i < current) return 'is-done';
  return i === current ? 'is-current' : '';
}

/** The fields whose change may move the address in or out of the shop's area. */
const AREA_FIELDS = ['pickupAddress', 'pincode', 'delivery', 'lat', 'lng'] as const;

function BookingFlow({ initialPhone }: { initialPhone: string }) {
  const t = useT('orders', en);
  const business = useBusinessProfile();
  const now = useNow();
  const queryClient = useQueryClient();
  const [draft, setValues] = useState<BookingValues>(() => emptyBooking(new Date(), initialPhone));
  const [errors, setErrors] = useState<BookingErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [created, setCreated] = useState<Order | null>(null);
  const createOrder = useCreateOrder();
  const pendingFocus = useRef<string | null>(null);
  // Until the customer picks a date, the date follows the shop's answers and the clock: the first
  // date with a window open and a place left (a form left open past today's last window moves on).
  const [dateChosen, setDateChosen] = useState(false);
  const firstDate = useFirstDateWithRoom(now);
  const following = !dateChosen && step === 'form';
  const dated = following ? { ...draft, pickupDate: firstDate ?? defaultPickupDate(now) } : draft;
  const slots = useSlots(dated.pickupDate);
  const windowsFor = (date: string, answer: SlotsAnswer | null | undefined): BookableWindow[] | undefined => {
    if (!isIsoDate(date)) return [];
    return answer === undefined ? undefined : bookableWindows(date, now, answer);
  };
  const windows = windowsFor(dated.pickupDate, slots.data ?? (slots.isError ? null : undefined));
  // A window the date no longer offers (passed, full, another date) is cleared rather than kept out of sight.
  const stale = step === 'form' && windows !== undefined && dated.pickupTime !== '' && !windows.some((w) => w.label === dated.pickupTime && !w.full);
  const values = stale ? { ...dated, pickupTime: '' } : dated;
  // The pincode follows a 6-digit number typed in the address until the customer writes their own.
  const [pincodeEdited, setPincodeEdited] = useState(false);
  const serviceArea = useServiceArea();
  // The server's own refusal (outside-area) stands until the address, pincode or delivery change.
  const [refusedArea, setRefusedArea] = useState<AreaProblem | null>(null);
  const area = refusedArea ?? areaProblem(values, serviceArea.data);
  const { panel, estimate, note, expressFactor, ...estimating } = useBookingEstimate(values.service, values.delivery);
  // "Save this address": checked with Continue, saved once the booking is made.
  const [saveAs, setSaveAs] = useState<SaveAddressChoice>(NO_SAVE);
  const [saveTried, setSaveTried] = useState(false);
  const saveAddress = useSaveMyAddress();
  const saveIssues = saveTried ? saveProblems(saveAs, values) : {};
  /** The form's judgement of a draft: its date's windows as the shop last answered (the default hours when unknown). */
  const validate = (v: BookingValues) => {
    const answer =
      v.pickupDate === values.pickupDate ? (slots.data ?? null) : (queryClient.getQueryData<SlotsAnswer>(slotsKey(v.pickupDate)) ?? null);
    return validateBooking(v, new Date(), note, windowsFor(v.pickupDate, answer));
  };
  // Messages already shown follow a change of language.
  const [errorsLanguage, setErrorsLanguage] = useState(t.language);
  if (errorsLanguage !== t.language) {
    setErrorsLanguage(t.language);
    if (attempted) setErrors(validate(values));
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
    if (patch.pincode !== undefined) setPincodeEdited(true);
    if (AREA_FIELDS.some((f) => patch[f] !== undefined)) setRefusedArea(null);
    const next = { ...values, ...patch };
    if (patch.pickupAddress !== undefined && patch.pincode === undefined && !pincodeEdited) next.pincode = pincodeOf('', patch.pickupAddress);
    setValues(next);
    // After a first attempt, messages follow the fixes as they are typed.
    if (attempted) setErrors(validate(next));
  };

  const toReview = () => {
    const found = validate(values);
    setAttempted(true);
    setErrors(found);
    const first = BOOKING_FIELDS.find((f) => found[f]);
    if (first) {
      pendingFocus.current = FOCUS_TARGET[first] ?? `booking-${first}`;
      return;
    }
    // A weight that is none is refused, never rounded: the customer fixes or clears it.
    if (estimate.weightInvalid) {
      estimating.checkWeight();
      pendingFocus.current = WEIGHT_FIELD_ID;
      return;
    }
    // An address the shop does not reach: the notice under the pincode says so, kindly.
    if (area) {
      pendingFocus.current = 'booking-pincode';
      return;
    }
    setSaveTried(true);
    if (Object.keys(saveProblems(saveAs, values)).length > 0) {
      pendingFocus.current = SAVE_LABEL_ID;
      return;
    }
    // What the customer reviews is what is sent: the date stops following the clock here.
    setValues(values);
    setDateChosen(true);
    createOrder.reset();
    setStep('review');
    pendingFocus.current = 'booking-review-title';
  };

  /** A refusal the customer can fix on the form (the window filled or closed meanwhile) or must be told of (the area). */
  const refused = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    if (error.code === 'slot-full' || error.code === 'slot-closed') {
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      setErrors({ pickupTime: errorText(error, t('book.failed')) });
      setStep('form');
      pendingFocus.current = 'booking-pickupTime';
      return true;
    }
    if (error.code === 'outside-area') {
      const pincode = pincodeOf(values.pincode, values.pickupAddress);
      const listed = serviceArea.data?.pincodes.some((p) => p.pincode === pincode) ?? false;
      setRefusedArea({ kind: values.delivery === 'express' && listed ? 'express' : 'outside', pincode });
      return true;
    }
    return false;
  };

  const confirm = () => {
    // The review may have sat open past the chosen window.
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStep('form');
      const first = BOOKING_FIELDS.find((f) => found[f]);
      pendingFocus.current = first ? (FOCUS_TARGET[first] ?? `booking-${first}`) : null;
      return;
    }
    createOrder.mutate(toCreateOrderBody(values, note), {
      onSuccess: (order) => {
        // The window has one place fewer now.
        void queryClient.invalidateQueries({ queryKey: ['slots'] });
        setCreated(order);
        markBooked();
        if (saveAs.on) saveAddress.mutate(addressToSave(saveAs, values));
        setStep('done');
        pendingFocus.current = 'booking-done-title';
      },
      onError: (error) => {
        refused(error);
      },
    });
  };

  const callUs = t.rich('book.aside.call', {
    phone: business.phone,
    call: (chunks) => (
      <a key="call" href={telUrl(business.phone)}>
        {chunks}
      </a>
    ),
  });

  const bookAnother = () => {
    setValues((v) => ({ ...emptyBooking(new Date(), v.phone), pickupAddress: v.pickupAddress, pincode: v.pincode, lat: v.lat, lng: v.lng }));
    setErrors({});
    setAttempted(false);
    setDateChosen(false);
    estimating.reset();
    setCreated(null);
    createOrder.reset();
    setSaveAs(NO_SAVE);
    setSaveTried(false);
    saveAddress.reset();
    setStep('form');
    pendingFocus.current = 'booking-service-0';
  };

  return (
    <>
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
              windows={windows}
              firstDate={firstDate}
              area={area}
              onChange={change}
              onSubmit={toReview}
              estimate={<BookingEstimate {...panel} />}
              savedAddresses={<SavedAddressChoices place={values} onChoose={change} />}
              saveAddress={<SaveAddressBox place={values} choice={saveAs} onChange={setSaveAs} problems={saveIssues} />}
            />
          )}
          {step === 'review' && (
            <BookingReview
              values={values}
              estimate={estimate}
              submitting={createOrder.isPending}
              area={refusedArea}
              error={createOrder.isError && !refusedArea ? errorText(createOrder.error, t('book.failed')) : null}
              onEdit={() => {
                setStep('form');
                pendingFocus.current = 'booking-service-0';
              }}
              onConfirm={confirm}
            />
          )}
          {step === 'done' && created && <BookingDone order={created} onBookAnother={bookAnother} />}
          {step === 'done' && <SavedAddressNotice status={saveAddress.status} label={saveAs.label.trim()} error={saveAddress.error} />}
        </div>
        <aside className="booking-aside card" aria-label={t('book.aside.title')}>
          <h2>{t('book.aside.title')}</h2>
          <ul>
            <li>{t('book.aside.free')}</li>
            <li>{t('book.aside.turnaround')}</li>
            <li>{t('book.aside.express', { factor: expressFactorText(expressFactor) })}</li>
            <li>{t('book.aside.bill')}</li>
            <li>{t('book.aside.pay')}</li>
          </ul>
          <p className="field-hint">{callUs}</p>
        </aside>
      </div>
    </>
  );
}
