import { z } from 'zod';
import { claimSchema, stainSchema } from './care';
import { pieceSchema } from './pieces';
import {
  ADMIN_ORDER_STATUSES,
  AREA_STATUSES,
  BOOKING_DAYS_AHEAD,
  DELIVERY_TYPES,
  LANGUAGES,
  MAX_PAYMENT_RUPEES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  SERVICES,
} from '../constants';
import { bookingDateRange } from '../rules/booking-dates';
import { isIsoDate } from '../rules/ist';
import { LINE_KINDS, LINE_UNITS, WEIGHT_MESSAGE, weightCenti } from '../rules/bill';
import { MAX_ITEMS, MAX_QTY, MAX_RATE_RUPEES } from '../rules/pricing';
import { figureField, optionalText, typedText, phoneField, requiredText } from './common';
import { discountLineSchema, paymentEntrySchema, paymentReportSchema, paymentStatusSchema } from './payments';
import { gstinField } from './shop';

export const serviceSchema = z.enum(SERVICES, { error: `service must be one of: ${SERVICES.join(', ')}` });
export const deliverySchema = z.enum(DELIVERY_TYPES, { error: 'delivery must be regular or express' });
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` });
export const adminOrderStatusSchema = z.enum(ADMIN_ORDER_STATUSES, { error: `status must be one of: ${ADMIN_ORDER_STATUSES.join(', ')}` });
export const orderSourceSchema = z.enum(ORDER_SOURCES);

const deliveryField = z.string({ error: 'delivery must be regular or express' }).trim().toLowerCase().pipe(deliverySchema);

const isoDateField = (field: string, messages: { required?: string; invalid?: string } = {}) =>
  z
    .string({ error: messages.required ?? `${field} is required` })
    .trim()
    .min(1, { error: messages.required ?? `${field} is required` })
    .refine(isIsoDate, { error: messages.invalid ?? `${field} must be a date as YYYY-MM-DD` });

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, { error: `${field} is out of range` })
    .max(limit, { error: `${field} is out of range` })
    .optional()
    .nullable()
    .transform((v) => v ?? null);

export const MIN_ADDRESS_LENGTH = 10;
export const MAX_ADDRESS_LENGTH = 500;
export const MAX_NOTES_LENGTH = 1000;

/**
 * The booking rules, worded for the customer: the booking form shows these words beside its
 * fields and the API answers them (with the field named in `field`), so the two cannot drift.
 */
export const BOOKING_MESSAGES = {
  service: 'Please choose a service.',
  pickupDateRequired: 'Please choose a pickup date.',
  pickupDateInvalid: 'Please enter a valid date.',
  pickupDatePast: 'The pickup date cannot be in the past.',
  pickupDateTooFar: `Pickups can be booked up to ${BOOKING_DAYS_AHEAD} days ahead.`,
  addressRequired: 'Please enter the pickup address.',
  pincodeInvalid: 'Please enter a 6-digit pincode, such as 533001.',
  addressTooShort: 'Please enter the full address: house number, street and area.',
  addressTooLong: `The address can be at most ${MAX_ADDRESS_LENGTH} characters.`,
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid 10-digit mobile number.',
  notesTooLong: `Notes can be at most ${MAX_NOTES_LENGTH} characters.`,
} as const;

/** The pickup address as a customer gives it: the booking form's words when it is too short or long. */
export const pickupAddressField = typedText('pickupAddress', BOOKING_MESSAGES.addressRequired)
  .trim()
  .min(1, { error: BOOKING_MESSAGES.addressRequired })
  .min(MIN_ADDRESS_LENGTH, { error: BOOKING_MESSAGES.addressTooShort })
  .max(MAX_ADDRESS_LENGTH, { error: BOOKING_MESSAGES.addressTooLong });

/** The customer's mobile for a pickup, answered as its 10 digits. */
export const bookingPhoneField = z
  .string({ error: BOOKING_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: BOOKING_MESSAGES.phoneRequired })
  .pipe(phoneField('phone', { invalid: BOOKING_MESSAGES.phoneInvalid }));

/** '' or six digits, the first 1–8 (an Indian PIN code). */
export const pincodeField = z
  .string({ error: BOOKING_MESSAGES.pincodeInvalid })
  .trim()
  .regex(/^([1-8]\d{5})?$/, { error: BOOKING_MESSAGES.pincodeInvalid })
  .default('');

/** Today…today+30 in IST, checked against the clock at the moment of parsing. */
function pickupDateField(now: () => Date) {
  return isoDateField('pickupDate', { required: BOOKING_MESSAGES.pickupDateRequired, invalid: BOOKING_MESSAGES.pickupDateInvalid }).superRefine(
    (date, ctx) => {
      const { min, max } = bookingDateRange(now());
      if (date < min) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.pickupDatePast });
      else if (date > max) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.pickupDateTooFar });
    },
  );
}

/** A customer's booking; `now` is the clock the date range is read from (tests and forms pass theirs). */
export function createOrderBodyAt(now: () => Date = () => new Date()) {
  return z.object({
    service: z.enum(SERVICES, { error: BOOKING_MESSAGES.service }),
    delivery: deliveryField.default('regular'),
    pickupDate: pickupDateField(now),
    pickupTime: optionalText('pickupTime', 40),
    pickupAddress: pickupAddressField,
    phone: bookingPhoneField,
    lat: coordinate('lat', 90),
    lng: coordinate('lng', 180),
    notes: optionalText('notes', MAX_NOTES_LENGTH, BOOKING_MESSAGES.notesTooLong),
    /** Optional (the earlier client sends none): else read from a 6-digit number in the address. */
    pincode: pincodeField,
  });
}
export const createOrderBody = createOrderBodyAt();
export type CreateOrderBody = z.input<typeof createOrderBody>;
export type CreateOrderInput = z.output<typeof createOrderBody>;

const itemField = z
  .object({
    service: optionalText('items.service', 60),
    item: optionalText('items.item', 100),
    qty: figureField('items.qty', MAX_QTY, false),
    rate: figureField('items.rate', MAX_RATE_RUPEES),
    /** 'kg': qty is a weight in kilos, 0.1–100 to two decimals (docs/decisions/0066); left out: whole pieces. */
    unit: z.enum(LINE_UNITS, { error: 'unit must be pcs or kg' }).optional().nullable(),
    /**
     * The approved stain a line was added for, as the order answered it (docs/decisions/0057). The
     * server drops every line that carries one and adds the approved charges itself.
     */
    stainId: z.string().max(64).nullable().optional(),
    /** A line the bill's rules wrote (Express, a kilo minimum), sent back as answered: dropped, the server writes it. */
    kind: z.enum(LINE_KINDS, { error: 'kind must be express or minimum' }).optional().nullable(),
  })
  .superRefine((line, ctx) => {
    // A weight is refused, never rounded: 4.25 kg stays 4.25 or the line is not saved.
    if (line.unit === 'kg' && !line.kind && weightCenti(line.qty) === null) ctx.addIssue({ code: 'custom', message: WEIGHT_MESSAGE, path: ['qty'] });
    else if (line.unit !== 'kg' && line.qty !== null && !Number.isInteger(line.qty))
      ctx.addIssue({ code: 'custom', message: 'items.qty must be a whole number of pieces', path: ['qty'] });
  });

/** An Express surcharge the shop waives, with its reason. */
export const EXPRESS_WAIVER_MAX = 200;

export const pricingBody = z.object({
  items: z.array(itemField, { error: 'items must be a list' }).max(MAX_ITEMS, { error: `items must have at most ${MAX_ITEMS} rows` }),
  discount: figureField('discount', MAX_PAYMENT_RUPEES),
  /** When given, the server works the discount out of the subtotal itself. */
  discountPercent: figureField('discountPercent', 100, false),
  /** The manual tax; ignored when the shop charges GST. */
  tax: figureField('tax', MAX_PAYMENT_RUPEES),
  /**
   * A business customer's GSTIN for the tax invoice (docs/decisions/0047). Left out or '': the
   * order's own, else the one in the customer's profile.
   */
  gstin: gstinField.optional(),
  /** An Express order billed without its surcharge: why ('' or left out: the surcharge is charged). */
  expressWaiver: z
    .string({ error: 'expressWaiver must be text' })
    .trim()
    .max(EXPRESS_WAIVER_MAX, { error: `The reason can be at most ${EXPRESS_WAIVER_MAX} characters.` })
    .refine((v) => v === '' || v.length >= 3, { error: 'Please give a reason of at least 3 characters for waiving Express.' })
    .optional()
    .nullable()
    .transform((v) => v ?? ''),
  /** A ₹0 tax invoice is issued only when the shop confirms it is free of charge. */
  confirmFree: z.boolean({ error: 'confirmFree must be true or false' }).optional(),
});
export type PricingBody = z.input<typeof pricingBody>;
/** A pricing as the server reads it. */
export type PricingInputBody = z.output<typeof pricingBody>;

/** Why an order goes out for delivery with pieces not ready (the shop's warning, docs/decisions/0056). */
export const OUT_WITH_PIECES_NOT_READY = {
  min: 3,
  max: 300,
  short: 'Please give a reason of at least 3 characters for sending it out with pieces not ready.',
} as const;

export const orderStatusBody = z.object({
  status: orderStatusSchema,
  /** Needed only to move to Delivering while some of the order's pieces are not ready. */
  reason: optionalText('reason', OUT_WITH_PIECES_NOT_READY.max).refine((v) => v === '' || v.length >= OUT_WITH_PIECES_NOT_READY.min, {
    error: OUT_WITH_PIECES_NOT_READY.short,
  }),
});
export type OrderStatusBody = z.input<typeof orderStatusBody>;

export const manualOrderBody = pricingBody.extend({
  orderNumber: z
    .string()
    .trim()
    .max(24, { error: 'orderNumber must be at most 24 characters' })
    .regex(/^[A-Za-z0-9-]*$/, { error: 'orderNumber may hold only letters, digits and -' })
    .optional()
    .nullable(),
  status: adminOrderStatusSchema.default('Pending'),
  delivery: deliveryField.default('regular'),
  service: serviceSchema.optional(),
  pickupDate: z
    .union([z.literal(''), isoDateField('pickupDate')])
    .optional()
    .nullable(),
  pickupTime: optionalText('pickupTime', 40),
  pickupAddress: optionalText('pickupAddress', 500),
  phone: z
    .string({ error: 'phone is required' })
    .trim()
    .max(20, { error: 'phone must be at most 20 characters' })
    .refine((v) => /^\d{6,15}$/.test(v.replace(/\D/g, '')), { error: 'phone must be a valid mobile number' }),
  userId: z
    .object({ name: optionalText('userId.name', 100) })
    .optional()
    .nullable(),
  notes: optionalText('notes', 1000),
});
export type ManualOrderBody = z.input<typeof manualOrderBody>;
/** A manual order as the server reads it (trimmed, defaults filled in). */
export type ManualOrderInput = z.output<typeof manualOrderBody>;

/** A select's "all" arrives as an empty value: the same as no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

export const adminOrdersQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be between 1 and 200' })
    .max(200, { error: 'limit must be between 1 and 200' })
    .default(50),
  cursor: z.string().max(200).optional(),
  q: z.string().max(200, { error: 'q must be at most 200 characters' }).optional(),
  service: optionalFilter(serviceSchema),
  delivery: optionalFilter(deliverySchema),
  status: optionalFilter(orderStatusSchema),
  /** Orders to be picked up on this day (YYYY-MM-DD): the dashboard's Today view asks for today in IST. */
  pickupDate: optionalFilter(isoDateField('pickupDate')),
  /** `true`: only orders past their ready-by promise and not done (docs/decisions/0056). */
  late: z
    .enum(['true', 'false', ''], { error: 'late must be true or false' })
    .optional()
    .transform((v) => v === 'true' || undefined),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;
/** The list query as the server reads it (limit defaulted, empty filters dropped). */
export type AdminOrdersQueryInput = z.output<typeof adminOrdersQuery>;
/** The dashboard's filters: what the list query narrows by, besides paging. */
export type OrderFilters = Pick<z.output<typeof adminOrdersQuery>, 'q' | 'service' | 'delivery' | 'status' | 'pickupDate'> & { late?: true };

export const trackOrderQuery = z.object({
  orderNumber: requiredText('orderNumber', 40),
  phone: phoneField(),
});

export type TrackOrderQuery = z.input<typeof trackOrderQuery>;

/** One bill row as answered; money in rupees. Item services are free text (blank becomes "Service"). */
export const orderItemSchema = z.object({
  service: z.string(),
  item: z.string(),
  qty: z.number(),
  rate: z.number(),
  amount: z.number(),
  /** Set on the line an approved stain charge added (docs/decisions/0057); the editor leaves it to the server. */
  stainId: z.string().nullable().optional(),
  /** 'kg' on a line by weight (qty in kilos, rate per kilo); left out on a line by piece. */
  unit: z.literal('kg').optional(),
  /** Set on the lines the bill's rules wrote: the Express surcharge, a kilo minimum. */
  kind: z.enum(LINE_KINDS).optional(),
  /** The item's Telugu and Hindi names from the price list when the line was priced; left out when it has none. */
  names: z.object({ te: z.string(), hi: z.string() }).optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * When the order last reached each status, ISO time; null for a status it has not reached (or,
 * for an order older than this record, one not known). docs/decisions/0037.
 */
export const statusTimesSchema = z.object({
  Pending: z.string().nullable(),
  'In Progress': z.string().nullable(),
  Delivering: z.string().nullable(),
  Completed: z.string().nullable(),
  Cancelled: z.string().nullable(),
} satisfies Record<(typeof ORDER_STATUSES)[number], z.ZodType>);
export type StatusTimes = z.infer<typeof statusTimesSchema>;

/** One line of what the rider counted at the door. */
export const intakeItemSchema = z.object({ item: z.string(), service: z.string(), qty: z.number(), unit: z.literal('kg').optional() });
export type IntakeItem = z.infer<typeof intakeItemSchema>;

export const intakeSchema = z.object({
  pieces: z.number(),
  items: z.array(intakeItemSchema),
  notes: z.string(),
  /** Served at GET /orders/{id}/photos/{photoId} to the customer, admins and the assigned rider. */
  photos: z.array(z.object({ _id: z.string() })),
  at: z.string(),
  /** When the customer confirmed the count; null while not. */
  confirmedAt: z.string().nullable(),
});
export type Intake = z.infer<typeof intakeSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  service: serviceSchema,
  status: orderStatusSchema,
  delivery: deliverySchema,
  pickupAddress: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  phone: z.string(),
  notes: z.string(),
  /** The customer as booked: a linked account's id, or null for walk-in manual orders. */
  userId: z.object({ _id: z.string().nullable(), name: z.string(), phone: z.string() }),
  items: z.array(orderItemSchema),
  /** rupees; all four are 0 until the order is priced */
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** rupees: on a tax invoice, the total to the whole rupee minus its exact total (−0.49…+0.50); 0 otherwise. */
  roundOff: z.number(),
  /** Why the shop billed this Express order without its surcharge; '' when it did not. */
  expressWaiver: z.string(),
  /** The language the customer reads: their account's, English for a walk-in (docs/decisions/0066). */
  customerLanguage: z.enum(LANGUAGES),
  invoiceNumber: z.string().nullable(),
  pricedAt: z.string().nullable(),
  source: orderSourceSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Always sent by this server; optional so orders from an earlier server still read. */
  statusTimes: statusTimesSchema.optional(),
  /** rupees: the sum of the ledger, what is left to pay (never below 0), docs/decisions/0046 */
  paid: z.number(),
  due: z.number(),
  paymentStatus: paymentStatusSchema,
  /** The ledger, oldest first. */
  payments: z.array(paymentEntrySchema),
  /** The customer's latest "I have paid" report, or null. */
  paymentReport: paymentReportSchema.nullable(),
  /** The lines that make up `discount`, in the order they are applied. */
  discounts: z.array(discountLineSchema),
  /** rupees: the GST parts of `tax` (0 when the shop charges no GST) */
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  customerGstin: z.string(),
  placeOfSupply: z.string(),
  subscriptionId: z.string().nullable(),
  // The day on the road (docs/decisions/0048).
  /** '' when not known */
  pincode: z.string(),
  /** not-checked: booked with neither pincode nor position (the earlier client); the admin checks it */
  areaStatus: z.enum(AREA_STATUSES),
  /** The pickup window taken; null = "time to agree" (no window chosen, no place taken). */
  slot: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** ISO: when the order is promised ready; null while there is nothing to count from. */
  readyBy: z.string().nullable(),
  // A slipped promise (docs/decisions/0059).
  /** ISO: the promise made at booking, once the shop has moved it; null while never moved. */
  readyByWas: z.string().nullable(),
  /** The shop's reason for the new time, in its words ('' = none). */
  readyByNote: z.string(),
  /** ISO: when the shop last moved the promise; null while never moved. */
  readyByMovedAt: z.string().nullable(),
  /** ISO: the promise has passed on an open order: the expected new time (estimateAfterSlip); else null. */
  readyByEstimate: z.string().nullable(),
  rider: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The window a delivery is planned for (ISO start); null = the first after readyBy. */
  deliverySlotStart: z.string().nullable(),
  /** What the rider recorded at the door; null until picked up. */
  intake: intakeSchema.nullable(),
  /** The rider said "On my way" for this order's current stop. */
  onTheWayAt: z.string().nullable(),
  /** The rider's last "Customer not available", until the stop is done. */
  notAvailable: z.object({ reason: z.string(), at: z.string() }).nullable(),
  // Inside the shop (docs/decisions/0056).
  /** One per garment once the order is priced, each with its tag; [] before. */
  pieces: z.array(pieceSchema),
  /** Every piece is ready (false with none): the order can go out. */
  piecesReady: z.boolean(),
  /** Where the ready order waits; '' when on no rack. */
  rack: z.string(),
  // Stains and claims (docs/decisions/0057).
  stains: z.array(stainSchema),
  claims: z.array(claimSchema),
  /** Until when a claim may be made (48 h after delivery); null when not delivered. */
  claimUntil: z.string().nullable(),
  /** The claim whose rewash this free order is; null for any other order. */
  rewashOf: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /admin/orders answers the order and, when it took a pickup window past its capacity (the
 * admin may overbook, docs/decisions/0051), a warning to show; an earlier client reads the order
 * and ignores it.
 */
export const manualOrderAnswerSchema = orderSchema.extend({
  warning: z.object({ code: z.literal('over-capacity'), message: z.string() }).optional(),
});
export type ManualOrderAnswer = z.infer<typeof manualOrderAnswerSchema>;

export const orderListSchema = z.array(orderSchema);

export const orderPageSchema = z.object({ data: z.array(orderSchema), nextCursor: z.string().nullable() });
export type OrderPage = z.infer<typeof orderPageSchema>;

export const trackedOrderSchema = orderSchema.pick({ orderNumber: true, status: true, delivery: true, pickupDate: true, pickupTime: true });
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const countPointSchema = z.object({ label: z.string(), count: z.number() });
export type CountPoint = z.infer<typeof countPointSchema>;

export const orderStatsSchema = z.object({
  counts: z.object({
    total: z.number(),
    pending: z.number(),
    inProgress: z.number(),
    delivering: z.number(),
    completed: z.number(),
    cancelled: z.number(),
    /** Past their ready-by promise and not done (docs/decisions/0056). */
    late: z.number(),
  }),
  byStatus: z.array(countPointSchema),
  byService: z.array(countPointSchema),
  byDelivery: z.array(countPointSchema),
  /** Seven shop days ending today, oldest first; label is YYYY-MM-DD. */
  last7Days: z.array(countPointSchema),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

/** How far ahead a new ready-by time must be, and how far it may be (docs/decisions/0059). */
export const READY_BY_MOVE_MIN_AHEAD_MINUTES = 15;
export const READY_BY_MOVE_MAX_AHEAD_DAYS = 30;
export const READY_BY_NOTE_MAX = 120;

/** POST /admin/orders/{id}/ready-by: the shop moves the promise; the customer reads the note. */
export const moveReadyByBodySchema = z.object({
  readyBy: z.iso.datetime({ offset: true, message: 'Enter a valid date and time' }),
  note: z.string().trim().max(READY_BY_NOTE_MAX, `Keep the reason under ${READY_BY_NOTE_MAX} characters`).default(''),
});
export type MoveReadyByBody = z.input<typeof moveReadyByBodySchema>;
