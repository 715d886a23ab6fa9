/**
 * The `upi://pay` link every UPI app opens (NPCI's deep-link format), for a customer paying
 * an order without a gateway (docs/decisions/0046): `pa` the shop's UPI ID, `pn` its name,
 * `am` the amount in rupees with two decimals, `cu=INR`, `tn` the invoice number (else the
 * order number) so the shop can find the payment in its statement.
 */
export interface UpiLinkInput {
  upiId: string;
  payee: string;
  /** paise */
  amount: number;
  invoiceNumber: string | null;
  orderNumber: string;
}

/** Percent-encoded, but a UPI ID's "@" kept as it is: some UPI apps do not decode "%40". */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

/** The link for any note (`tn`): an order's, or a reminder's list of orders. Amount in paise. */
export function upiPayUrl({ upiId, payee, amount, note }: { upiId: string; payee: string; amount: number; note: string }): string {
  const am = (Math.round(amount) / 100).toFixed(2);
  return `upi://pay?pa=${encode(upiId.trim())}&pn=${encode(payee.trim())}&am=${am}&cu=INR&tn=${encode(note)}`;
}

export function upiPayLink({ upiId, payee, amount, invoiceNumber, orderNumber }: UpiLinkInput): string {
  return upiPayUrl({ upiId, payee, amount, note: invoiceNumber || orderNumber });
}
