import type { FormEvent, ReactNode } from 'react';
import { BOOKING_DAYS_AHEAD, SERVICES } from '@laundry/shared/constants';
import { MAX_NOTES_LENGTH } from '@laundry/shared/contracts/orders';
import { bookingDateRange } from '@laundry/shared/rules/booking-dates';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import type { BookingErrors, BookingValues } from '../lib/booking-form';
import { availablePickupWindows } from '../lib/pickup-windows';
import { EXPRESS_CONFIRM_LABEL, EXPRESS_INFO, REGULAR_INFO, SERVICE_INFO } from '../lib/service-info';
import { LocationCapture } from './location-capture';
import './booking-form.css';

export interface BookingFormProps {
  values: BookingValues;
  errors: BookingErrors;
  now: Date;
  onChange: (patch: Partial<BookingValues>) => void;
  onSubmit: () => void;
  /** The optional item count and estimate, shown before the submit button. */
  estimate?: ReactNode;
}

function ErrorText({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p className="field-error" id={id}>
      {text}
    </p>
  );
}

/** aria-describedby for a control: its hint and, when present, its error. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function Choice({
  name,
  value,
  checked,
  onSelect,
  title,
  text,
  id,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  text: string;
  id: string;
}) {
  return (
    <label className={`choice${checked ? ' choice--on' : ''}`} htmlFor={id}>
      <input type="radio" id={id} name={name} value={value} checked={checked} onChange={onSelect} />
      <span className="choice__body">
        <span className="choice__title">{title}</span>
        <span className="choice__text">{text}</span>
      </span>
    </label>
  );
}

export function BookingForm({ values, errors, now, onChange, onSubmit, estimate }: BookingFormProps) {
  const { min, max } = bookingDateRange(now);
  const today = istDate(now);
  const windows = availablePickupWindows(values.pickupDate, now);
  const noneLeftToday = values.pickupDate === today && windows.length === 0;
  const hasErrors = Object.keys(errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="booking-form card" onSubmit={submit} noValidate aria-labelledby="booking-form-title">
      <h2 id="booking-form-title" className="booking-form__title">
        Pickup details
      </h2>
      {hasErrors && (
        <p className="form-error" role="alert">
          Please correct the fields marked below.
        </p>
      )}

      <fieldset className="booking-group" aria-describedby={describedBy(errors.service && 'booking-service-error')}>
        <legend>Service</legend>
        <div className="choice-grid">
          {SERVICES.map((service, i) => (
            <Choice
              key={service}
              id={`booking-service-${i}`}
              name="service"
              value={service}
              checked={values.service === service}
              onSelect={() => onChange({ service })}
              title={service}
              text={SERVICE_INFO[service]}
            />
          ))}
        </div>
        <ErrorText id="booking-service-error" text={errors.service} />
      </fieldset>

      <fieldset className="booking-group" aria-describedby={describedBy(errors.delivery && 'booking-delivery-error')}>
        <legend>Delivery</legend>
        <div className="choice-grid choice-grid--two">
          <Choice
            id="booking-delivery-regular"
            name="delivery"
            value="regular"
            checked={values.delivery === 'regular'}
            onSelect={() => onChange({ delivery: 'regular', expressConfirmed: false })}
            title="Regular"
            text={REGULAR_INFO}
          />
          <Choice
            id="booking-delivery-express"
            name="delivery"
            value="express"
            checked={values.delivery === 'express'}
            onSelect={() => onChange({ delivery: 'express' })}
            title={
              <>
                Express <span className="badge badge--accent">1.5x</span>
              </>
            }
            text={EXPRESS_INFO}
          />
        </div>
        {values.delivery === 'express' && (
          <label className="express-confirm" htmlFor="booking-express-confirm">
            <input
              type="checkbox"
              id="booking-express-confirm"
              checked={values.expressConfirmed}
              onChange={(e) => onChange({ expressConfirmed: e.target.checked })}
              aria-invalid={errors.delivery ? true : undefined}
              aria-describedby={describedBy(errors.delivery && 'booking-delivery-error')}
            />
            <span>{EXPRESS_CONFIRM_LABEL}</span>
          </label>
        )}
        <ErrorText id="booking-delivery-error" text={errors.delivery} />
      </fieldset>

      <div className="booking-row">
        <div className="field">
          <label htmlFor="booking-pickupDate">Pickup date</label>
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
            Today or up to {BOOKING_DAYS_AHEAD} days ahead.
          </p>
          <ErrorText id="booking-pickupDate-error" text={errors.pickupDate} />
        </div>

        <div className="field">
          <label htmlFor="booking-pickupTime">Pickup time</label>
          <select
            id="booking-pickupTime"
            value={values.pickupTime}
            onChange={(e) => onChange({ pickupTime: e.target.value })}
            disabled={windows.length === 0}
            aria-invalid={errors.pickupTime ? true : undefined}
            aria-describedby={describedBy('booking-pickupTime-hint', errors.pickupTime && 'booking-pickupTime-error')}
          >
            <option value="">{windows.length === 0 ? 'No windows left' : 'Choose a time window'}</option>
            {windows.map((w) => (
              <option key={w.label} value={w.label}>
                {w.label}
              </option>
            ))}
          </select>
          {noneLeftToday ? (
            <div className="booking-none-left" id="booking-pickupTime-hint">
              <p>No pickup windows are left today (we collect until 10:00 PM). Please choose tomorrow or a later date.</p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange({ pickupDate: addDays(today, 1) })}>
                Pick tomorrow
              </button>
            </div>
          ) : (
            <p className="field-hint" id="booking-pickupTime-hint">
              Between 7:00 AM and 10:00 PM.
            </p>
          )}
          <ErrorText id="booking-pickupTime-error" text={errors.pickupTime} />
        </div>
      </div>

      <div className="field">
        <label htmlFor="booking-pickupAddress">Pickup address</label>
        <textarea
          id="booking-pickupAddress"
          rows={3}
          autoComplete="street-address"
          placeholder="House / flat number, street, area, landmark"
          value={values.pickupAddress}
          onChange={(e) => onChange({ pickupAddress: e.target.value })}
          aria-invalid={errors.pickupAddress ? true : undefined}
          aria-describedby={describedBy(errors.pickupAddress && 'booking-pickupAddress-error')}
        />
        <ErrorText id="booking-pickupAddress-error" text={errors.pickupAddress} />
        <LocationCapture lat={values.lat} lng={values.lng} onChange={(coords) => onChange({ lat: coords?.lat ?? null, lng: coords?.lng ?? null })} />
      </div>

      <div className="field">
        <label htmlFor="booking-phone">Phone</label>
        <input
          id="booking-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="10-digit mobile"
          value={values.phone}
          onChange={(e) => onChange({ phone: e.target.value })}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('booking-phone-hint', errors.phone && 'booking-phone-error')}
        />
        <p className="field-hint" id="booking-phone-hint">
          Our rider calls this number before arriving.
        </p>
        <ErrorText id="booking-phone-error" text={errors.phone} />
      </div>

      <div className="field">
        <label htmlFor="booking-notes">
          Notes <span className="field-optional">(optional)</span>
        </label>
        <textarea
          id="booking-notes"
          rows={3}
          maxLength={MAX_NOTES_LENGTH}
          placeholder="e.g. 2 sarees for dry clean, starch on shirts, call at the gate"
          value={values.notes}
          onChange={(e) => onChange({ notes: e.target.value })}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy(errors.notes && 'booking-notes-error')}
        />
        <ErrorText id="booking-notes-error" text={errors.notes} />
      </div>

      {estimate}

      <button type="submit" className="btn btn-lg btn-block">
        Review booking
      </button>
    </form>
  );
}
