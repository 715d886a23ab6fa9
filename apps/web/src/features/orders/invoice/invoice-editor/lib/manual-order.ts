import type { z } from 'zod';
import { manualOrderBody, type ManualOrderBody, type Order } from '@laundry/shared/contracts/orders';
import { istDate, istParts, pad } from '@laundry/shared/rules/ist';
import type { PricingContext } from '@laundry/shared/rules/order-pricing';
import { generateOrderNumber } from '@laundry/shared/rules/order-number';
import { MAX_ITEMS } from '@laundry/shared/rules/pricing';
import { currentLanguage } from '../../../../../i18n/language';
import { translate } from '../../../../../i18n/translate';
import { orderToInvoiceData, type InvoiceData } from '../../invoice-data';
import en from '../locales/en.json';
import { draftFigures, pricingPayload, type PricingDraft } from './invoice-draft';
import { inputLimit, requestProblem } from './schema-checks';

/** The extra block of the manual invoice (spec section 2), as typed into the form. */
export interface ManualFields {
  orderNumber: string;
  status: z.output<typeof manualOrderBody>['status'];
  delivery: Order['delivery'];
  customerName: string;
  phone: string;
  /** YYYY-MM-DD */
  pickupDate: string;
  pickupTime: string;
  address: string;
}

/** Each text field's longest value, as manualOrderBody allows it. */
export const MANUAL_FIELD_LIMITS = {
  orderNumber: inputLimit(manualOrderBody.shape.orderNumber),
  customerName: inputLimit(manualOrderBody.shape.userId.unwrap().unwrap().shape.name),
  phone: inputLimit(manualOrderBody.shape.phone),
  pickupTime: inputLimit(manualOrderBody.shape.pickupTime),
  address: inputLimit(manualOrderBody.shape.pickupAddress),
} satisfies Partial<Record<keyof ManualFields, number | undefined>>;

/** "02:05 PM" in shop time: what the counter writes for a walk-in. */
export function istClock(now: Date): string {
  const { hour, minute } = istParts(now);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(h12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function defaultManualFields(now = new Date()): ManualFields {
  return {
    orderNumber: generateOrderNumber(now),
    status: 'Pending',
    delivery: 'regular',
    customerName: '',
    phone: '',
    pickupDate: istDate(now),
    pickupTime: istClock(now),
    address: '',
  };
}

/** The request as the API takes it (manualOrderBody); the server marks the order manual itself. */
export function manualOrderRequest(fields: ManualFields, draft: PricingDraft): ManualOrderBody {
  return {
    ...pricingPayload(draft),
    orderNumber: fields.orderNumber.trim() || null,
    status: fields.status,
    delivery: fields.delivery,
    pickupDate: fields.pickupDate,
    pickupTime: fields.pickupTime.trim(),
    pickupAddress: fields.address.trim(),
    phone: fields.phone.trim(),
    userId: { name: fields.customerName.trim() },
  };
}

/**
 * What the live preview draws: a saved order's details (or the manual block's), always with
 * the editor's current items and figures.
 */
export function previewData(
  order: Order | null,
  fields: ManualFields,
  draft: PricingDraft,
  openedAt: string,
  context: PricingContext = {},
): InvoiceData {
  const figures = draftFigures(draft, context);
  const money = {
    items: figures.items,
    subtotal: figures.subtotal,
    discount: figures.discount,
    tax: figures.tax,
    total: figures.total,
    roundOff: figures.roundOff,
    discounts: figures.discounts,
    cgst: figures.gst?.cgst ?? 0,
    sgst: figures.gst?.sgst ?? 0,
    igst: figures.gst?.igst ?? 0,
    customerGstin: context.gst?.customerGstin ?? '',
    placeOfSupply: figures.gst?.placeOfSupply ?? '',
  };
  // An order not yet priced is dated by the opening of the editor, not by its booking; its bill
  // is written in the customer's language (a walk-in's is the screen's).
  if (order) return { ...orderToInvoiceData(order), createdAt: order.pricedAt ?? openedAt, ...money, language: order.customerLanguage };
  return {
    invoiceNumber: '',
    orderNumber: fields.orderNumber.trim(),
    createdAt: openedAt,
    customerName: fields.customerName.trim(),
    phone: fields.phone.trim(),
    address: fields.address.trim(),
    delivery: fields.delivery,
    pickupDate: fields.pickupDate,
    pickupTime: fields.pickupTime.trim(),
    status: fields.status,
    ...money,
  };
}

/** The editor's own words for a field the API's schema refuses, by the field's name. */
const FIELD_PROBLEMS: Record<string, keyof typeof en> = {
  phone: 'validation.phone',
  orderNumber: 'validation.orderNumber',
  pickupDate: 'validation.pickupDate',
  items: 'validation.items',
  gstin: 'validation.gstin',
};

/**
 * The first problem the API's schema finds in a request, shown before sending it: in English in
 * the API's very words (requestProblem); in Telugu or Hindi the editor's message for that field
 * (docs/decisions/0045), or a general one. Null when the request passes.
 */
export function requestProblemText(schema: z.ZodType, body: unknown): string | null {
  const problem = requestProblem(schema, body);
  if (problem === null || currentLanguage() === 'en') return problem;
  const result = schema.safeParse(body);
  const field = result.success ? undefined : result.error.issues[0]?.path[0];
  const key = typeof field === 'string' ? FIELD_PROBLEMS[field] : undefined;
  return translate('invoice-editor', en, key ?? 'validation.other', { max: MAX_ITEMS });
}
