import type { FormEvent, ReactNode } from 'react';
import { BOOKING_DAYS_AHEAD, PICKUP_CLOSES_HOUR, PICKUP_OPENS_HOUR, SERVICES } from '@laundry/shared/constants';
import { MAX_NOTES_LENGTH } from '@laundry/shared/contracts/orders';
import { bookingDateRange } from '@laundry/shared/rules/booking-dates';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { serviceName } from '../../../components/invoice/labels';
import { useT } from '../../../i18n/use-t';
import { deliveryLabel } from '../../../lib/delivery-label';
import type { BookingErrors, BookingValues } from '../lib/booking-form';
import { hourText, pickupWindowText } from '../../../components/invoice/pickup-time';
import { availablePickupWindows } from '../lib/pickup-windows';
import { EXPRESS_CONFIRM_LABEL, EXPRESS_INFO, REGULAR_INFO, SERVICE_INFO } from '../lib/service-info';
import en from '../locales/en.json';
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
  const t = useT('orders', en);
  const language = t.language;
  const opens = hourText(PICKUP_OPENS_HOUR, language);
  const closes = hourText(PICKUP_CLOSES_HOUR, language);
  const regular = deliveryLabel('regular', language);
  const express = deliveryLabel('express', language);
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
        {t('form.title')}
      </h2>
      {hasErrors && (
        <p className="form-error" role="alert">
          {t('form.hasErrors')}
        </p>
      )}

      <fieldset className="booking-group" aria-describedby={describedBy(errors.service && 'booking-service-error')}>
        <legend>{t('form.service')}</legend>
        <div className="choice-grid">
          {SERVICES.map((service, i) => (
            <Choice
              key={service}
              id={`booking-service-${i}`}
              name="service"
              value={service}
              checked={values.service === service}
              onSelect={() => onChange({ service })}
              title={serviceName(service, language)}
              text={t(SERVICE_INFO[service])}
            />
          ))}
        </div>
        <ErrorText id="booking-service-error" text={errors.service} />
      </fieldset>

      <fieldset className="booking-group" aria-describedby={describedBy(errors.delivery && 'booking-delivery-error')}>
        <legend>{t('form.delivery')}</legend>
        <div className="choice-grid choice-grid--two">
          <Choice
            id="booking-delivery-regular"
            name="delivery"
            value="regular"
            checked={values.delivery === 'regular'}
            onSelect={() => onChange({ delivery: 'regular', expressConfirmed: false })}
            title={regular}
            text={t(REGULAR_INFO)}
          />
          <Choice
            id="booking-delivery-express"
            name="delivery"
            value="express"
            checked={values.delivery === 'express'}
            onSelect={() => onChange({ delivery: 'express' })}
            title={
              <>
                {express} <span className="badge badge--accent">{t('form.expressBadge')}</span>
              </>
            }
            text={t(EXPRESS_INFO)}
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
            <span>{t(EXPRESS_CONFIRM_LABEL)}</span>
          </label>
        )}
        <ErrorText id="booking-delivery-error" text={errors.delivery} />
      </fieldset>

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
            disabled={windows.length === 0}
            aria-invalid={errors.pickupTime ? true : undefined}
            aria-describedby={describedBy('booking-pickupTime-hint', errors.pickupTime && 'booking-pickupTime-error')}
          >
            <option value="">{windows.length === 0 ? t('form.pickupTime.noneLeft') : t('form.pickupTime.choose')}</option>
            {windows.map((w) => (
              <option key={w.label} value={w.label}>
                {pickupWindowText(w.label, language)}
              </option>
            ))}
          </select>
          {noneLeftToday ? (
            <div className="booking-none-left" id="booking-pickupTime-hint">
              <p>{t('form.pickupTime.noneToday', { closes })}</p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange({ pickupDate: addDays(today, 1) })}>
                {t('form.pickupTime.tomorrow')}
              </button>
            </div>
          ) : (
            <p className="field-hint" id="booking-pickupTime-hint">
              {t('form.pickupTime.hint', { opens, closes })}
            </p>
          )}
          <ErrorText id="booking-pickupTime-error" text={errors.pickupTime} />
        </div>
      </div>

      <div className="field">
        <label htmlFor="booking-pickupAddress">{t('form.pickupAddress')}</label>
        <textarea
          id="booking-pickupAddress"
          rows={3}
          autoComplete="street-address"
          placeholder={t('form.pickupAddress.placeholder')}
          value={values.pickupAddress}
          onChange={(e) => onChange({ pickupAddress: e.target.value })}
          aria-invalid={errors.pickupAddress ? true : undefined}
          aria-describedby={describedBy(errors.pickupAddress && 'booking-pickupAddress-error')}
        />
        <ErrorText id="booking-pickupAddress-error" text={errors.pickupAddress} />
        <LocationCapture lat={values.lat} lng={values.lng} onChange={(coords) => onChange({ lat: coords?.lat ?? null, lng: coords?.lng ?? null })} />
      </div>

      <div className="field">
        <label htmlFor="booking-phone">{t('form.phone')}</label>
        <input
          id="booking-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('form.phone.placeholder')}
          value={values.phone}
          onChange={(e) => onChange({ phone: e.target.value })}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('booking-phone-hint', errors.phone && 'booking-phone-error')}
        />
        <p className="field-hint" id="booking-phone-hint">
          {t('form.phone.hint')}
        </p>
        <ErrorText id="booking-phone-error" text={errors.phone} />
      </div>

      <div className="field">
        <label htmlFor="booking-notes">
          {t('form.notes')} <span className="field-optional">{t('form.optional')}</span>
        </label>
        <textarea
          id="booking-notes"
          rows={3}
          maxLength={MAX_NOTES_LENGTH}
          placeholder={t('form.notes.placeholder')}
          value={values.notes}
          onChange={(e) => onChange({ notes: e.target.value })}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy(errors.notes && 'booking-notes-error')}
        />
        <ErrorText id="booking-notes-error" text={errors.notes} />
      </div>

      {estimate}

      <button type="submit" className="btn btn-lg btn-block">
        {t('form.submit')}
      </button>
    </form>
  );
}
