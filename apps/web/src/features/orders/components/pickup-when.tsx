import { BOOKING_DAYS_AHEAD, PICKUP_CLOSES_HOUR, PICKUP_OPENS_HOUR } from '@laundry/shared/constants';
import { bookingDateRange } from '@laundry/shared/rules/booking-dates';
import { istDate } from '@laundry/shared/rules/ist';
import { hourText, pickupWindowText } from '../invoice/pickup-time';
import { useT } from '../../../i18n/use-t';
import { formatCalendarDate } from '../../../lib/ist-format';
import type { BookingErrors, BookingValues } from '../lib/booking-form';
import { hasRoom, type BookableWindow } from '../lib/pickup-slots';
import en from '../locales/en.json';
import { describedBy, ErrorText } from './field-bits';

export interface PickupWhenProps {
  values: BookingValues;
  errors: BookingErrors;
  now: Date;
  /** The date's windows as offered (open, full ones marked); undefined while the shop's answer is coming. */
  windows: BookableWindow[] | undefined;
  /** The first date with a window open and a place left, offered when the chosen date has none. */
  firstDate: string | undefined;
  onChange: (patch: Partial<BookingValues>) => void;
}

/** The pickup date and window: only the shop's open windows, a full one shown as "Full" and not chosen. */
export function PickupWhen({ values, errors, now, windows, firstDate, onChange }: PickupWhenProps) {
  const t = useT('orders', en);
  const language = t.language;
  const opens = hourText(PICKUP_OPENS_HOUR, language);
  const closes = hourText(PICKUP_CLOSES_HOUR, language);
  const { min, max } = bookingDateRange(now);
  const today = istDate(now);
  const loading = windows === undefined;
  const noRoom = windows !== undefined && !hasRoom(windows);
  const offer = noRoom && firstDate && firstDate !== values.pickupDate ? firstDate : null;
  let placeholder = t('form.pickupTime.choose');
  if (loading) placeholder = t('form.pickupTime.loading');
  else if (noRoom) placeholder = t('form.pickupTime.noneLeft');

  return (
    <div className="booking-row">
      <div className="field">
        <label htmlFor="booking-pickupDate">{t('form.pickupDate')}</label>
        <input
          id="booking-pickupDate"
          type="date"
          min={min}
          max={max}
          value={values.pickupDate}
          onChange={(e) => onChange({ pickupDate: e.target.value })}
          aria-invalid={errors.pickupDate ? true : undefined}
          aria-describedby={describedBy('booking-pickupDate-hint', errors.pickupDate && 'booking-pickupDate-error')}
        />
        <p className="field-hint" id="booking-pickupDate-hint">
          {t('form.pickupDate.hint', { days: BOOKING_DAYS_AHEAD })}
        </p>
        <ErrorText id="booking-pickupDate-error" text={errors.pickupDate} />
      </div>

      <div className="field">
        <label htmlFor="booking-pickupTime">{t('form.pickupTime')}</label>
        <select
          id="booking-pickupTime"
          value={values.pickupTime}
          onChange={(e) => onChange({ pickupTime: e.target.value })}
          disabled={loading || noRoom}
          aria-busy={loading || undefined}
          aria-invalid={errors.pickupTime ? true : undefined}
          aria-describedby={describedBy('booking-pickupTime-hint', errors.pickupTime && 'booking-pickupTime-error')}
        >
          <option value="">{placeholder}</option>
          {(windows ?? []).map((w) => (
            <option key={w.label} value={w.label} disabled={w.full}>
              {w.full ? t('form.pickupTime.full', { window: pickupWindowText(w.label, language) }) : pickupWindowText(w.label, language)}
            </option>
          ))}
        </select>
        {noRoom ? (
          <div className="booking-none-left" id="booking-pickupTime-hint">
            <p>
              {values.pickupDate === today
                ? t('form.pickupTime.noneToday', { closes })
                : t('form.pickupTime.noneOnDay', { date: formatCalendarDate(values.pickupDate, language) })}
            </p>
            {offer && (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange({ pickupDate: offer })}>
                {t('form.pickupTime.firstOpen', { date: formatCalendarDate(offer, language) })}
              </button>
            )}
          </div>
        ) : (
          <p className="field-hint" id="booking-pickupTime-hint">
            {t('form.pickupTime.hint', { opens, closes })}
          </p>
        )}
        <ErrorText id="booking-pickupTime-error" text={errors.pickupTime} />
      </div>
    </div>
  );
}
