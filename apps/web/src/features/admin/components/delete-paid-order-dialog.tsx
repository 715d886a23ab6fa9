import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { ModalDialog } from '../../../components/modal-dialog';
import type { AdminT } from '../lib/labels';

interface Props {
  t: AdminT;
  order: Order;
  busy: boolean;
  /** Close and take the shop to the order's payments, to reverse (refund) them first. */
  onRefundFirst: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/**
 * Deleting an order money was taken for (docs/decisions/0077): says so, offers the refund first,
 * and tells that the payment stays in the ledger and the takings if the order goes anyway.
 */
export function DeletePaidOrderDialog({ t, order, busy, onRefundFirst, onDelete, onClose }: Props) {
  const headingId = `delete-paid-${order._id}`;
  const amount = formatInr(order.paid, t.language);
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} busy={busy} className="modal-dialog">
      <div className="modal-dialog__body">
        <h2 id={headingId}>{t('card.deletePaid.title', { orderNumber: order.orderNumber })}</h2>
        <p>{t('card.deletePaid.taken', { amount })}</p>
        <p>{t('card.deletePaid.kept')}</p>
        <div className="modal-dialog__actions">
          <button type="button" className="btn btn-sm" onClick={onRefundFirst} disabled={busy} autoFocus>
            {t('card.deletePaid.refundFirst')}
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} disabled={busy}>
            {t('card.deletePaid.deleteAnyway')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onClose} disabled={busy}>
            {t('card.deletePaid.keep')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
