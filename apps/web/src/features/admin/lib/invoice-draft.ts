import { SERVICES, type Service } from '@laundry/shared/constants';
import type { OrderItem, PricingBody } from '@laundry/shared/contracts/orders';
import { fromPaise, toPaise } from '@laundry/shared/rules/money';
import { clampQty, clampRate, MAX_RATE_RUPEES, priceItems, sanitizeMoney } from '@laundry/shared/rules/pricing';
import { currentLanguage } from '../../../i18n/language';
import { translate } from '../../../i18n/translate';
import en from '../invoice-editor/locales/en.json';

/** One editable row; qty and rate stay text while typing so "12." can become "12.5". */
export interface DraftRow {
  key: string;
  service: string;
  item: string;
  qty: string;
  rate: string;
}

export type DiscountMode = 'amount' | 'percent';

export interface PricingDraft {
  rows: DraftRow[];
  discount: string;
  discountMode: DiscountMode;
  tax: string;
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

const isService = (value: string): value is Service => (SERVICES as readonly string[]).includes(value);

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

/** Spec section 9: Wash and Fold / Garment / qty 1 / rate 0. */
export function defaultRow(): DraftRow {
  return { key: rowKey(), service: 'Wash and Fold', item: 'Garment', qty: '1', rate: '0' };
}

export function draftFromItems(items: readonly OrderItem[], discount: number, tax: number): PricingDraft {
  const rows = items.map((it) => ({ key: rowKey(), service: it.service, item: it.item, qty: String(it.qty), rate: String(it.rate) }));
  return { rows: rows.length ? rows : [defaultRow()], discount: String(discount || 0), discountMode: 'amount', tax: String(tax || 0) };
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
  /** Each row's qty × rate in rupees, in row order (0 for rows that will be dropped). */
  rowAmounts: number[];
  /** The rows a save would send: blank names filled in, qty 0 rows gone; rupees. */
  items: OrderItem[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** The draft as a pricing request's figures. */
function pricingInput(draft: PricingDraft) {
  const percent = draft.discountMode === 'percent';
  return { items: draft.rows, discount: percent ? null : draft.discount, discountPercent: percent ? draft.discount : null, tax: draft.tax };
}

/** The editor's figures, by the shared pricing rules (priceItems): the ones the server applies on save. */
export function draftFigures(draft: PricingDraft): DraftFigures {
  const { items: priced, totals } = priceItems(pricingInput(draft));
  return {
    rowAmounts: draft.rows.map((r) => fromPaise(clampQty(r.qty) * toPaise(clampRate(r.rate)))),
    items: priced.map((it) => ({ service: it.service, item: it.item, qty: it.qty, rate: fromPaise(it.rate), amount: fromPaise(it.amount) })),
    subtotal: fromPaise(totals.subtotal),
    discount: fromPaise(totals.discount),
    tax: fromPaise(totals.tax),
    total: fromPaise(totals.total),
  };
}

/** What the pricing calls receive; the server recomputes every figure from it. */
export function pricingPayload(draft: PricingDraft): PricingBody {
  const figures = draftFigures(draft);
  return {
    items: figures.items.map(({ service, item, qty, rate }) => ({ service, item, qty, rate })),
    discount: figures.discount,
    discountPercent: draft.discountMode === 'percent' ? sanitizeMoney(draft.discount) : null,
    tax: figures.tax,
  };
}
