import { Link } from 'react-router';
import type { Order } from '@laundry/shared/contracts/orders';
import { formatCalendarDate } from '../../../lib/ist-format';
import { OrderNumberCopy } from './order-number';

export function BookingDone({ order, onBookAnother }: { order: Order; onBookAnother: () => void }) {
  return (
    <section className="booking-done card" aria-labelledby="booking-done-title">
      <div className="booking-done__tick" aria-hidden="true">
        ✓
      </div>
      <h2 id="booking-done-title" tabIndex={-1}>
        Pickup booked!
      </h2>
      <p className="booking-done__number">
        Your order number is{' '}
        <span className="order-number-pair">
          <strong data-testid="new-order-number" className="order-number">
            {order.orderNumber}
          </strong>
          <OrderNumberCopy orderNumber={order.orderNumber} />
        </span>
      </p>
      <p className="field-hint">
        {order.service} pickup on {formatCalendarDate(order.pickupDate)}
        {order.pickupTime ? `, ${order.pickupTime}` : ''}. Our rider will call before arriving; follow the order live in My Orders.
      </p>
      <div className="booking-actions booking-actions--center">
        <Link className="btn" to="/my-orders">
          View My Orders
        </Link>
        <button type="button" className="btn btn-secondary" onClick={onBookAnother}>
          Book another pickup
        </button>
      </div>
    </section>
  );
}
