import type { Order } from '@laundry/shared/contracts/orders';
import { pickupWindowText } from '../invoice/pickup-time';
import { serviceName, statusName } from '../invoice/labels';
import { whatsappUrl } from '../../../config/business-profile';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { useT } from '../../../i18n/use-t';
import { deliveryLabel } from '../invoice/delivery-label';
import { formatCalendarDate, formatIstDateTime } from '../../../lib/ist-format';
import en from '../locales/en.json';
import { PayPanel } from '../../payments/pay/components/pay-panel';
import { PieceClaims } from '../../care/piece-care/components/piece-claims';
import { StainDecisions } from '../../care/piece-care/components/stain-decisions';
import { IntakePanel, RiderOnTheWay } from '../../pieces/components/intake-panel';
import { CancelOrder } from './cancel-order';
import { OrderBill } from './order-bill';
import { OrderNumberCopy } from './order-number';
import { ReadyByFact } from './ready-by';
import { StatusTimeline } from './status-timeline';
import './customer-order-card.css';

const STATUS_CLASS: Record<Order['status'], string> = {
  Pending: 'pending',
  'In Progress': 'progress',
  Delivering: 'delivering',
  Completed: 'completed',
  Cancelled: 'cancelled',
};

/**
 * One of the customer's orders in My Orders: its progress, the bill once priced, and what they
 * can do. `asked`: the order a message's link named (?order=), drawn out among the others.
 */
export function CustomerOrderCard({ order, asked = false }: { order: Order; asked?: boolean }) {
  const t = useT('orders', en);
  const language = t.language;
  const titleId = `order-${order._id}-title`;
  const priced = order.items.length > 0;
  const express = order.delivery === 'express';
  const business = useBusinessProfile();
  const chatText = t('card.chatText', { shop: business.name, orderNumber: order.orderNumber });
  const pickupTime = pickupWindowText(order.pickupTime, language);
  const whatsapp = t.rich('card.whatsapp', {
    orderNumber: order.orderNumber,
    hidden: (chunks) => (
      <span key="hidden" className="visually-hidden">
        {chunks}
      </span>
    ),
  });
  return (
    <article className={`customer-order-card card${asked ? ' customer-order-card--asked' : ''}`} aria-labelledby={titleId} data-order-id={order._id}>
      <header className="customer-order-card__head">
        <div>
          <div className="order-number-pair">
            <h2 id={titleId} className="customer-order-card__number order-number">
              {order.orderNumber}
            </h2>
            <OrderNumberCopy orderNumber={order.orderNumber} />
          </div>
          <p className="customer-order-card__service">
            {serviceName(order.service, language)}{' '}
            <span className={`badge${express ? ' badge--accent' : ''}`} data-testid="delivery-badge">
              {deliveryLabel(order.delivery, language)}
            </span>
            {order.subscriptionId && (
              <span className="badge badge--subscription" data-testid="subscription-badge">
                {t('card.subscription')}
              </span>
            )}
          </p>
        </div>
        <span className={`order-status order-status--${STATUS_CLASS[order.status]}`} data-testid="order-status">
          {statusName(order.status, language)}
        </span>
      </header>

      <StatusTimeline status={order.status} times={order.statusTimes} bookedAt={order.createdAt} />
      <RiderOnTheWay order={order} />

      <dl className="customer-order-card__facts">
        <div>
          <dt>{t('card.pickup')}</dt>
          <dd>
            {formatCalendarDate(order.pickupDate, language)}
            {pickupTime ? `, ${pickupTime}` : ''}
          </dd>
        </div>
        <ReadyByFact order={order} />
        <div>
          <dt>{t('card.address')}</dt>
          <dd className="customer-order-card__address">{order.pickupAddress}</dd>
        </div>
        <div>
          <dt>{t('card.booked')}</dt>
          <dd>{formatIstDateTime(order.createdAt, language)}</dd>
        </div>
        {order.notes && (
          <div>
            <dt>{t('card.notes')}</dt>
            <dd className="customer-order-card__address">{order.notes}</dd>
          </div>
        )}
      </dl>

      <IntakePanel order={order} />

      {/* Stains the shop found wait for the customer's answer before the bill they change (docs/decisions/0057). */}
      <StainDecisions order={order} />

      {priced ? <OrderBill order={order} /> : order.status !== 'Cancelled' && <p className="customer-order-card__unpriced">{t('card.unpriced')}</p>}

      <PayPanel order={order} />

      <PieceClaims order={order} />

      <div className="customer-order-card__actions">
        <a className="btn btn-whatsapp btn-sm" href={whatsappUrl(business.whatsappDigits, chatText)} target="_blank" rel="noreferrer">
          {whatsapp}
        </a>
        {order.status === 'Pending' && <CancelOrder id={order._id} orderNumber={order.orderNumber} />}
      </div>
    </article>
  );
}
