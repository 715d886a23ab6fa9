import type { FormEvent, ReactNode } from 'react';
import { SERVICES } from '@laundry/shared/constants';
import { MAX_NOTES_LENGTH } from '@laundry/shared/contracts/orders';
import { serviceName } from '../invoice/labels';
import { useT } from '../../../i18n/use-t';
import { deliveryLabel } from '../invoice/delivery-label';
import { expressFactorText, useExpressFactor } from '../../../lib/express-factor';
import type { BookingErrors, BookingValues } from '../lib/booking-form';
import type { BookableWindow } from '../lib/pickup-slots';
import type { AreaProblem } from '../lib/service-area-check';
import { EXPRESS_CONFIRM_LABEL, EXPRESS_INFO, REGULAR_INFO, SERVICE_INFO } from '../lib/service-info';
import en from '../locales/en.json';
import { describedBy, ErrorText } from './field-bits';
import { LocationCapture } from './location-capture';
import { OutsideAreaNotice } from './outside-area-notice';
import { PickupWhen } from './pickup-when';
import './booking-form.css';

export interface BookingFormProps {
  values: BookingValues;
  errors: BookingErrors;
  now: Date;
  onChange: (patch: Partial<BookingValues>) => void;
  onSubmit: () => void;
  /** The chosen date's windows as offered; undefined while the shop's answer is coming. */
  windows: BookableWindow[] | undefined;
  /** The first date with a window open and a place left. */
  firstDate: string | undefined;
  /** The address is outside the shop's area (or Express's): told kindly, with a WhatsApp link. */
  area: AreaProblem | null;
  /** The optional item count and estimate, shown before the submit button. */
  estimate?: ReactNode;
  /** A returning customer's saved addresses, offered before the address box. */
  savedAddresses?: ReactNode;
  /** "Save this address", after the pincode. */
  saveAddress?: ReactNode;
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

export function BookingForm({
  values,
  errors,
  now,
  onChange,
  onSubmit,
  windows,
  firstDate,
  area,
  estimate,
  savedAddresses,
  saveAddress,
}: BookingFormProps) {
  const t = useT('orders', en);
  const language = t.language;
  const regular = deliveryLabel('regular', language);
  const express = deliveryLabel('express', language);
  // "1.5x" in the shop's live factor.
  const factor = expressFactorText(useExpressFactor());
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
                {express} <span className="badge badge--accent">{t('form.expressBadge', { factor })}</span>
              </>
            }
            text={t(EXPRESS_INFO, { factor })}
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
            <span>{t(EXPRESS_CONFIRM_LABEL, { factor })}</span>
          </label>
        )}
        <ErrorText id="booking-delivery-error" text={errors.delivery} />
      </fieldset>

      <PickupWhen values={values} errors={errors} now={now} windows={windows} firstDate={firstDate} onChange={onChange} />

      {savedAddresses}

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
        <label htmlFor="booking-pincode">
          {t('form.pincode')} <span className="field-optional">{t('form.optional')}</span>
        </label>
        <input
          id="booking-pincode"
          className="booking-pincode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('form.pincode.placeholder')}
          value={values.pincode}
          onChange={(e) => onChange({ pincode: e.target.value.replace(/\D/g, '') })}
          aria-invalid={errors.pincode || area ? true : undefined}
          aria-describedby={describedBy('booking-pincode-hint', errors.pincode && 'booking-pincode-error', area !== null && 'booking-pincode-area')}
        />
        <p className="field-hint" id="booking-pincode-hint">
          {t('form.pincode.hint')}
        </p>
        <ErrorText id="booking-pincode-error" text={errors.pincode} />
        {area && <OutsideAreaNotice problem={area} id="booking-pincode-area" />}
      </div>

      {saveAddress}

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
