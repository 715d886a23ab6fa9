import type { Order } from '@laundry/shared/contracts/orders';
import { BUSINESS, whatsappUrl } from '../../../config/business-profile';
import { deliveryLabel } from '../../../lib/delivery-label';
import { formatCalendarDate, formatIstDateTime } from '../../../lib/ist-format';
import { CancelOrder } from './cancel-order';
import { OrderBill } from './order-bill';
import { OrderNumberCopy } from './order-number';
import { StatusTimeline } from './status-timeline';
import './customer-order-card.css';

const STATUS_CLASS: Record<Order['status'], string> = {
  Pending: 'pending',
  'In Progress': 'progress',
  Delivering: 'delivering',
  Completed: 'completed',
  Cancelled: 'cancelled',
};

/** One of the customer's orders in My Orders: its progress, the bill once priced, and what they can do. */
export function CustomerOrderCard({ order }: { order: Order }) {
  const titleId = `order-${order._id}-title`;
  const priced = order.items.length > 0;
  const express = order.delivery === 'express';
  const chatText = `Hello ${BUSINESS.name}, I have a question about my order ${order.orderNumber}.`;
  return (
    <article className="customer-order-card card" aria-labelledby={titleId} data-order-id={order._id}>
      <header className="customer-order-card__head">
        <div>
          <div className="order-number-pair">
            <h2 id={titleId} className="customer-order-card__number order-number">
              {order.orderNumber}
            </h2>
            <OrderNumberCopy orderNumber={order.orderNumber} />
          </div>
          <p className="customer-order-card__service">
            {order.service}{' '}
            <span className={`badge${express ? ' badge--accent' : ''}`} data-testid="delivery-badge">
              {deliveryLabel(order.delivery)}
            </span>
          </p>
        </div>
        <span className={`order-status order-status--${STATUS_CLASS[order.status]}`} data-testid="order-status">
          {order.status}
        </span>
      </header>

      <StatusTimeline status={order.status} times={order.statusTimes} bookedAt={order.createdAt} />

      <dl className="customer-order-card__facts">
        <div>
          <dt>Pickup</dt>
          <dd>
            {formatCalendarDate(order.pickupDate)}
            {order.pickupTime ? `, ${order.pickupTime}` : ''}
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd className="customer-order-card__address">{order.pickupAddress}</dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd>{formatIstDateTime(order.createdAt)}</dd>
        </div>
        {order.notes && (
          <div>
            <dt>Notes</dt>
            <dd className="customer-order-card__address">{order.notes}</dd>
          </div>
        )}
      </dl>

      {priced ? (
        <OrderBill order={order} />
      ) : (
        order.status !== 'Cancelled' && (
          <p className="customer-order-card__unpriced">The bill appears here once we have collected and counted your clothes.</p>
        )
      )}

      <div className="customer-order-card__actions">
        <a className="btn btn-whatsapp btn-sm" href={whatsappUrl(BUSINESS.whatsappDigits, chatText)} target="_blank" rel="noreferrer">
          WhatsApp us<span className="visually-hidden"> about order {order.orderNumber}</span>
        </a>
        {order.status === 'Pending' && <CancelOrder id={order._id} orderNumber={order.orderNumber} />}
      </div>
    </article>
  );
}
