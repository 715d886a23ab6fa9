import { kgAmount, kgFromCenti, weightCenti, type LineKind, type LineUnit } from './bill';
import { toPaise } from './money';

export const MAX_QTY = 100_000;
export const MAX_RATE_RUPEES = 1_000_000;
export const MAX_ITEMS = 200;
export const NO_ITEMS_MESSAGE = 'Add at least one item with qty > 0 (rate can be 0).';

export interface ItemInput {
  service?: string | null;
  item?: string | null;
  qty?: number | string | null;
  rate?: number | string | null;
  /** 'kg': qty is a weight in kilos (docs/decisions/0066); left out or 'pcs': whole pieces. */
  unit?: LineUnit | null;
}

export interface PricedItem {
  service: string;
  item: string;
  /** pieces, or kilos on a kg line */
  qty: number;
  /** paise (per kilo on a kg line) */
  rate: number;
  /** paise */
  amount: number;
  /** Set on a line by weight only. */
  unit?: 'kg';
  /** Set on the lines the bill's rules add (the Express surcharge, a kilo minimum). */
  kind?: LineKind;
}

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** Quantities are whole pieces; anything but digits is stripped, and nothing goes below 0. */
export function sanitizeQty(raw: number | string | null | undefined): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.max(0, Math.floor(raw)) : 0;
  if (raw == null) return 0;
  const digits = String(raw).replace(/\D/g, '');
  const value = digits === '' ? 0 : Number.parseInt(digits, 10);
  return Number.isFinite(value) ? value : 0;
}

/** Rates are rupees with up to 2 decimals; non-numeric characters are stripped, never below 0. */
export function sanitizeRate(raw: number | string | null | undefined): number {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (raw == null) value = 0;
  else {
    const cleaned = String(raw).replace(/[^\d.]/g, '');
    const [whole = '', ...rest] = cleaned.split('.');
    value = Number.parseFloat(rest.length ? `${whole}.${rest.join('')}` : whole);
  }
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.round(value * 100) / 100;
}

/** Money fields (discount, tax) follow the rate rule. */
export const sanitizeMoney = sanitizeRate;

/**
 * The save rule of spec section 5: blank names get placeholders, rows with qty 0 are dropped.
 * Returns amounts in paise.
 */
export function normalizeItems(items: readonly ItemInput[]): PricedItem[] {
  const out: PricedItem[] = [];
  for (const raw of items) {
    const service = (raw.service ?? '').trim() || 'Service';
    const item = (raw.item ?? '').trim() || 'Item';
    if (raw.unit === 'kg') {
      // A weight is refused at the contract when it is not one; here an unreadable one drops the line.
      const centi = weightCenti(raw.qty);
      if (centi === null) continue;
      const rate = toPaise(clampRate(raw.rate));
      out.push({ service, item, qty: kgFromCenti(centi), rate, amount: kgAmount(centi, rate), unit: 'kg' });
      continue;
    }
    const qty = sanitizeQty(raw.qty);
    if (qty <= 0) continue;
    const rate = toPaise(sanitizeRate(raw.rate));
    out.push({ service, item, qty, rate, amount: qty * rate });
  }
  return out;
}

/** A percent discount is a share of the subtotal rounded to whole rupees. Paise in and out. */
export function percentDiscount(subtotalPaise: number, percent: number): number {
  const pct = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.round((subtotalPaise * pct) / 100 / 100) * 100;
}

/** Total = max(0, subtotal − discount + tax); every figure in paise. */
export function computeTotals(items: readonly PricedItem[], discountPaise: number, taxPaise: number): Totals {
  const subtotal = items.reduce((sum, it) => sum + it.amount, 0);
  const discount = Math.max(0, Math.round(discountPaise));
  const tax = Math.max(0, Math.round(taxPaise));
  return { subtotal, discount, tax, total: Math.max(0, subtotal - discount + tax) };
}

/** A quantity as the editor and the API take it: cleaned (sanitizeQty), then capped at MAX_QTY. */
export function clampQty(raw: number | string | null | undefined): number {
  return Math.min(MAX_QTY, sanitizeQty(raw));
}

/** A rate in rupees as the editor and the API take it: cleaned (sanitizeRate), then capped. */
export function clampRate(raw: number | string | null | undefined): number {
  return Math.min(MAX_RATE_RUPEES, sanitizeRate(raw));
}

/** Discount and tax follow the rate rule. */
export const clampMoney = clampRate;

/** A line's figures capped as the editor caps them; a weight is left as given (it is checked, not capped). */
export function clampLine<T extends ItemInput>(line: T): T {
  return line.unit === 'kg' ? { ...line, rate: clampRate(line.rate) } : { ...line, qty: clampQty(line.qty), rate: clampRate(line.rate) };
}

/** Pieces on a bill: the piece lines' quantities (a line by weight counts none). */
export function pieceCount(items: readonly ItemInput[]): number {
  return items.reduce((sum, it) => sum + (it.unit === 'kg' ? 0 : clampQty(it.qty)), 0);
}

/** A pricing request's figures as sent (pricingBody's output, or the editor's draft). */
export interface PricingInput {
  items: readonly ItemInput[];
  discount?: number | string | null;
  /** When given (not null or ''), the discount is this share of the subtotal instead. */
  discountPercent?: number | string | null;
  tax?: number | string | null;
}

/**
 * The whole pricing of spec section 5 in one place, for the server's save and the editor's
 * live figures alike: every figure clamped, rows normalised (qty 0 dropped), the discount
 * worked out, the totals summed. Paise out; an empty `items` is the caller's to refuse
 * (NO_ITEMS_MESSAGE).
 */
export function priceItems(input: PricingInput): { items: PricedItem[]; totals: Totals } {
  const items = normalizeItems(input.items.map(clampLine));
  const subtotal = items.reduce((sum, it) => sum + it.amount, 0);
  const percent = input.discountPercent;
  const discount = percent != null && percent !== '' ? percentDiscount(subtotal, sanitizeMoney(percent)) : toPaise(clampMoney(input.discount));
  return { items, totals: computeTotals(items, discount, toPaise(clampMoney(input.tax))) };
}

/**
 * The starting rate in rupees a price list entry stands for: "29+" → 29, "20 & 25" → 20 (the
 * lowest of its variants), "1,200+" → 1200; null for "-" (not offered) or no number at all.
 */
export function startingRate(priceText: string): number | null {
  const numbers = (priceText.replace(/,/g, '').match(/\d+(?:\.\d+)?/g) ?? []).map(Number).filter((n) => Number.isFinite(n) && n > 0);
  return numbers.length > 0 ? Math.min(...numbers) : null;
}
