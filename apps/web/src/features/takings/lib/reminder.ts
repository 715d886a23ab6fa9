import type { Language } from '@laundry/shared/constants';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import type { DueCustomer } from '@laundry/shared/contracts/takings';
import { formatInr, toPaise } from '@laundry/shared/rules/money';
import { upiPayUrl as upiPayUrlFor } from '@laundry/shared/rules/upi-link';
import { whatsappNumber } from '@laundry/shared/rules/phone';
import { whatsappUrl } from '../../../config/business-profile';
import type { Translate } from '../../../i18n/translate';
import type en from '../locales/en.json';

type Key = keyof typeof en;

/** What the server names a counter customer it has no name for: the greeting then has none. */
const NO_NAME = 'Walk-in Customer';

/** UPI caps the note a payer sees; beyond it the first number stands for the rest. */
const MAX_NOTE = 50;

/** The number a payment refers to: the invoice number once issued, else the order number. */
export function orderReference(order: { invoiceNumber: string | null; orderNumber: string }): string {
  return order.invoiceNumber || order.orderNumber;
}

/** The UPI note (`tn`) for a payment of these orders: their numbers, or the first and how many more. */
export function paymentNote(orders: readonly { invoiceNumber: string | null; orderNumber: string }[]): string {
  const refs = orders.map(orderReference);
  const all = refs.join(' ');
  return all.length <= MAX_NOTE || refs.length < 2 ? all.slice(0, MAX_NOTE) : `${refs[0]} +${refs.length - 1}`;
}

/** A `upi://pay` link for the amount to the shop's UPI ID, or null when the shop has none. */
export function upiPayUrl(shop: Pick<ShopPaymentSettings, 'upiId' | 'upiName'>, rupees: number, note: string): string | null {
  if (!shop.upiId || !(rupees > 0)) return null;
  return upiPayUrlFor({ upiId: shop.upiId, payee: shop.upiName, amount: toPaise(rupees), note });
}

/**
 * The polite reminder a customer gets on WhatsApp, in the translator's language: what is due,
 * on which orders, and how to pay it (the UPI ID and a pay link for the whole amount).
 */
export function reminderText(
  t: Translate<Key>,
  customer: DueCustomer,
  shop: Pick<ShopPaymentSettings, 'upiId' | 'upiName'>,
  shopName: string,
  /** My Orders, where the customer pays by card, net banking or UPI through the shop's gateway; null without one. */
  payOnlineUrl: string | null = null,
): string {
  const money = (rupees: number) => formatInr(rupees, t.language);
  const several = customer.orders.length > 1;
  const orders = customer.orders.map((o) => (several ? `${orderReference(o)} (${money(o.due)})` : orderReference(o))).join(', ');
  const name = customer.name.trim();
  const lines = [
    name && name !== NO_NAME ? t('reminder.hello', { name }) : t('reminder.helloNoName'),
    '',
    t('reminder.body', { shop: shopName, amount: money(customer.due), count: customer.orders.length, orders }),
  ];
  const link = upiPayUrl(shop, customer.due, paymentNote(customer.orders));
  if (link) lines.push('', t('reminder.pay', { upiId: shop.upiId, link }));
  if (payOnlineUrl && customer.userId !== null) lines.push('', t('reminder.payOnline', { link: payOnlineUrl }));
  lines.push('', t('reminder.paid', { shop: shopName }));
  return lines.join('\n');
}

/** The wa.me chat with the customer, the reminder prefilled. */
export function reminderUrl(customer: DueCustomer, text: string): string {
  return whatsappUrl(whatsappNumber(customer.phone), text);
}

/** The reminder's language: the customer's own when the account says, else the screen's. */
export function reminderLanguage(customer: DueCustomer, shown: Language): Language {
  return customer.language ?? shown;
}
