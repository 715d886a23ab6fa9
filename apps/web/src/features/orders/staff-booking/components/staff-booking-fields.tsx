import { DELIVERY_TYPES, SERVICES, STAFF_BOOKING_SOURCES } from '@laundry/shared/constants';
import type { SavedAddress } from '@laundry/shared/contracts/addresses';
import { useT } from '../../../../i18n/use-t';
import { describedBy, ErrorText } from '../../components/field-bits';
import { serviceName } from '../../invoice/labels';
import type { StaffBookingField, StaffBookingProblems, StaffBookingValues } from '../lib/staff-booking-form';
import en from '../locales/en.json';

type Change = (patch: Partial<StaffBookingValues>) => void;
type Key = keyof typeof en;

function useProblem(problems: StaffBookingProblems) {
  const t = useT('staff-booking', en);
  return (field: StaffBookingField) => (problems[field] ? t(`problem.${problems[field]}` as Key) : undefined);
}

/** A new customer's phone and name, typed (the rider's only way; the shop's when the search found no one). */
export function CustomerFields({ values, problems, onChange }: { values: StaffBookingValues; problems: StaffBookingProblems; onChange: Change }) {
  const t = useT('staff-booking', en);
  const problem = useProblem(problems);
  return (
    <div className="booking-row">
      <div className="field">
        <label htmlFor="staff-booking-phone">{t('form.phone')}</label>
        <input
          id="staff-booking-phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={values.phone}
          onChange={(e) => onChange({ phone: e.target.value })}
          aria-invalid={problems.phone ? true : undefined}
          aria-describedby={describedBy(problems.phone && 'staff-booking-phone-error')}
        />
        <ErrorText id="staff-booking-phone-error" text={problem('phone')} />
      </div>
      <div className="field">
        <label htmlFor="staff-booking-name">{t('form.name')}</label>
        <input
          id="staff-booking-name"
          autoComplete="off"
          value={values.name}
          onChange={(e) => onChange({ name: e.target.value })}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={describedBy('staff-booking-name-hint', problems.name && 'staff-booking-name-error')}
        />
        <p className="field-hint" id="staff-booking-name-hint">
          {t('form.name.hint')}
        </p>
        <ErrorText id="staff-booking-name-error" text={problem('name')} />
      </div>
    </div>
  );
}

/** A saved address of the customer, or one typed with its pincode. */
export function AddressFields({
  values,
  problems,
  saved,
  onChange,
}: {
  values: StaffBookingValues;
  problems: StaffBookingProblems;
  saved: readonly SavedAddress[];
  onChange: Change;
}) {
  const t = useT('staff-booking', en);
  const problem = useProblem(problems);
  return (
    <fieldset className="staff-booking__fieldset">
      <legend>{t('form.address')}</legend>
      {saved.length > 0 && (
        <div className="staff-booking__choices">
          {saved.map((a) => (
            <label key={a._id} className="staff-booking__choice">
              <input type="radio" name="staff-booking-address" checked={values.addressId === a._id} onChange={() => onChange({ addressId: a._id })} />
              <span>
                <strong>{a.label}</strong> {a.address} · {a.pincode}
              </span>
            </label>
          ))}
          <label className="staff-booking__choice">
            <input type="radio" name="staff-booking-address" checked={values.addressId === ''} onChange={() => onChange({ addressId: '' })} />
            <span>{t('form.address.other')}</span>
          </label>
        </div>
      )}
      {values.addressId === '' && (
        <div className="booking-row">
          <div className="field">
            <label htmlFor="staff-booking-address">{t('form.address.typed')}</label>
            <textarea
              id="staff-booking-address"
              rows={2}
              value={values.pickupAddress}
              onChange={(e) => onChange({ pickupAddress: e.target.value })}
              aria-invalid={problems.pickupAddress ? true : undefined}
              aria-describedby={describedBy(problems.pickupAddress && 'staff-booking-address-error')}
            />
            <ErrorText id="staff-booking-address-error" text={problem('pickupAddress')} />
          </div>
          <div className="field">
            <label htmlFor="staff-booking-pincode">{t('form.pincode')}</label>
            <input
              id="staff-booking-pincode"
              inputMode="numeric"
              maxLength={6}
              value={values.pincode}
              onChange={(e) => onChange({ pincode: e.target.value })}
              aria-invalid={problems.pincode ? true : undefined}
              aria-describedby={describedBy(problems.pincode && 'staff-booking-pincode-error')}
            />
            <ErrorText id="staff-booking-pincode-error" text={problem('pincode')} />
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** Service and delivery type; the source (how the request came) for the shop. */
export function ServiceFields({
  values,
  problems,
  withSource,
  onChange,
}: {
  values: StaffBookingValues;
  problems: StaffBookingProblems;
  withSource: boolean;
  onChange: Change;
}) {
  const t = useT('staff-booking', en);
  const problem = useProblem(problems);
  return (
    <div className="booking-row">
      {withSource && (
        <div className="field">
          <label htmlFor="staff-booking-source">{t('form.source')}</label>
          <select
            id="staff-booking-source"
            value={values.source}
            onChange={(e) => onChange({ source: e.target.value as StaffBookingValues['source'] })}
          >
            {STAFF_BOOKING_SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`source.${s}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="staff-booking-service">{t('form.service')}</label>
        <select
          id="staff-booking-service"
          value={values.service}
          onChange={(e) => onChange({ service: e.target.value as StaffBookingValues['service'] })}
          aria-invalid={problems.service ? true : undefined}
          aria-describedby={describedBy(problems.service && 'staff-booking-service-error')}
        >
          <option value="">{t('form.service.choose')}</option>
          {SERVICES.map((s) => (
            <option key={s} value={s}>
              {serviceName(s, t.language)}
            </option>
          ))}
        </select>
        <ErrorText id="staff-booking-service-error" text={problem('service')} />
      </div>
      <div className="field">
        <label htmlFor="staff-booking-delivery">{t('form.delivery')}</label>
        <select
          id="staff-booking-delivery"
          value={values.delivery}
          onChange={(e) => onChange({ delivery: e.target.value as StaffBookingValues['delivery'] })}
        >
          {DELIVERY_TYPES.map((d) => (
            <option key={d} value={d}>
              {t(`delivery.${d}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
