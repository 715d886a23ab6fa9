import { useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { InvoicePreview } from './invoice-preview';
import { useT } from '../../../i18n/use-t';
import { invoiceFileName, type InvoiceData } from './invoice-data';
import en from '../locales/en.json';

/**
 * Downloads the invoice as a PNG. The picture is taken from a full-size (794 px) copy kept out
 * of sight, so it looks the same whatever the size of the customer's screen.
 */
export function InvoiceDownload({ data }: { data: InvoiceData }) {
  const t = useT('orders', en);
  const [mounted, setMounted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generatedAt, setGeneratedAt] = useState(() => new Date());
  const ref = useRef<HTMLElement>(null);

  const download = async () => {
    setError(null);
    setBusy(true);
    flushSync(() => {
      setGeneratedAt(new Date());
      setMounted(true);
    });
    try {
      // The image library is only needed here, so it loads on the first download.
      const { downloadBlob, renderInvoicePng } = await import('./invoice-image');
      if (!ref.current) throw new Error('Invoice not ready');
      downloadBlob(await renderInvoicePng(ref.current), invoiceFileName(data, t.language));
    } catch {
      setError(t('bill.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void download()} disabled={busy}>
        {busy ? t('bill.preparing') : t('bill.download')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {mounted &&
        createPortal(
          <div className="invoice-offscreen" aria-hidden="true" inert>
            <InvoicePreview ref={ref} data={data} generatedAt={generatedAt} />
          </div>,
          document.body,
        )}
    </>
  );
}
