import { memo } from 'react';
import { ADMIN_ORDER_STATUSES } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import { whatsappNumber } from '@laundry/shared/rules/phone';
import { CopyButton } from '../../../components/copy-button';
import { BUSINESS, mapsDirectionsUrl, telUrl, whatsappUrl } from '../../../config/business-profile';
import { deliveryLabel } from '../../../lib/delivery-label';
import { orderToInvoiceData } from '../../../lib/invoice/invoice-data';
import { invoiceWhatsappUrl } from '../../../lib/invoice/whatsapp-text';
import { formatCalendarDate, formatIstDateTime } from '../../../lib/ist-format';
import { useDeleteOrder } from '../api/delete-order';
import { useSetOrderStatus } from '../api/set-order-status';
import { isPickupOverdue } from '../lib/order-filters';
import { statusClass } from '../lib/status-class';
import { InvoiceSummary } from './invoice-summary';

/** A priced order sends its invoice; an unpriced one a short status note. */
function cardWhatsappUrl(order: Order): string {
  if (order.items.length > 0) return invoiceWhatsappUrl(orderToInvoiceData(order));
  const name = order.userId.name.trim();
  const text = `Hello${name ? ` ${name}` : ''}, this is ${BUSINESS.name} about your order ${order.orderNumber} (status: ${order.status}).`;
  return whatsappUrl(whatsappNumber(order.phone), text);
}

function hasCoordinates(order: Order): order is Order & { lat: number; lng: number } {
  return order.lat !== null && order.lng !== null;
}

/** One order on the admin's dashboard: its details, short invoice, status buttons and actions. */
export const AdminOrderCard = memo(function AdminOrderCard({ order, onPrice }: { order: Order; onPrice: (order: Order) => void }) {
  const setStatus = useSetOrderStatus();
  const remove = useDeleteOrder();
  const overdue = isPickupOverdue(order);
  const headingId = `order-${order._id}`;
  const busy = setStatus.isPending || remove.isPending;
  const customer = order.userId.name || 'Customer';

  const onDelete = () => {
    if (window.confirm('Are you sure you want to DELETE this order?')) remove.mutate(order._id);
  };

  return (
    <article className={`order-card${overdue ? ' order-card-overdue' : ''}`} aria-labelledby={headingId} data-order-id={order._id}>
      <header className="order-card-head">
        <h3 id={headingId} className="order-number">
          {order.orderNumber}
        </h3>
        <span className={`badge delivery-${order.delivery}`}>{deliveryLabel(order.delivery)}</span>
        {order.source === 'manual' && <span className="badge badge--muted">Manual</span>}
        <span className={`badge ${statusClass(order.status)}`}>{order.status}</span>
        {overdue && <span className="visually-hidden">Pickup date has passed</span>}
      </header>
      <dl className="order-fields">
        <div>
          <dt>Service</dt>
          <dd>{order.service}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>{customer}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{order.phone}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatIstDateTime(order.createdAt)}</dd>
        </div>
        <div className="order-field-wide">
          <dt>Pickup address</dt>
          <dd>
            {order.pickupAddress || '—'}
            {hasCoordinates(order) && (
              <>
                {' '}
                <a href={mapsDirectionsUrl(order.lat, order.lng)} target="_blank" rel="noopener noreferrer" className="order-directions">
                  Directions<span className="visually-hidden"> to {order.pickupAddress} (opens in a new tab)</span>
                </a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Pickup date</dt>
          <dd className={overdue ? 'order-overdue-date' : undefined}>{order.pickupDate ? formatCalendarDate(order.pickupDate) : '—'}</dd>
        </div>
        <div>
          <dt>Pickup time</dt>
          <dd>{order.pickupTime || '—'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{order.status}</dd>
        </div>
        {order.invoiceNumber && (
          <div>
            <dt>Invoice</dt>
            <dd>{order.invoiceNumber}</dd>
          </div>
        )}
        {order.notes && (
          <div className="order-field-wide">
            <dt>Notes</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
      </dl>
      <InvoiceSummary order={order} />
      <div className="order-status-buttons" role="group" aria-label={`Set status of ${order.orderNumber}`}>
        {ADMIN_ORDER_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`status-button ${statusClass(status)}`}
            aria-pressed={order.status === status}
            disabled={busy}
            onClick={() => setStatus.mutate({ id: order._id, status })}
          >
            {status}
          </button>
        ))}
      </div>
      <div className="order-actions">
        <button type="button" className="btn btn-sm" onClick={() => onPrice(order)}>
          {order.items.length > 0 ? 'Edit Pricing' : 'Pickup & Price'}
        </button>
        <a className="btn btn-secondary btn-sm" href={telUrl(order.phone)} aria-label={`Call ${customer} on ${order.phone}`}>
          Call
        </a>
        <CopyButton text={order.phone} label="Copy phone" ariaLabel={`Copy phone ${order.phone}`} />
        <a
          className="btn btn-whatsapp btn-sm"
          href={cardWhatsappUrl(order)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${customer} (opens in a new tab)`}
        >
          WhatsApp
        </a>
        <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} disabled={busy}>
          Delete
        </button>
      </div>
    </article>
  );
});
