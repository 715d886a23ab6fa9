import { useId, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { Receipt } from '@laundry/shared/contracts/payments';
import { ModalDialog } from '../../../../components/modal-dialog';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useReceipt } from '../api/fetch-receipt';
import en from '../locales/en.json';
import { ReceiptView } from './receipt-view';
import '../../../../styles/modal-dialog.css';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';

/** "receipt-R-2026-27-0001.png": the number without its slashes, which no file name may hold. */
const fileNameOf = (receipt: Receipt) => `receipt-${receipt.number.replace(/\//g, '-')}.png`;

/** Download image: taken from a full-size copy out of sight, so it looks the same on any screen. */
function DownloadButton({ receipt }: { receipt: Receipt }) {
  const t = useT('receipt', en);
  const [copy, setCopy] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const ref = useRef<HTMLElement>(null);
  const download = async () => {
    setError('');
    setBusy(true);
    flushSync(() => setCopy(true));
    try {
      // The image library is only needed here, so it loads on the first download (as the invoice's).
      const { downloadBlob, renderInvoicePng } = await import('../../../orders/invoice/invoice-image');
      if (!ref.current) throw new Error('Receipt not ready');
      downloadBlob(await renderInvoicePng(ref.current), fileNameOf(receipt));
    } catch {
      setError(t('dialog.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => void download()} disabled={busy}>
        {busy ? t('dialog.preparing') : t('dialog.download')}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {copy &&
        createPortal(
          <div className="receipt-offscreen" aria-hidden="true" inert>
            <ReceiptView ref={ref} receipt={receipt} />
          </div>,
          document.body,
        )}
    </>
  );
}

/**
 * One payment's receipt, for the customer (My Orders) and the shop (the order's ledger): the
 * printable view, its image and Print. It is put at the end of the page so that printing shows it alone.
 */
export function ReceiptDialog({ orderId, paymentId, onClose }: { orderId: string; paymentId: string; onClose: () => void }) {
  const t = useT('receipt', en);
  const titleId = useId();
  const loaded = useReceipt(orderId, paymentId);
  return createPortal(
    <ModalDialog className="modal-dialog receipt-dialog" labelledBy={titleId} onClose={onClose}>
      <div className="modal-dialog__body">
        <header className="modal-dialog__head receipt-dialog__head">
          <h2 id={titleId}>{loaded.data ? t('open.button', { number: loaded.data.number }) : t('receipt.title')}</h2>
          <button type="button" className="modal-dialog__close" aria-label={t('dialog.close')} onClick={onClose}>
            {CLOSE_MARK}
          </button>
        </header>
        {loaded.isPending && <p role="status">{t('dialog.loading')}</p>}
        {loaded.isError && (
          <p className="form-error" role="alert">
            {errorText(loaded.error, t('dialog.failed'))}
          </p>
        )}
        {loaded.data && (
          <>
            <div className="receipt-dialog__paper">
              <ReceiptView receipt={loaded.data} />
            </div>
            <div className="receipt-dialog__actions">
              <DownloadButton receipt={loaded.data} />
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => window.print()}>
                {t('dialog.print')}
              </button>
            </div>
          </>
        )}
      </div>
    </ModalDialog>,
    document.body,
  );
}
