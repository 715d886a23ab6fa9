import { SERVICES, type Service } from '@laundry/shared/constants';
import type { Order, OrderItem, PricingBody } from '@laundry/shared/contracts/orders';
import type { DiscountLine } from '@laundry/shared/contracts/payments';
import { kgAmount, weightCenti, type LineUnit } from '@laundry/shared/rules/bill';
import { fromPaise, toPaise } from '@laundry/shared/rules/money';
import { priceOrder, type PricingContext } from '@laundry/shared/rules/order-pricing';
import { clampQty, clampRate, MAX_RATE_RUPEES, sanitizeMoney } from '@laundry/shared/rules/pricing';
import { currentLanguage } from '../../../../../i18n/language';
import { translate } from '../../../../../i18n/translate';
import en from '../locales/en.json';

/** One editable row; qty and rate stay text while typing so "12." can become "12.5". */
export interface DraftRow {
  key: string;
  service: string;
  item: string;
  /** Whole pieces, or on a kg row the kilos exactly as typed: checked, never reshaped (docs/decisions/0066). */
  qty: string;
  rate: string;
  unit: LineUnit;
  /** A counted line opened before the price list arrived: its rate is the list's once it does. */
  awaitingRate?: boolean;
}

export type DiscountMode = 'amount' | 'percent';

/**
 * A line the customer approved for a stain's treatment (docs/decisions/0057): shown in the
 * editor and counted in its figures, never editable and never sent: the server keeps it itself.
 */
export interface LockedLine {
  stainId: string;
  /** The piece the stain is on, such as 1042-03. */
  tag: string;
  service: string;
  item: string;
  qty: number;
  /** rupees */
  rate: number;
}

export interface PricingDraft {
  rows: DraftRow[];
  discount: string;
  discountMode: DiscountMode;
  tax: string;
  /** A business customer's GSTIN as typed ('' for none). */
  gstin?: string;
  /** The approved stain lines, after the shop's own rows. */
  locked?: LockedLine[];
  /** An Express order billed without its surcharge, and why (sent only while waived). */
  waiveExpress?: boolean;
  waiverReason?: string;
}

let nextKey = 0;
function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

const SERVICE_KEYS = {
  'Wash and Fold': 'service.washAndFold',
  'Wash and Iron': 'service.washAndIron',
  Iron: 'service.iron',
  'Dry Clean': 'service.dryClean',
  Others: 'service.others',
} as const satisfies Record<Service, keyof typeof en>;

export const isService = (value: string): value is Service => (SERVICES as readonly string[]).includes(value);

/**
 * A service as the editor shows it: the shop's services in the language shown now; anything
 * else typed stays as typed. What is stored and sent stays the English data value.
 */
export function serviceName(service: string): string {
  return isService(service) ? translate('invoice-editor', en, SERVICE_KEYS[service]) : service;
}

/** What the Service field stores for its text: a service's name in the language shown now becomes its English value. */
export function serviceFromText(text: string): string {
  if (currentLanguage() === 'en') return text;
  const typed = text.trim();
  return SERVICES.find((s) => serviceName(s) === typed) ?? text;
}

/** Spec section 9: Wash and Fold / Garment / qty 1 / rate 0, by the piece. */
export function defaultRow(): DraftRow {
  return { key: rowKey(), service: 'Wash and Fold', item: 'Garment', qty: '1', rate: '0', unit: 'pcs' };
}

/** A row with a fresh key: the editor's rows are told apart by it. */
export function newRow(fields: Omit<DraftRow, 'key'>): DraftRow {
  return { key: rowKey(), ...fields };
}

/** The shop's own lines as rows; the lines the bill's rules wrote (Express, a minimum) are the server's again. */
export function draftFromItems(items: readonly OrderItem[], discount: number, tax: number): PricingDraft {
  const rows = items
    .filter((it) => !it.kind)
    .map((it) => newRow({ service: it.service, item: it.item, qty: String(it.qty), rate: String(it.rate), unit: it.unit ?? 'pcs' }));
  return { rows: rows.length ? rows : [defaultRow()], discount: String(discount || 0), discountMode: 'amount', tax: String(tax || 0) };
}

/**
 * A priced order as the editor opens it: the shop's own discount as it was given (₹ or %), not
 * the stacked total; the typed tax only when no GST was charged (GST is worked out again); an
 * Express waiver with its reason.
 */
export function draftFromOrder(order: Order): PricingDraft {
  const manual = order.discounts.find((d) => d.kind === 'manual');
  // An order priced before discount lines has its discount as one amount.
  const discount = order.discounts.length > 0 ? (manual?.amount ?? 0) : order.discount;
  const own = order.items.filter((it) => !it.stainId);
  const draft = draftFromItems(own, discount, order.placeOfSupply ? 0 : order.tax);
  const percent = manual && manual.percent !== null ? { discount: String(manual.percent), discountMode: 'percent' as const } : {};
  const waiver = order.expressWaiver ? { waiveExpress: true, waiverReason: order.expressWaiver } : {};
  return { ...draft, ...percent, ...waiver, gstin: order.customerGstin, locked: lockedLines(order) };
}

/** The order's approved stain lines, each with its piece's tag (from the stain, else the line's name). */
export function lockedLines(order: Pick<Order, 'items' | 'stains'>): LockedLine[] {
  return order.items.flatMap((it) => {
    if (!it.stainId) return [];
    const tag = order.stains.find((s) => s._id === it.stainId)?.tag ?? /\(([^)]+)\)\s*$/.exec(it.item)?.[1] ?? it.item;
    return [{ stainId: it.stainId, tag, service: it.service, item: it.item, qty: it.qty, rate: it.rate }];
  });
}

/** Whole pieces only: non-digits are stripped, blank becomes 0, capped as the API caps it. */
export function cleanQtyText(raw: string): string {
  return String(clampQty(raw));
}

/**
 * Rupees as they are typed: digits and one point, at most 2 decimals, no leading zeros, blank
 * becomes 0, capped. The text keeps a trailing point ("12.") so typing can go on; the figure it
 * stands for is read by the shared clampRate.
 */
export function cleanMoneyText(raw: string, max = MAX_RATE_RUPEES): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let whole = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const fraction =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '') || '0';
  if (Number(whole) > max) return String(max);
  return fraction === null ? whole : `${whole}.${fraction}`;
}

export interface DraftFigures {
  /** Each row's amount in rupees, in row order (0 for rows that will be dropped or a weight not valid). */
  rowAmounts: number[];
  /** The lines a save gives: the rows (blank names filled in, qty 0 rows gone), stain lines, then the rules' lines; rupees. */
  items: OrderItem[];
  subtotal: number;
  discount: number;
  tax: number;
  /** Includes roundOff. */
  total: number;
  /** A tax invoice's total to the whole rupee minus its exact total (−0.49…+0.50); 0 without GST. */
  roundOff: number;
  /** The discount lines, in the order applied; rupees. */
  discounts: DiscountLine[];
  /** The GST figures when GST is charged; rupees. */
  gst: { taxable: number; cgst: number; sgst: number; igst: number; placeOfSupply: string } | null;
}

/** A row as a pricing line: a piece row leaves `unit` out, as the API reads a line without one. */
function rowLine(row: DraftRow) {
  return { service: row.service, item: row.item, qty: row.qty, rate: row.rate, ...(row.unit === 'kg' ? { unit: 'kg' as const } : {}) };
}

/** The draft as a pricing request's figures: the shop's rows, then the approved stain lines as the server adds them. */
function pricingInput(draft: PricingDraft) {
  const percent = draft.discountMode === 'percent';
  const locked = (draft.locked ?? []).map((l) => ({ service: l.service, item: l.item, qty: l.qty, rate: l.rate }));
  return {
    items: [...draft.rows.map(rowLine), ...locked],
    discount: percent ? null : draft.discount,
    discountPercent: percent ? draft.discount : null,
    tax: draft.tax,
  };
}

/** One row's amount in paise, as the shared rules work it out (0 for a weight that is none). */
function rowAmount(row: DraftRow): number {
  const rate = toPaise(clampRate(row.rate));
  if (row.unit !== 'kg') return clampQty(row.qty) * rate;
  const centi = weightCenti(row.qty);
  return centi === null ? 0 : kgAmount(centi, rate);
}

/** The editor's figures, by the shared pricing rules (priceOrder): the ones the server applies on save. */
export function draftFigures(draft: PricingDraft, context: PricingContext = {}): DraftFigures {
  const { items: priced, totals, discounts, gst, roundOff } = priceOrder(pricingInput(draft), context);
  return {
    rowAmounts: draft.rows.map((r) => fromPaise(rowAmount(r))),
    items: priced.map((it) => ({
      service: it.service,
      item: it.item,
      qty: it.qty,
      rate: fromPaise(it.rate),
      amount: fromPaise(it.amount),
      ...(it.unit ? { unit: it.unit } : {}),
      ...(it.kind ? { kind: it.kind } : {}),
    })),
    subtotal: fromPaise(totals.subtotal),
    discount: fromPaise(totals.discount),
    tax: fromPaise(totals.tax),
    total: fromPaise(totals.total),
    roundOff: fromPaise(roundOff),
    discounts: discounts.map((d) => ({ ...d, amount: fromPaise(d.amount) })),
    gst: gst && {
      taxable: fromPaise(gst.taxable),
      cgst: fromPaise(gst.cgst),
      sgst: fromPaise(gst.sgst),
      igst: fromPaise(gst.igst),
      placeOfSupply: gst.placeOfSupply,
    },
  };
}

/** The shop's own lines a save sends: the rows as priced (qty 0 gone, blank names filled), without stain or rule lines. */
export function ownLines(draft: PricingDraft): OrderItem[] {
  return draftFigures({ ...draft, locked: [] }).items;
}

/**
 * What the pricing calls receive; the server recomputes every figure from it. The approved stain
 * lines are not sent: the server adds them again itself (docs/decisions/0057), and a line sent
 * back by its name would become one of the shop's own. Nor are the Express and minimum lines:
 * the server writes them. A waiver goes with its reason; confirmFree is the save's to add.
 */
export function pricingPayload(draft: PricingDraft): PricingBody {
  // Without context: the shop's own discount alone, the typed tax; the server adds the rest.
  const figures = draftFigures(draft);
  const gstin = (draft.gstin ?? '').trim().toUpperCase();
  return {
    items: ownLines(draft).map(({ service, item, qty, rate, unit }) => ({ service, item, qty, rate, ...(unit ? { unit } : {}) })),
    discount: figures.discount,
    discountPercent: draft.discountMode === 'percent' ? sanitizeMoney(draft.discount) : null,
    tax: figures.tax,
    ...(gstin ? { gstin } : {}),
    ...(draft.waiveExpress ? { expressWaiver: (draft.waiverReason ?? '').trim() } : {}),
  };
}
