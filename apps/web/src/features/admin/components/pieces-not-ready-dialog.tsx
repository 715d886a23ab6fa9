import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { OUT_WITH_PIECES_NOT_READY } from '@laundry/shared/contracts/orders';
import { ModalDialog } from '../../../components/modal-dialog';
import type { AdminT } from '../lib/labels';

interface Props {
  t: AdminT;
  order: Order;
  busy: boolean;
  /** Goes on to Delivering with the reason given. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Before an order goes out for delivery with pieces not ready ("10 pieces · 0 ready"): says so,
 * and lets the shop go on only with a reason, which is sent with the status change.
 */
export function PiecesNotReadyDialog({ t, order, busy, onConfirm, onClose }: Props) {
  const ids = { title: useId(), reason: useId(), error: useId() };
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const ready = order.pieces.filter((p) => p.state === 'ready').length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < OUT_WITH_PIECES_NOT_READY.min) return setError(t('card.notReady.reasonShort'));
    onConfirm(reason.trim());
  };
  return (
    <ModalDialog labelledBy={ids.title} onClose={onClose} busy={busy} className="modal-dialog">
      <form className="modal-dialog__body" noValidate onSubmit={submit}>
        <h2 id={ids.title}>{t('card.notReady.title', { orderNumber: order.orderNumber })}</h2>
        <p role="alert">{t('card.notReady.count', { count: order.pieces.length, ready })}</p>
        <div className="field">
          <label htmlFor={ids.reason}>{t('card.notReady.reason')}</label>
          <textarea
            id={ids.reason}
            value={reason}
            maxLength={OUT_WITH_PIECES_NOT_READY.max}
            rows={2}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError('');
            }}
          />
          {error && (
            <p id={ids.error} className="form-error">
              {error}
            </p>
          )}
        </div>
        <div className="modal-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {t('card.notReady.wait')}
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {t('card.notReady.goOn')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
