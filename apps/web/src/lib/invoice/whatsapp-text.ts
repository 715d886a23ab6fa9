import { formatInr } from '@laundry/shared/rules/money';
import { whatsappNumber } from '@laundry/shared/rules/phone';
import { BUSINESS, whatsappUrl } from '../../config/business-profile';
import { invoiceReference, type InvoiceBusiness, type InvoiceData } from './invoice-data';

type MessageBusiness = Pick<InvoiceBusiness, 'name' | 'upiId'> & { phone: string };

/**
 * The prefilled WhatsApp message of an invoice (spec section 7): greeting, invoice number,
 * item lines, total, thanks. Plain text with WhatsApp's *bold*.
 */
export function invoiceWhatsappText(data: InvoiceData, business: MessageBusiness = BUSINESS): string {
  const name = data.customerName.trim();
  const lines = [`Hello${name ? ` ${name}` : ''},`, '', `Here is your invoice from ${business.name}.`];
  lines.push(`*Invoice No:* ${invoiceReference(data)}`);
  if (data.invoiceNumber && data.orderNumber) lines.push(`*Order No:* ${data.orderNumber}`);
  if (data.items.length > 0) {
    lines.push('', '*Items:*');
    data.items.forEach((it, i) => {
      lines.push(`${i + 1}. ${it.service} – ${it.item} × ${it.qty} @ ${formatInr(it.rate)} = ${formatInr(it.amount)}`);
    });
  }
  lines.push('', `Sub Total: ${formatInr(data.subtotal)}`);
  if (data.discount > 0) lines.push(`Discount: −${formatInr(data.discount)}`);
  if (data.tax > 0) lines.push(`Tax: ${formatInr(data.tax)}`);
  lines.push(`*Total: ${formatInr(data.total)}*`);
  if (business.upiId && data.total > 0) lines.push(`Pay by UPI: ${business.upiId}`);
  lines.push('', `Thank you for choosing ${business.name}! 🙏`, `Questions? Call ${business.phone}.`);
  return lines.join('\n');
}

/** A wa.me chat with the customer's number (91 added to 10-digit numbers), message prefilled. */
export function invoiceWhatsappUrl(data: InvoiceData, business: MessageBusiness = BUSINESS): string {
  return whatsappUrl(whatsappNumber(data.phone), invoiceWhatsappText(data, business));
}
