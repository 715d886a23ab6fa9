/**
 * Which unpaid order each credit of a bank statement pays (docs/decisions/0046). Pure: the
 * server gives the open credit lines and the unpaid orders, and records only what the admin
 * confirms. A proposal is "strong" when the money and a name for the order agree, "weak" when
 * only one of them does; weak ones are shown but never ticked for the admin.
 */

export interface MatchLine {
  id: string;
  narration: string;
  reference: string;
  /** paise */
  credit: number;
}

export interface MatchOrder {
  id: string;
  orderNumber: string;
  invoiceNumber: string | null;
  /** paise, > 0 */
  due: number;
  /** UTRs of the order's pending payment reports (what the customer says they paid with). */
  upiReferences: readonly string[];
}

export const MATCH_REASONS = [
  /** The narration names the order number and the credit is its due. */
  'order_number',
  /** The narration names the invoice number and the credit is its due. */
  'invoice_number',
  /** The UTR the customer reported is the line's reference or in its narration, and the credit is the due. */
  'upi_reference',
  /** The UTR matches, the credit is not the due (part payment or more than due). */
  'upi_reference_amount_differs',
  /** The narration names the order or its invoice, the credit is not the due. */
  'number_amount_differs',
  /** Nothing names the order, but it is the only unpaid order with exactly this due. */
  'amount_only',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
export type MatchStrength = 'strong' | 'weak';

export interface ProposedMatch {
  orderId: string;
  strength: MatchStrength;
  reason: MatchReason;
}

/** Letters and digits only, upper case: "SL/2025-26/0007" and "sl2025260007" are the same. */
export function compactId(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const patterns = new Map<string, RegExp>();

/**
 * Whether `id` appears in `text` written with any separators (or none) between its letters and
 * digits, and not glued to more digits on either side: "SL2025260007" is in
 * "UPI/CR/SL-2025-26-0007/PAY" but not in "SL/2025-26/00071"; "123456789012" is not in "9123456789012".
 */
export function containsId(text: string, id: string): boolean {
  const compact = compactId(id);
  if (compact.length < 6) return false;
  let pattern = patterns.get(compact);
  if (!pattern) {
    const body = [...compact].join('[^A-Z0-9]*');
    const before = /\d/.test(compact[0]!) ? '(?<![0-9])' : '';
    const after = /\d/.test(compact[compact.length - 1]!) ? '(?![0-9])' : '';
    pattern = new RegExp(`${before}${body}${after}`);
    // The ids of one upload's unpaid orders: a few hundred at most, kept for the next upload.
    if (patterns.size > 5000) patterns.clear();
    patterns.set(compact, pattern);
  }
  return pattern.test(text.toUpperCase());
}

/**
 * Whether a bank's reference is this UTR: HDFC pads it with zeros to 16 digits
 * ("0000509512345678"), others prefix it ("UPI-509512345678").
 */
export function isReference(bankReference: string, utr: string): boolean {
  const id = compactId(utr).replace(/^0+/, '');
  if (id.length < 6) return false;
  return compactId(bankReference).replace(/^0+/, '') === id || containsId(bankReference, id);
}

/** Whether a line carries the UTR a customer reported, as its reference or in its narration. */
export function lineCarriesUtr(line: Pick<MatchLine, 'narration' | 'reference'>, utr: string): boolean {
  return isReference(line.reference, utr) || containsId(line.narration, utr);
}

/** The digits of an order number ("SL-202601011030555" → "202601011030555"), long enough to be its own. */
function orderDigits(orderNumber: string): string | null {
  const digits = compactId(orderNumber).replace(/^[A-Z]+/, '');
  return /^\d{12,}$/.test(digits) ? digits : null;
}

interface Named {
  order: MatchOrder;
  byNumber: 'order_number' | 'invoice_number' | null;
  byUtr: boolean;
}

function namedIn(line: MatchLine, order: MatchOrder): Named {
  const text = line.narration;
  let byNumber: Named['byNumber'] = null;
  const digits = orderDigits(order.orderNumber);
  if (containsId(text, order.orderNumber) || (digits && containsId(text, digits))) byNumber = 'order_number';
  else if (order.invoiceNumber && containsId(text, order.invoiceNumber)) byNumber = 'invoice_number';
  const byUtr = order.upiReferences.some((utr) => lineCarriesUtr(line, utr));
  return { order, byNumber, byUtr };
}

function strongReason(named: Named): MatchReason {
  return named.byNumber ?? 'upi_reference';
}

/**
 * Proposes at most one order per line and never one order for two lines. In order of trust:
 * strong proposals (a name for the order and its exact due), then weak ones where the name
 * is there but the amount is not the due, then amount-only ones where exactly one open line
 * and exactly one unpaid order share the amount. A line that names two orders equally well
 * gets no proposal: the admin decides. Lines are taken in the given order (oldest first),
 * so when two lines name one order the earlier credit is proposed.
 */
export function matchStatementLines(lines: readonly MatchLine[], orders: readonly MatchOrder[]): Map<string, ProposedMatch> {
  const proposals = new Map<string, ProposedMatch>();
  const taken = new Set<string>();
  const named = new Map<string, Named[]>();
  for (const line of lines) {
    named.set(
      line.id,
      orders.map((order) => namedIn(line, order)).filter((n) => n.byNumber !== null || n.byUtr),
    );
  }
  const propose = (line: MatchLine, candidates: Named[], strength: MatchStrength, reason: (n: Named) => MatchReason) => {
    const open = candidates.filter((n) => !taken.has(n.order.id));
    if (open.length !== 1 || candidates.length !== open.length) return;
    const [only] = open as [Named];
    taken.add(only.order.id);
    proposals.set(line.id, { orderId: only.order.id, strength, reason: reason(only) });
  };

  for (const line of lines) {
    const exact = (named.get(line.id) ?? []).filter((n) => n.order.due === line.credit);
    // A UTR the customer reported outranks a number someone typed in the note.
    const byUtr = exact.filter((n) => n.byUtr);
    propose(line, byUtr.length > 0 ? byUtr : exact, 'strong', strongReason);
  }
  for (const line of lines) {
    if (proposals.has(line.id)) continue;
    const differing = (named.get(line.id) ?? []).filter((n) => n.order.due !== line.credit);
    if (differing.some((n) => taken.has(n.order.id))) continue;
    propose(line, differing, 'weak', (n) => (n.byUtr ? 'upi_reference_amount_differs' : 'number_amount_differs'));
  }
  // Amount alone says little: proposed only when the amount is unique on both sides.
  const openLines = lines.filter((line) => !proposals.has(line.id) && (named.get(line.id) ?? []).length === 0);
  const openOrders = orders.filter((order) => !taken.has(order.id));
  const count = <T>(items: readonly T[], key: (item: T) => number) => {
    const counts = new Map<number, number>();
    for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
  };
  const lineCounts = count(openLines, (line) => line.credit);
  const orderCounts = count(openOrders, (order) => order.due);
  for (const line of openLines) {
    if (lineCounts.get(line.credit) !== 1 || orderCounts.get(line.credit) !== 1) continue;
    const order = openOrders.find((o) => o.due === line.credit && !taken.has(o.id));
    if (!order) continue;
    taken.add(order.id);
    proposals.set(line.id, { orderId: order.id, strength: 'weak', reason: 'amount_only' });
  }
  return proposals;
}
