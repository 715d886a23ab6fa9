import type { Language } from '@laundry/shared/constants';
import { formatInr } from '@laundry/shared/rules/money';
import { whatsappNumber } from '@laundry/shared/rules/phone';
import { amountInWordsFor } from './amount-words';
import { serviceName } from './labels';
import { lineItemName, lineQty, lineUnit, roundOffText } from './line-names';
import en from './locales/en.json';
import { whatsappUrl } from '../../../config/business-profile';
import { loadedCatalogue, loadLanguage } from '../../../i18n/catalogue';
import { currentLanguage } from '../../../i18n/language';
import { translatorFor } from '../../../i18n/translate';
import { knownBusinessProfile } from '../../../lib/use-business-profile';
import { invoiceBusiness, invoiceReference, type InvoiceBusiness, type InvoiceData } from './invoice-data';

type MessageBusiness = Pick<InvoiceBusiness, 'name' | 'upiId'> & { phone: string };

/**
 * The language the message can be written in now: the customer's once its catalogue is here. An
 * English screen that has not fetched Telugu yet writes this one wholly in its own language (never
 * Telugu names and words among English sentences) and fetches Telugu for the next.
 */
function messageLanguage(wanted: Language): Language {
  if (loadedCatalogue(wanted)) return wanted;
  loadLanguage(wanted).catch(() => undefined);
  const screen = currentLanguage();
  return loadedCatalogue(screen) ? screen : 'en';
}

/**
 * The prefilled WhatsApp message of an invoice (spec section 7): greeting, invoice number,
 * item lines, total and its words, thanks. Plain text with WhatsApp's *bold*. Written in the
 * customer's language when the invoice data knows it, else in the language shown: the items by
 * their names in it, the amount in words in it only (docs/decisions/0066).
 */
export function invoiceWhatsappText(
  data: InvoiceData,
  business: MessageBusiness = { ...invoiceBusiness(), phone: knownBusinessProfile().phone },
  asked: Language = data.language ?? currentLanguage(),
): string {
  const language = messageLanguage(asked);
  const t = translatorFor('invoice', en, language);
  const money = (rupees: number) => formatInr(rupees, language);
  const name = data.customerName.trim();
  const lines = [name ? t('whatsapp.hello', { name }) : t('whatsapp.helloNoName'), '', t('whatsapp.intro', { shop: business.name })];
  lines.push(t('whatsapp.invoiceNo', { reference: invoiceReference(data) }));
  if (data.invoiceNumber && data.orderNumber) lines.push(t('whatsapp.orderNo', { orderNumber: data.orderNumber }));
  if (data.items.length > 0) {
    lines.push('', t('whatsapp.items'));
    data.items.forEach((it, i) => {
      const item = lineItemName(it, language, data.knownNames);
      // The Express surcharge and a kilo minimum are sums the rules added: their name and amount say it all.
      if (it.kind) {
        lines.push(t('whatsapp.ruleLine', { n: String(i + 1), item, amount: money(it.amount) }));
        return;
      }
      const service = serviceName(it.service, language);
      const qty = it.unit === 'kg' ? `${lineQty(it)} ${lineUnit(it, language)}` : lineQty(it);
      lines.push(t('whatsapp.item', { n: i + 1, service, item, qty, rate: money(it.rate), amount: money(it.amount) }));
    });
  }
  lines.push('', t('whatsapp.subtotal', { amount: money(data.subtotal) }));
  if (data.discount > 0) lines.push(t('whatsapp.discount', { amount: money(data.discount) }));
  if (data.tax > 0) lines.push(t('whatsapp.tax', { amount: money(data.tax) }));
  if (data.roundOff) lines.push(t('whatsapp.roundOff', { amount: roundOffText(data.roundOff, language) }));
  lines.push(t('whatsapp.total', { amount: money(data.total) }), t('whatsapp.words', { words: amountInWordsFor(data.total, language) }));
  if (business.upiId && data.total > 0) lines.push(t('whatsapp.upi', { upiId: business.upiId }));
  lines.push('', t('whatsapp.thanks', { shop: business.name }), t('whatsapp.questions', { phone: business.phone }));
  return lines.join('\n');
}

/** A wa.me chat with the customer's number (91 added to 10-digit numbers), message prefilled. */
export function invoiceWhatsappUrl(
  data: InvoiceData,
  business: MessageBusiness = { ...invoiceBusiness(), phone: knownBusinessProfile().phone },
  language?: Language,
): string {
  return whatsappUrl(whatsappNumber(data.phone), invoiceWhatsappText(data, business, language));
}
