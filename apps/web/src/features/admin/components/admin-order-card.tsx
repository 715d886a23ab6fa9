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
import { dismissArrived, useArrived } from '../lib/arrived-orders';
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

/** Copy phone and Delete: used less often, so they wait behind "More" and keep the card short. */
function MoreActions({ order, busy, onDelete }: { order: Order; busy: boolean; onDelete: () => void }) {
  return (
    <details className="order-more-menu">
      <summary className="btn btn-secondary btn-sm" aria-label={`More actions for ${order.orderNumber}`} title="More actions">
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="order-more-items">
        <CopyButton text={order.phone} label="Copy phone" ariaLabel={`Copy phone ${order.phone}`} />
        <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} disabled={busy}>
          Delete
        </button>
      </div>
    </details>
  );
}

interface CardProps {
  order: Order;
  onPrice: (order: Order) => void;
  /** A phone: the invoice folds to its total. */
  compact?: boolean;
}

/**
 * One order on the admin's dashboard: the essentials, the short invoice, one row of status
 * buttons and one row of actions (Copy phone and Delete behind More). The status shows once,
 * as the badge, besides the pressed status button.
 */
export const AdminOrderCard = memo(function AdminOrderCard({ order, onPrice, compact = false }: CardProps) {
  const setStatus = useSetOrderStatus();
  const remove = useDeleteOrder();
  const arrived = useArrived(order._id);
  const overdue = isPickupOverdue(order);
  const headingId = `order-${order._id}`;
  const busy = setStatus.isPending || remove.isPending;
  const customer = order.userId.name || 'Customer';
  const seen = () => dismissArrived(order._id);

  const onDelete = () => {
    if (window.confirm('Are you sure you want to DELETE this order?')) remove.mutate(order._id);
  };

  return (
    <article
      className={`order-card${overdue ? ' order-card-overdue' : ''}${arrived ? ' order-card-new' : ''}`}
      aria-labelledby={headingId}
      data-order-id={order._id}
      onClickCapture={arrived ? seen : undefined}
    >
      <header className="order-card-head">
        <h3 id={headingId} className="order-number">
          {order.orderNumber}
        </h3>
        {arrived && <span className="badge badge-new">New</span>}
        <span className={`badge delivery-${order.delivery}`}>{deliveryLabel(order.delivery)}</span>
        {order.source === 'manual' && <span className="badge badge--muted">Manual</span>}
        <span className={`badge ${statusClass(order.status)}`}>{order.status}</span>
        {overdue && <span className="visually-hidden">Pickup date has passed</span>}
      </header>
      <dl className="order-fields">
        <div>
          <dt>Customer</dt>
          <dd>{customer}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{order.phone}</dd>
        </div>
        <div className="order-field-wide">
          <dt>Pickup</dt>
          <dd>
            <span className={overdue ? 'order-overdue-date' : undefined}>{order.pickupDate ? formatCalendarDate(order.pickupDate) : '—'}</span>
            {' · '}
            {order.pickupTime || '—'}
          </dd>
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
        {order.notes && (
          <div className="order-field-wide">
            <dt>Notes</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
        <div>
          <dt>Service</dt>
          <dd>{order.service}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatIstDateTime(order.createdAt)}</dd>
        </div>
        {order.invoiceNumber && (
          <div>
            <dt>Invoice</dt>
            <dd>{order.invoiceNumber}</dd>
          </div>
        )}
      </dl>
      <InvoiceSummary order={order} compact={compact} />
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
        <a
          className="btn btn-whatsapp btn-sm"
          href={cardWhatsappUrl(order)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${customer} (opens in a new tab)`}
        >
          WhatsApp
        </a>
        <MoreActions order={order} busy={busy} onDelete={onDelete} />
      </div>
    </article>
  );
});
