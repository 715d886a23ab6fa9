import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { deliveryLabel } from '../../../lib/delivery-label';
import { formatCalendarDate } from '../../../lib/ist-format';
import type { BookingValues } from '../lib/booking-form';
import { countText, type Estimate } from '../lib/estimate';
import { EXPRESS_INFO } from '../lib/service-info';

export interface BookingReviewProps {
  values: BookingValues;
  /** The customer's own count, if any, and its estimate. */
  estimate: Estimate;
  submitting: boolean;
  error: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

export function BookingReview({ values, estimate, submitting, error, onEdit, onConfirm }: BookingReviewProps) {
  const rows: [string, string][] = [
    ['Service', values.service],
    ['Delivery', values.delivery === 'express' ? `Express: ${EXPRESS_INFO}` : deliveryLabel(values.delivery)],
    ['Pickup date', formatCalendarDate(values.pickupDate)],
    ['Pickup time', values.pickupTime],
    ['Pickup address', values.pickupAddress.trim()],
    ...(values.lat !== null && values.lng !== null
      ? ([['Location', `${values.lat.toFixed(5)}, ${values.lng.toFixed(5)}`]] as [string, string][])
      : []),
    ['Phone', normalizePhone(values.phone) ?? values.phone],
    ['Notes', values.notes.trim() || '—'],
    ...(estimate.lines.length > 0
      ? ([
          [
            'Your count',
            `${countText(estimate.lines)}${estimate.total > 0 ? ` (Estimate from ${formatInr(fromPaise(estimate.total))}, not the bill)` : ''}`,
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <section className="booking-review card" aria-labelledby="booking-review-title">
      <h2 id="booking-review-title" className="booking-form__title" tabIndex={-1}>
        Review your booking
      </h2>
      <p className="field-hint">Check the details, then confirm. You can still change anything.</p>
      <dl className="review-list">
        {rows.map(([label, value]) => (
          <div key={label} className="review-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="booking-review__note">Prices are worked out when we collect your clothes; you will see the bill in My Orders.</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="booking-actions">
        <button type="button" className="btn btn-secondary" onClick={onEdit} disabled={submitting}>
          Edit details
        </button>
        <button type="button" className="btn" onClick={onConfirm} disabled={submitting}>
          {submitting ? 'Booking…' : 'Confirm booking'}
        </button>
      </div>
    </section>
  );
}
