import { memo, useRef, useState, type RefObject } from 'react';
import { ADMIN_ORDER_STATUSES, type OrderStatus } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import { whatsappNumber } from '@laundry/shared/rules/phone';
import { CopyButton } from '../../../components/copy-button';
import { mapsDirectionsUrl, telUrl, whatsappUrl } from '../../../config/business-profile';
import { knownBusinessProfile } from '../../../lib/use-business-profile';
import { orderToInvoiceData } from '../../orders/invoice/invoice-data';
import { invoiceWhatsappUrl } from '../../orders/invoice/whatsapp-text';
import { useT } from '../../../i18n/use-t';
import { formatCalendarDate, formatIstDateTime, formatIstShortDate, formatIstTime } from '../../../lib/ist-format';
import { useDeleteOrder } from '../api/delete-order';
import { DeletePaidOrderDialog } from './delete-paid-order-dialog';
import { PiecesNotReadyDialog } from './pieces-not-ready-dialog';
import { dismissArrived, useArrived } from '../lib/arrived-orders';
import { useSetOrderStatus } from '../api/set-order-status';
import { isPickupOverdue } from '../lib/order-filters';
import { deliveryText, orderStatusText, serviceText, type AdminT } from '../lib/labels';
import { statusClass } from '../lib/status-class';
import en from '../locales/en.json';
import { OrderAudit } from '../../audit/components/order-audit';
import { OrderMessagesToSend } from '../../messages/components/order-messages-to-send';
import { PaymentDesk } from '../../payments/payment-desk/components/payment-desk';
import { OrderRoad, RiderField, RoadBadges } from '../../rider/road/components/order-road';
import { NewReadyByDialog } from '../../orders/ready-by/components/new-ready-by-dialog';
import { MovedReadyByField, NewReadyByMenuItem } from '../../orders/ready-by/components/ready-by-card-parts';
import { canMoveReadyBy } from '../../orders/ready-by/lib/ready-by-choices';
import { OrderPieces, ShopFloorBadges } from '../../pieces/shop-floor/components/order-pieces';
import { InvoiceSummary } from '../../orders/invoice/invoice-editor/components/invoice-summary';

/** A priced order sends its invoice; an unpriced one a short status note. */
function cardWhatsappUrl(t: AdminT, order: Order): string {
  if (order.items.length > 0) return invoiceWhatsappUrl(orderToInvoiceData(order));
  const name = order.userId.name.trim();
  const values = { name, shop: knownBusinessProfile().name, orderNumber: order.orderNumber, status: orderStatusText(t, order.status) };
  const text = name ? t('card.whatsappTextNamed', values) : t('card.whatsappText', values);
  return whatsappUrl(whatsappNumber(order.phone), text);
}

function hasCoordinates(order: Order): order is Order & { lat: number; lng: number } {
  return order.lat !== null && order.lng !== null;
}

/** A drawn sign, not a word: the same in every language. */
const MORE_ICON = '⋯';

/**
 * Copy phone, New ready-by time and Delete: used less often, so they wait behind "More" and keep
 * the card short. `onNewReadyBy` is given only while the order's promise can be moved.
 */
function MoreActions({
  t,
  order,
  busy,
  onDelete,
  onNewReadyBy,
  menuRef,
}: {
  t: AdminT;
  order: Order;
  busy: boolean;
  onDelete: () => void;
  onNewReadyBy: (() => void) | undefined;
  menuRef: RefObject<HTMLDetailsElement | null>;
}) {
  return (
    <details className="order-more-menu" ref={menuRef}>
      <summary className="btn btn-secondary btn-sm" aria-label={t('card.more', { orderNumber: order.orderNumber })} title={t('card.more.title')}>
        <span aria-hidden="true">{MORE_ICON}</span>
      </summary>
      <div className="order-more-items">
        <CopyButton text={order.phone} label={t('card.copyPhone')} ariaLabel={t('card.copyPhone.label', { phone: order.phone })} />
        {onNewReadyBy && (
          <NewReadyByMenuItem
            orderNumber={order.orderNumber}
            onOpen={() => {
              // The menu folds away behind the dialog; focus comes back to its More button after.
              if (menuRef.current) menuRef.current.open = false;
              onNewReadyBy();
            }}
          />
        )}
        <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} disabled={busy}>
          {t('common.delete')}
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
  const t = useT('admin', en);
  const setStatus = useSetOrderStatus();
  const remove = useDeleteOrder();
  const arrived = useArrived(order._id);
  const overdue = isPickupOverdue(order);
  const headingId = `order-${order._id}`;
  const busy = setStatus.isPending || remove.isPending;
  const customer = order.userId.name || t('card.customer');
  const seen = () => dismissArrived(order._id);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [movingPromise, setMovingPromise] = useState(false);
  const closePromiseDialog = () => {
    setMovingPromise(false);
    menuRef.current?.querySelector('summary')?.focus();
  };

  const [confirmingPaid, setConfirmingPaid] = useState(false);
  const [askingNotReady, setAskingNotReady] = useState(false);
  // Out for delivery with pieces not ready is a slip the shop makes on purpose only: ask why first.
  const onStatus = (status: OrderStatus) => {
    const notReady = order.pieces.some((p) => p.state !== 'ready');
    if (status === 'Delivering' && order.status !== 'Delivering' && notReady) setAskingNotReady(true);
    else setStatus.mutate({ id: order._id, status });
  };
  const cardRef = useRef<HTMLElement>(null);
  // An order money was taken for asks in a dialog that offers the refund first (docs/decisions/0077).
  const onDelete = () => {
    if (order.paid > 0) setConfirmingPaid(true);
    else if (window.confirm(t('card.confirmDelete'))) remove.mutate(order._id);
  };
  const refundFirst = () => {
    setConfirmingPaid(false);
    if (menuRef.current) menuRef.current.open = false;
    // After the modal has gone: while it is open the rest of the page cannot take the focus.
    window.setTimeout(() => {
      const ledger = cardRef.current?.querySelector<HTMLDetailsElement>('.payment-ledger');
      if (!ledger) return;
      ledger.open = true;
      ledger.scrollIntoView({ block: 'center' });
      const action = (name: string) => ledger.querySelector<HTMLButtonElement>(`.payment-entry [data-ledger-action="${name}"]`);
      (action('refund') ?? action('reverse') ?? ledger.querySelector('summary'))?.focus();
    }, 0);
  };

  return (
    <article
      ref={cardRef}
      className={`order-card${overdue ? ' order-card-overdue' : ''}${arrived ? ' order-card-new' : ''}`}
      aria-labelledby={headingId}
      data-order-id={order._id}
      onClickCapture={arrived ? seen : undefined}
    >
      <header className="order-card-head">
        <h3 id={headingId} className="order-number">
          {order.orderNumber}
        </h3>
        {arrived && <span className="badge badge-new">{t('card.new')}</span>}
        <span className={`badge ${statusClass(order.status)}`}>{orderStatusText(t, order.status)}</span>
        {overdue && <span className="visually-hidden">{t('card.overdue')}</span>}
      </header>
      {/* What kind of order and what is still to settle: small tags, one short line on a phone. */}
      <div className="order-card-tags">
        <span className={`badge delivery-${order.delivery}`}>{deliveryText(t, order.delivery)}</span>
        {order.source === 'manual' && <span className="badge badge--muted">{t('card.manual')}</span>}
        {order.source !== 'manual' && order.source !== 'web' && <span className="badge badge--muted">{t(`card.source.${order.source}`)}</span>}
        <RoadBadges order={order} />
        <ShopFloorBadges order={order} />
      </div>
      <dl className="order-fields">
        <div>
          <dt>{t('card.customer')}</dt>
          <dd>{customer}</dd>
        </div>
        <div>
          <dt>{t('card.phone')}</dt>
          <dd>{order.phone}</dd>
        </div>
        <div className="order-field-wide">
          <dt>{t('card.pickup')}</dt>
          <dd>
            <span className={overdue ? 'order-overdue-date' : undefined}>
              {order.pickupDate ? formatCalendarDate(order.pickupDate, t.language) : '—'}
            </span>
            {' · '}
            {order.pickupTime || '—'}
          </dd>
        </div>
        <MovedReadyByField order={order} />
        <div className="order-field-wide">
          <dt>{t('card.pickupAddress')}</dt>
          <dd>
            {order.pickupAddress || '—'}
            {hasCoordinates(order) && (
              <>
                {' '}
                <a href={mapsDirectionsUrl(order.lat, order.lng)} target="_blank" rel="noopener noreferrer" className="order-directions">
                  {t('card.directions')}
                  <span className="visually-hidden"> {t('card.directions.where', { address: order.pickupAddress })}</span>
                </a>
              </>
            )}
          </dd>
        </div>
        {order.notes && (
          <div className="order-field-wide">
            <dt>{t('card.notes')}</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
        <div>
          <dt>{t('card.service')}</dt>
          <dd>{serviceText(t, order.service)}</dd>
        </div>
        <RiderField order={order} />
        <div>
          <dt>{t('common.created')}</dt>
          {/* On a phone the year goes without saying: the time then fits its half of the row. */}
          <dd>
            {compact
              ? `${formatIstShortDate(order.createdAt, t.language)}, ${formatIstTime(order.createdAt, t.language)}`
              : formatIstDateTime(order.createdAt, t.language)}
          </dd>
        </div>
        {order.invoiceNumber && (
          <div>
            <dt>{t('card.invoice')}</dt>
            <dd>{order.invoiceNumber}</dd>
          </div>
        )}
      </dl>
      <OrderRoad order={order} />
      <InvoiceSummary order={order} compact={compact} />
      <PaymentDesk order={order} />
      {/* The garments inside the shop, folded to one row (docs/decisions/0056). */}
      <OrderPieces order={order} />
      {/* Messages no account could carry wait for the shop's own phone (docs/decisions/0055). */}
      <OrderMessagesToSend orderId={order._id} />
      {/* On a phone the card stays short; the history is on the wide card and in Settings → Audit trail. */}
      {!compact && <OrderAudit orderId={order._id} />}
      <div className="order-status-buttons" role="group" aria-label={t('card.statusGroup', { orderNumber: order.orderNumber })}>
        {ADMIN_ORDER_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`status-button ${statusClass(status)}`}
            aria-pressed={order.status === status}
            disabled={busy}
            onClick={() => onStatus(status)}
          >
            {orderStatusText(t, status)}
          </button>
        ))}
      </div>
      <div className="order-actions">
        <button type="button" className="btn btn-sm" onClick={() => onPrice(order)}>
          {order.items.length > 0 ? t('card.editPricing') : t('card.pickupAndPrice')}
        </button>
        <a
          className="btn btn-secondary btn-sm"
          href={telUrl(order.phone)}
          aria-label={t('common.call.label', { name: customer, phone: order.phone })}
        >
          {t('common.call')}
        </a>
        <a
          className="btn btn-whatsapp btn-sm"
          href={cardWhatsappUrl(t, order)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('card.whatsapp.label', { name: customer })}
        >
          {t('card.whatsapp')}
        </a>
        <MoreActions
          t={t}
          order={order}
          busy={busy}
          onDelete={onDelete}
          onNewReadyBy={canMoveReadyBy(order) ? () => setMovingPromise(true) : undefined}
          menuRef={menuRef}
        />
      </div>
      {movingPromise && <NewReadyByDialog order={order} onClose={closePromiseDialog} />}
      {askingNotReady && (
        <PiecesNotReadyDialog
          t={t}
          order={order}
          busy={setStatus.isPending}
          onConfirm={(reason) => setStatus.mutate({ id: order._id, status: 'Delivering', reason }, { onSettled: () => setAskingNotReady(false) })}
          onClose={() => setAskingNotReady(false)}
        />
      )}
      {confirmingPaid && (
        <DeletePaidOrderDialog
          t={t}
          order={order}
          busy={remove.isPending}
          onRefundFirst={refundFirst}
          onDelete={() => remove.mutate(order._id, { onSettled: () => setConfirmingPaid(false) })}
          onClose={() => setConfirmingPaid(false)}
        />
      )}
    </article>
  );
});
