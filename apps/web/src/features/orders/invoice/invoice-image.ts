import { toBlob } from 'html-to-image';
import { isLanguage } from '@laundry/shared/rules/language';
import en from './locales/en.json';
import { loadLanguage } from '../../../i18n/catalogue';
import { translate } from '../../../i18n/translate';

/**
 * Spec section 8, word for word (a straight apostrophe and an em dash, as the spec writes it);
 * shown in the language of the screen (the `invoice` catalogue's share.fallback).
 */
export const SHARE_FALLBACK_MESSAGE = en['share.fallback'];

/** The image is taken at twice the CSS size so it stays sharp on phones and in print. */
export const INVOICE_PIXEL_RATIO = 2;

/** The app's self-hosted script faces (styles/fonts.css), by the letters that need them. */
const SCRIPT_FONTS: { family: string; letters: RegExp; sample: string }[] = [
  { family: 'Laundry Telugu', letters: /[\u0C00-\u0C7F]/, sample: 'క' },
  { family: 'Laundry Devanagari', letters: /[\u0900-\u097F]/, sample: 'क' },
];

/** The script faces an invoice's text needs. */
function scriptFamilies(text: string): Set<string> {
  return new Set(SCRIPT_FONTS.filter((f) => f.letters.test(text)).map((f) => f.family));
}

/** Any letter those faces are for. */
const SCRIPT_LETTERS = new RegExp(SCRIPT_FONTS.map((f) => f.letters.source).join('|'));

/**
 * Turns the invoice element into a PNG exactly INVOICE_PIXEL_RATIO times its CSS size.
 * Give it the InvoicePreview element itself; to keep it out of sight, hide a wrapper
 * (position it off-screen), never the element: its own position would be copied into the image.
 */
export async function renderInvoicePng(node: HTMLElement): Promise<Blob> {
  await inItsLanguage(node);
  const families = scriptFamilies(node.textContent ?? '');
  const fontEmbedCSS = await scriptFontCss(families);
  const options = {
    pixelRatio: INVOICE_PIXEL_RATIO,
    backgroundColor: '#ffffff',
    // Latin text uses system fonts; Telugu and Devanagari letters get the app's own fonts, so
    // the image reads the same on a phone without them.
    fontEmbedCSS,
    skipFonts: true,
    style: { margin: '0' },
  };
  const unprime = fontEmbedCSS ? primeScriptFonts(node, families) : () => undefined;
  let blob: Blob | null;
  try {
    blob = await toBlob(node, options);
  } finally {
    unprime();
  }
  if (!blob) throw new Error('Could not create the invoice image.');
  return blob;
}

/** How long an image waits for the customer's catalogue before it gives up (a phone on a bad network). */
export const LANGUAGE_WAIT_MS = 15_000;

/**
 * An invoice in the customer's language may still show the screen's while that catalogue is on
 * its way (use-invoice-language.ts): its `data-language` is the language it
 * will be in, its `lang` the one it is in. The picture is taken only once they agree, so an
 * English screen never sends a Telugu customer an English invoice.
 */
export async function inItsLanguage(node: HTMLElement, waitMs = LANGUAGE_WAIT_MS): Promise<void> {
  const wanted = node.dataset.language;
  if (!wanted || node.lang === wanted) return;
  // The same fetch the invoice started: once it is in, React redraws the invoice in that language.
  if (isLanguage(wanted)) await loadLanguage(wanted);
  await new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      observer.disconnect();
      window.clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const observer = new MutationObserver(() => {
      if (node.lang === wanted) finish();
    });
    observer.observe(node, { attributes: true, attributeFilter: ['lang'] });
    const timer = window.setTimeout(() => finish(new Error(`The invoice is not in ${wanted} yet.`)), waitMs);
    if (node.lang === wanted) finish();
  });
}

/**
 * Inside the picture, the first Telugu or Hindi text of each size and weight is laid out before
 * its font is ready and shows boxes; later text of that size and weight is fine. So a line of
 * invisible letters, one per size and weight the invoice uses, goes first (no height, nothing
 * to see) and takes that first turn. Answers the function that removes it.
 */
function primeScriptFonts(node: HTMLElement, families: Set<string>): () => void {
  const looks = new Set<string>();
  for (const el of Array.from(node.querySelectorAll<HTMLElement>('*'))) {
    if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && SCRIPT_LETTERS.test(n.textContent ?? ''))) continue;
    const style = getComputedStyle(el);
    looks.add(`${style.fontStyle} ${style.fontWeight} ${style.fontSize}`);
  }
  const primer = document.createElement('div');
  primer.setAttribute('aria-hidden', 'true');
  primer.style.cssText = 'height:0;overflow:hidden;color:transparent;white-space:nowrap;';
  const family = getComputedStyle(node).fontFamily;
  for (const look of looks) {
    const letters = document.createElement('span');
    letters.style.font = `${look} ${family}`;
    letters.textContent = SCRIPT_FONTS.filter((f) => families.has(f.family))
      .map((f) => f.sample)
      .join('');
    primer.append(letters);
  }
  node.prepend(primer);
  return () => primer.remove();
}

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the font.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * @font-face rules, fonts inlined, for the scripts the invoice's text uses ('' for English
 * only): the image is drawn from a copy of the page that cannot load the app's font files.
 */
async function scriptFontCss(families: Set<string>): Promise<string> {
  if (families.size === 0) return '';
  const faces: Promise<string>[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      if (!families.has(rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim())) continue;
      const src = /url\(["']?([^"')]+)["']?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
      if (!src) continue;
      const url = new URL(src, sheet.href ?? document.baseURI).href;
      faces.push(
        fetch(url)
          .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(`${res.status} ${url}`))))
          .then(asDataUrl)
          .then((data) => rule.cssText.replace(src, data))
          // Without the font the image still comes, in whatever font the device has.
          .catch(() => ''),
      );
    }
  }
  return (await Promise.all(faces)).filter(Boolean).join('\n');
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
  window.alert(translate('invoice', en, 'share.fallback'));
  return 'share-failed';
}
