import { toBlob } from 'html-to-image';

/** Spec section 8, word for word (a straight apostrophe and an em dash, as the spec writes it). */
export const SHARE_FALLBACK_MESSAGE = "Couldn't share automatically. Image downloaded—please attach it in WhatsApp.";

/** The image is taken at twice the CSS size so it stays sharp on phones and in print. */
export const INVOICE_PIXEL_RATIO = 2;

/**
 * Turns the invoice element into a PNG exactly INVOICE_PIXEL_RATIO times its CSS size.
 * Give it the InvoicePreview element itself; to keep it out of sight, hide a wrapper
 * (position it off-screen), never the element: its own position would be copied into the image.
 */
export async function renderInvoicePng(node: HTMLElement): Promise<Blob> {
  const blob = await toBlob(node, {
    pixelRatio: INVOICE_PIXEL_RATIO,
    backgroundColor: '#ffffff',
    // The site uses system fonts only; reading the style sheets for web fonts would be wasted work.
    skipFonts: true,
    style: { margin: '0' },
  });
  if (!blob) throw new Error('Could not create the invoice image.');
  return blob;
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 'downloaded': the device cannot share files, so the image was saved quietly (say so briefly);
 * 'share-failed': a share was tried and failed, the image was downloaded and the spec's alert shown.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'downloaded' | 'share-failed';

/** Whether this device's share sheet takes files (phones); false on most desktops. */
export function canShareFiles(file?: File): boolean {
  try {
    const probe = file ?? new File([new Uint8Array(0)], 'invoice.png', { type: 'image/png' });
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

/**
 * Opens the device's share sheet with the PNG when it can take files (phones). A desktop that
 * cannot share files gets the download without an alert: nothing failed there. Only a share
 * that was tried and failed downloads with the spec's alert (section 8).
 */
export async function shareOrDownloadInvoice(blob: Blob, fileName: string, text: string): Promise<ShareOutcome> {
  const file = new File([blob], fileName, { type: blob.type || 'image/png' });
  if (!canShareFiles(file)) {
    downloadBlob(blob, fileName);
    return 'downloaded';
  }
  try {
    await navigator.share({ files: [file], text });
    return 'shared';
  } catch (error) {
    // The user closed the share sheet: that is a choice, not a failure.
    if ((error as Error)?.name === 'AbortError') return 'cancelled';
  }
  downloadBlob(blob, fileName);
  window.alert(SHARE_FALLBACK_MESSAGE);
  return 'share-failed';
}
