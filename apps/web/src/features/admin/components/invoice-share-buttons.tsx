import { useState, type RefObject } from 'react';
import { invoiceFileName, type InvoiceData } from '../../../lib/invoice/invoice-data';
import { downloadBlob, renderInvoicePng, shareOrDownloadInvoice } from '../../../lib/invoice/invoice-image';
import { invoiceWhatsappText, invoiceWhatsappUrl } from '../../../lib/invoice/whatsapp-text';

/** Whether this device's share sheet takes files; decided before any await so popups stay allowed. */
function canShareFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(0)], 'invoice.png', { type: 'image/png' });
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

/**
 * Download PNG, and WhatsApp: on phones the image goes through the share sheet with the message;
 * elsewhere the chat opens with the message prefilled and the image is downloaded to attach.
 */
export function InvoiceShareButtons({ data, target }: { data: InvoiceData; target: RefObject<HTMLElement | null> }) {
  const [busy, setBusy] = useState<'png' | 'whatsapp' | null>(null);
  const [error, setError] = useState('');
  const noPhone = data.phone.replace(/\D/g, '') === '';

  const render = async () => {
    const node = target.current;
    if (!node) throw new Error('The invoice is not on the page.');
    return renderInvoicePng(node);
  };
  const run = async (kind: 'png' | 'whatsapp', work: () => Promise<void>) => {
    setBusy(kind);
    setError('');
    try {
      await work();
    } catch (err) {
      console.error('Invoice image failed', err);
      setError('Could not create the invoice image. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const onDownload = () => run('png', async () => downloadBlob(await render(), invoiceFileName(data)));
  const onWhatsapp = () => {
    const url = invoiceWhatsappUrl(data);
    const share = canShareFiles();
    // Opened inside the click so no popup blocker stops it; the image follows as a download.
    if (!share) window.open(url, '_blank', 'noopener,noreferrer');
    void run('whatsapp', async () => {
      const outcome = await shareOrDownloadInvoice(await render(), invoiceFileName(data), invoiceWhatsappText(data));
      if (share && outcome === 'downloaded') window.open(url, '_blank', 'noopener,noreferrer');
    });
  };

  return (
    <div className="invoice-share">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void onDownload()} disabled={busy !== null}>
        {busy === 'png' ? 'Preparing…' : 'Download PNG'}
      </button>
      <button
        type="button"
        className="btn btn-whatsapp btn-sm"
        onClick={onWhatsapp}
        disabled={busy !== null || noPhone}
        title={noPhone ? 'Add the customer’s phone to share on WhatsApp' : undefined}
      >
        {busy === 'whatsapp' ? 'Preparing…' : 'WhatsApp'}
      </button>
      {error && (
        <p className="form-error invoice-share-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
