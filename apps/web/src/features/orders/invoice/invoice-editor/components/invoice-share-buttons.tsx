import { useState, type RefObject } from 'react';
import { useT } from '../../../../../i18n/use-t';
import { invoiceFileName, type InvoiceData } from '../../invoice-data';
import { canShareFiles, downloadBlob, renderInvoicePng, shareOrDownloadInvoice } from '../../invoice-image';
import { invoiceWhatsappText, invoiceWhatsappUrl } from '../../whatsapp-text';
import en from '../locales/en.json';

interface Props {
  data: InvoiceData;
  target: RefObject<HTMLElement | null>;
  /** The editor holds changes (or an order) not saved yet: sending saves first. */
  unsaved: boolean;
  /** A save is running (from the save button or from here). */
  saving: boolean;
  /**
   * Saves the invoice when it is unsaved and answers what the saved invoice shows (its real
   * number), with the image's element already redrawn; null when the save failed (the editor
   * shows why), so nothing leaves the shop as a draft.
   */
  prepare: () => Promise<InvoiceData | null>;
}

/** Opens a tab inside the click (so no popup blocker stops it) that is pointed at the chat later. */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Download PNG and WhatsApp, placed after the save button: on phones the image goes through the
 * share sheet with the message; elsewhere the chat opens with the message prefilled and the
 * image is downloaded to attach. Unsaved changes are saved first (docs/decisions/0040).
 */
export function InvoiceShareButtons({ data, target, unsaved, saving, prepare }: Props) {
  const t = useT('invoice-editor', en);
  const [busy, setBusy] = useState<'png' | 'whatsapp' | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const noPhone = data.phone.replace(/\D/g, '') === '';

  const render = async () => {
    const node = target.current;
    if (!node) throw new Error('The invoice is not on the page.');
    return renderInvoicePng(node);
  };
  const run = async (kind: 'png' | 'whatsapp', work: (saved: InvoiceData) => Promise<void>, onNoInvoice?: () => void) => {
    setBusy(kind);
    setError('');
    setNotice('');
    try {
      const saved = await prepare();
      if (!saved) return onNoInvoice?.();
      await work(saved);
    } catch (err) {
      console.error('Invoice image failed', err);
      onNoInvoice?.();
      setError(t('share.failed'));
    } finally {
      setBusy(null);
    }
  };

  const onDownload = () =>
    run('png', async (saved) => {
      downloadBlob(await render(), invoiceFileName(saved));
      setNotice(t('share.downloaded', { fileName: invoiceFileName(saved) }));
    });
  const onWhatsapp = () => {
    const share = canShareFiles();
    // Without a share sheet the chat opens in a new tab; it is opened inside this click, before
    // any save, and sent to the chat once the message carries the real invoice number.
    const tab = share ? null : unsaved ? openPendingTab() : null;
    if (!share && !unsaved) window.open(invoiceWhatsappUrl(data), '_blank', 'noopener,noreferrer');
    void run(
      'whatsapp',
      async (saved) => {
        if (tab) tab.location.replace(invoiceWhatsappUrl(saved));
        const outcome = await shareOrDownloadInvoice(await render(), invoiceFileName(saved), invoiceWhatsappText(saved));
        // The quiet notice of a desktop download (no alert: nothing failed).
        if (outcome === 'downloaded') setNotice(t('share.downloadedAttach'));
        // A share that failed on a phone: the chat opens with the text, the image was downloaded.
        if (outcome === 'share-failed') window.open(invoiceWhatsappUrl(saved), '_blank', 'noopener,noreferrer');
      },
      () => tab?.close(),
    );
  };

  const off = busy !== null || saving;
  const working = unsaved ? t('modal.saving') : t('share.preparing');
  return (
    <div className="invoice-share" role="group" aria-label={t('share.group')}>
      <p className="invoice-share-hint" id="invoice-share-hint">
        {unsaved
          ? t('share.hint.unsaved')
          : data.invoiceNumber
            ? t('share.hint.saved', { invoiceNumber: data.invoiceNumber })
            : t('share.hint.ready')}
      </p>
      <div className="invoice-share-buttons">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void onDownload()}
          disabled={off}
          aria-describedby="invoice-share-hint"
        >
          {busy === 'png' ? working : t('share.download')}
        </button>
        <button
          type="button"
          className="btn btn-whatsapp btn-sm"
          onClick={onWhatsapp}
          disabled={off || noPhone}
          aria-describedby="invoice-share-hint"
          title={noPhone ? t('share.noPhone.title') : undefined}
        >
          {busy === 'whatsapp' ? working : t('share.whatsapp')}
        </button>
      </div>
      {noPhone && <p className="invoice-share-hint">{t('share.noPhone.hint')}</p>}
      {error && (
        <p className="form-error invoice-share-error" role="alert">
          {error}
        </p>
      )}
      <p className="invoice-share-notice" role="status">
        {notice}
      </p>
    </div>
  );
}
