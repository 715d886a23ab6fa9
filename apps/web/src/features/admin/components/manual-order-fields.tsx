import { ADMIN_ORDER_STATUSES, DELIVERY_TYPES } from '@laundry/shared/constants';
import { generateOrderNumber } from '@laundry/shared/rules/order-number';
import { deliveryLabel } from '../../../lib/delivery-label';
import { MANUAL_FIELD_LIMITS, type ManualFields } from '../lib/manual-order';

interface Props {
  fields: ManualFields;
  onChange: (fields: ManualFields) => void;
  disabled: boolean;
}

/** Order Number, Status, Delivery, Customer Name, Phone, Pickup Date, Pickup Time, Address. */
export function ManualOrderFields({ fields, onChange, disabled }: Props) {
  const set = <K extends keyof ManualFields>(key: K, value: ManualFields[K]) => onChange({ ...fields, [key]: value });
  return (
    <fieldset className="manual-fields" disabled={disabled}>
      <legend>Order details</legend>
      <div className="manual-grid">
        {/* A line of its own: the whole number shows (SL- and 15 digits). */}
        <div className="admin-field manual-wide">
          <label htmlFor="manual-order-number">Order Number</label>
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
              aria-label="Generate a new order number"
              onClick={() => set('orderNumber', generateOrderNumber())}
            >
              ↻
            </button>
          </div>
        </div>
        <div className="admin-field">
          <label htmlFor="manual-status">Status</label>
          <select
            id="manual-status"
            className="admin-input"
            value={fields.status}
            onChange={(e) => set('status', ADMIN_ORDER_STATUSES.find((s) => s === e.target.value) ?? fields.status)}
          >
            {ADMIN_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="manual-delivery">Delivery</label>
          <select
            id="manual-delivery"
            className="admin-input"
            value={fields.delivery}
            onChange={(e) => set('delivery', DELIVERY_TYPES.find((d) => d === e.target.value) ?? fields.delivery)}
          >
            {DELIVERY_TYPES.map((d) => (
              <option key={d} value={d}>
                {deliveryLabel(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="manual-name">Customer Name</label>
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
          <label htmlFor="manual-phone">Phone</label>
          <input
            id="manual-phone"
            className="admin-input"
            type="tel"
            inputMode="tel"
            placeholder="10-digit mobile"
            value={fields.phone}
            maxLength={MANUAL_FIELD_LIMITS.phone}
            autoComplete="off"
            onChange={(e) => set('phone', e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="manual-date">Pickup Date</label>
          <input id="manual-date" className="admin-input" type="date" value={fields.pickupDate} onChange={(e) => set('pickupDate', e.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="manual-time">Pickup Time</label>
          <input
            id="manual-time"
            className="admin-input"
            value={fields.pickupTime}
            maxLength={MANUAL_FIELD_LIMITS.pickupTime}
            placeholder="e.g. 11:00 AM"
            onChange={(e) => set('pickupTime', e.target.value)}
          />
        </div>
        <div className="admin-field manual-wide">
          <label htmlFor="manual-address">Address</label>
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
