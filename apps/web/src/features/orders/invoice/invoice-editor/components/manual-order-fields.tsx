import { ADMIN_ORDER_STATUSES, DELIVERY_TYPES, type DeliveryType } from '@laundry/shared/constants';
import { generateOrderNumber } from '@laundry/shared/rules/order-number';
import { useT } from '../../../../../i18n/use-t';
import en from '../locales/en.json';
import { MANUAL_FIELD_LIMITS, type ManualFields } from '../lib/manual-order';

/** The statuses and deliveries by their names on screen; the values sent stay the English data values. */
const STATUS_KEYS = {
  Pending: 'status.pending',
  'In Progress': 'status.inProgress',
  Delivering: 'status.delivering',
  Completed: 'status.completed',
} as const satisfies Record<ManualFields['status'], keyof typeof en>;
const DELIVERY_KEYS = { regular: 'delivery.regular', express: 'delivery.express' } as const satisfies Record<DeliveryType, keyof typeof en>;

/** A sign, not a word: the button is named by its aria-label. */
const NEW_MARK = '↻';

interface Props {
  fields: ManualFields;
  onChange: (fields: ManualFields) => void;
  disabled: boolean;
}

/** Order Number, Status, Delivery, Customer Name, Phone, Pickup Date, Pickup Time, Address. */
export function ManualOrderFields({ fields, onChange, disabled }: Props) {
  const t = useT('invoice-editor', en);
  const set = <K extends keyof ManualFields>(key: K, value: ManualFields[K]) => onChange({ ...fields, [key]: value });
  return (
    <fieldset className="manual-fields" disabled={disabled}>
      <legend>{t('manual.legend')}</legend>
      <div className="manual-grid">
        {/* A line of its own: the whole number shows (SL- and 15 digits). */}
        <div className="admin-field manual-wide">
          <label htmlFor="manual-order-number">{t('manual.orderNumber')}</label>
          <div className="manual-number">
            <input
              id="manual-order-number"
              className="admin-input"
              value={fields.orderNumber}
              maxLength={MANUAL_FIELD_LIMITS.orderNumber}
              autoComplete="off"
              onChange={(e) => set('orderNumber', e.target.value.replace(/[^A-Za-z0-9-]/g, '').toUpperCase())}
            />
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={t('manual.generate')}
              onClick={() => set('orderNumber', generateOrderNumber())}
            >
              {NEW_MARK}
            </button>
          </div>
        </div>
        <div className="admin-field">
          <label htmlFor="manual-status">{t('manual.status')}</label>
          <select
            id="manual-status"
            className="admin-input"
            value={fields.status}
            onChange={(e) => set('status', ADMIN_ORDER_STATUSES.find((s) => s === e.target.value) ?? fields.status)}
          >
            {ADMIN_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_KEYS[s])}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="manual-delivery">{t('manual.delivery')}</label>
          <select
            id="manual-delivery"
            className="admin-input"
            value={fields.delivery}
            onChange={(e) => set('delivery', DELIVERY_TYPES.find((d) => d === e.target.value) ?? fields.delivery)}
          >
            {DELIVERY_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(DELIVERY_KEYS[d])}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="manual-name">{t('manual.customerName')}</label>
          <input
            id="manual-name"
            className="admin-input"
            value={fields.customerName}
            maxLength={MANUAL_FIELD_LIMITS.customerName}
            autoComplete="off"
            onChange={(e) => set('customerName', e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="manual-phone">{t('manual.phone')}</label>
          <input
            id="manual-phone"
            className="admin-input"
            type="tel"
            inputMode="tel"
            placeholder={t('manual.phonePlaceholder')}
            value={fields.phone}
            maxLength={MANUAL_FIELD_LIMITS.phone}
            autoComplete="off"
            onChange={(e) => set('phone', e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="manual-date">{t('manual.pickupDate')}</label>
          <input id="manual-date" className="admin-input" type="date" value={fields.pickupDate} onChange={(e) => set('pickupDate', e.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="manual-time">{t('manual.pickupTime')}</label>
          <input
            id="manual-time"
            className="admin-input"
            value={fields.pickupTime}
            maxLength={MANUAL_FIELD_LIMITS.pickupTime}
            placeholder={t('manual.pickupTimePlaceholder')}
            onChange={(e) => set('pickupTime', e.target.value)}
          />
        </div>
        <div className="admin-field manual-wide">
          <label htmlFor="manual-address">{t('manual.address')}</label>
          <textarea
            id="manual-address"
            className="admin-input"
            rows={2}
            value={fields.address}
            maxLength={MANUAL_FIELD_LIMITS.address}
            onChange={(e) => set('address', e.target.value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
