import type { Order, OrderItem } from '@laundry/shared/contracts/orders';
import type { PerKgMap } from '@laundry/shared/contracts/prices';
import { weightCenti, type LineUnit } from '@laundry/shared/rules/bill';
import { defaultRow, draftFromOrder, newRow, ownLines, type DraftFigures, type DraftRow, type PricingDraft } from './invoice-draft';
import { suggestedRate, type PriceSuggestion } from './price-suggestions';

/** The shop's price list as the editor fills rates from it: the item suggestions and the per-kilo rates. */
export interface ListRates {
  list: readonly PriceSuggestion[];
  perKg: PerKgMap | undefined;
}

const words = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The per-kilo rate in rupees of a service, if the list has one. */
export function perKgRate(perKg: PerKgMap | undefined, service: string): number | null {
  const found = Object.entries(perKg ?? {}).find(([name]) => words(name) === words(service))?.[1];
  return found ? found.rate : null;
}

/**
 * The list's rate for a row, as the editor's text: by the kilo the service's per-kilo rate, by the
 * piece the item's rate for the service; null when the list has none.
 */
export function listRate(rates: ListRates, row: Pick<DraftRow, 'service' | 'item' | 'unit'>): string | null {
  if (row.unit === 'kg') {
    const rate = perKgRate(rates.perKg, row.service);
    return rate === null ? null : String(rate);
  }
  return suggestedRate(rates.list, row.item, row.service);
}

/**
 * A row switched to the other unit. A rate per piece means nothing per kilo (and the other way
 * round), so the rate becomes the list's for the new unit, else 0 to be typed. Kilos typed stay
 * as typed; a weight that is no whole number of pieces starts again at 1 piece.
 */
export function withUnit(row: DraftRow, unit: LineUnit, rates: ListRates): DraftRow {
  if (row.unit === unit) return row;
  const qty = unit === 'pcs' && !/^\d+$/.test(row.qty.trim()) ? '1' : row.qty;
  const next = { ...row, unit, qty, awaitingRate: false };
  return { ...next, rate: listRate(rates, next) ?? '0' };
}

/**
 * The draft with its counted rows' rates taken from the list once it is here; until then they
 * wait (and show 0). A rate the list does not have stays as it was.
 */
export function withListRates(draft: PricingDraft, rates: ListRates | null): PricingDraft {
  if (!rates || !draft.rows.some((r) => r.awaitingRate)) return draft;
  const rows = draft.rows.map((r) => (r.awaitingRate ? { ...r, rate: listRate(rates, r) ?? r.rate, awaitingRate: false } : r));
  return { ...draft, rows };
}

/** What the rider (or the counter) counted, as rows: each with its service (the order's when it has none) and unit. */
export function rowsFromIntake(order: Pick<Order, 'intake' | 'service'>): DraftRow[] {
  return (order.intake?.items ?? []).map((line) =>
    newRow({
      service: line.service.trim() || order.service,
      item: line.item,
      qty: String(line.qty),
      rate: '0',
      unit: line.unit ?? 'pcs',
      awaitingRate: true,
    }),
  );
}

/**
 * The editor as it opens: a priced order's own lines; else what was counted, the list's rates to
 * come; else the spec's default row.
 */
export function openingDraft(order: Order | null): PricingDraft {
  if (order && order.items.length > 0) return draftFromOrder(order);
  const counted = order ? rowsFromIntake(order) : [];
  return {
    rows: counted.length > 0 ? counted : [defaultRow()],
    discount: '0',
    discountMode: 'amount',
    tax: '0',
    gstin: order?.customerGstin ?? '',
  };
}

/** A qty of nothing: blank or 0. Such a row is dropped on save (spec section 5), by the piece or by the kilo. */
const NOTHING = /^\s*0*\.?0*\s*$/;

/**
 * Whether this kg row's qty is not a weight the API takes (0.1–100 kg, at most 2 decimals); a
 * piece row never is, nor a kg row left at 0, which is dropped like a piece row at 0.
 */
export function weightInvalid(row: Pick<DraftRow, 'unit' | 'qty'>): boolean {
  return row.unit === 'kg' && !NOTHING.test(row.qty) && weightCenti(row.qty) === null;
}

/** The row numbers (from 1) of kg rows whose qty is not a weight the API takes. */
export function weightProblems(rows: readonly DraftRow[]): number[] {
  return rows.flatMap((row, i) => (weightInvalid(row) ? [i + 1] : []));
}

/** What the editor asks before a save: the lines at ₹0 it would send, and whether a tax invoice comes to ₹0. */
export interface FreeQuestion {
  lines: Pick<OrderItem, 'item' | 'qty' | 'unit'>[];
  /** With GST on, the total is ₹0: the server issues it only with confirmFree. */
  freeTotal: boolean;
}

const lineKey = (it: Pick<OrderItem, 'service' | 'item' | 'unit'>) => `${it.service}|${it.item}|${it.unit ?? 'pcs'}`;

/**
 * The question a save asks first (docs/decisions/0066, "No ₹0 by accident"); null when there is
 * nothing to ask. A priced order's own ₹0 lines (and a ₹0 total) were agreed when it was saved:
 * they are not asked about again.
 */
export function freeQuestion(
  draft: PricingDraft,
  figures: Pick<DraftFigures, 'gst' | 'total'>,
  saved: Pick<Order, 'items' | 'total' | 'invoiceNumber'> | null = null,
): FreeQuestion | null {
  const agreed = new Set(saved?.invoiceNumber ? saved.items.filter((it) => !it.kind && !it.stainId && it.rate === 0).map(lineKey) : []);
  const lines = ownLines(draft)
    .filter((it) => it.rate === 0 && !agreed.has(lineKey(it)))
    .map(({ item, qty, unit }) => ({ item, qty, ...(unit ? { unit } : {}) }));
  const freeTotal = figures.gst !== null && figures.total === 0 && !(saved?.invoiceNumber && saved.total === 0);
  return lines.length > 0 || freeTotal ? { lines, freeTotal } : null;
}
