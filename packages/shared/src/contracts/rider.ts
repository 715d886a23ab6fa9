import { z } from 'zod';
import { MAX_INTAKE_PHOTOS, ORDER_STATUSES } from '../constants';
import { looseNumber, optionalText } from './common';
import { LINE_UNITS, WEIGHT_MESSAGE, weightCenti } from '../rules/bill';
import { intakeSchema } from './orders';

/** GET /rider/stops?day=today|tomorrow (docs/decisions/0048). */
export const riderStopsQuery = z.object({ day: z.enum(['today', 'tomorrow'], { error: 'day must be today or tomorrow' }).default('today') });

export const STOP_KINDS = ['pickup', 'delivery'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/**
 * One stop, with only what the rider needs at the door: no prices but the amount to collect,
 * nothing of other customers.
 */
export const riderStopSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(STOP_KINDS),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  phone: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The window's label ("9:00 AM – 11:00 AM"), or "Time to agree" */
  window: z.string(),
  /** ISO start of the window; null = time to agree */
  windowStart: z.string().nullable(),
  notes: z.string(),
  service: z.string(),
  delivery: z.enum(['regular', 'express']),
  /** rupees still due, for a delivery (0 for a pickup or a paid order) */
  amountToCollect: z.number(),
  /** Where a delivery's order waits in the shop ('' for a pickup, or not on a rack; docs/decisions/0056). */
  rack: z.string(),
  intake: intakeSchema.nullable(),
  onTheWay: z.boolean(),
  notAvailable: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** Where the stop sits in the day's route, from 1. */
  sequence: z.number(),
});
export type RiderStop = z.infer<typeof riderStopSchema>;

export const riderStopsAnswerSchema = z.object({
  /** YYYY-MM-DD (IST) */
  date: z.string(),
  stops: z.array(riderStopSchema),
});
export type RiderStopsAnswer = z.infer<typeof riderStopsAnswerSchema>;

/** The header every rider action may carry: a replay with the same key changes nothing. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export const intakeLineBody = z
  .object({
    item: z.string().trim().min(1).max(100),
    service: z.string().trim().max(60).default(''),
    /** Pieces, or on a line by weight the kilos (0.1–100, two decimals). */
    qty: z.number().min(0).max(500),
    unit: z.enum(LINE_UNITS).optional(),
  })
  .superRefine((line, ctx) => {
    if (line.unit === 'kg') {
      if (weightCenti(line.qty) === null) ctx.addIssue({ code: 'custom', message: WEIGHT_MESSAGE, path: ['qty'] });
    } else if (!Number.isInteger(line.qty) || line.qty < 1) {
      ctx.addIssue({ code: 'custom', message: 'The number of pieces must be a whole number from 1 to 500.', path: ['qty'] });
    }
  });

/** POST /rider/orders/{id}/pickup */
export const pickupBody = z.object({
  pieces: z
    .number({ error: 'Please enter the number of pieces.' })
    .int({ error: 'The number of pieces must be a whole number.' })
    .min(1, { error: 'There must be at least 1 piece.' })
    .max(1000, { error: 'At most 1,000 pieces.' }),
  items: z.array(intakeLineBody).max(100).default([]),
  notes: optionalText('notes', 1000),
  /**
   * Photos uploaded before (POST /rider/orders/{id}/photos), in the order taken. When given, the
   * intake shows exactly these (a photo of the order left out was a retake, and is removed);
   * left out, every photo uploaded for the order is kept.
   */
  photoIds: z
    .array(z.string().max(64))
    .max(MAX_INTAKE_PHOTOS, { error: `At most ${MAX_INTAKE_PHOTOS} photos.` })
    .optional(),
});
export type PickupBody = z.input<typeof pickupBody>;

/** POST /rider/orders/{id}/photos answers (201) the stored photo's id. */
export const photoAnswerSchema = z.object({ _id: z.string() });
export type PhotoAnswer = z.infer<typeof photoAnswerSchema>;

/**
 * What every other rider action answers (200), and a replay of its Idempotency-Key answers again
 * as it was: the stop as the action left it (a pickup's stop is a delivery from then on).
 */
export const riderActionAnswerSchema = riderStopSchema.omit({ sequence: true });
export type RiderActionAnswer = z.infer<typeof riderActionAnswerSchema>;

/** The kinds of action an Idempotency-Key is recorded for (rider_actions.kind). */
export const RIDER_ACTION_KINDS = ['on-the-way', 'photo', 'pickup', 'out-for-delivery', 'delivered', 'not-available'] as const;
export type RiderActionKind = (typeof RIDER_ACTION_KINDS)[number];

/** POST /rider/orders/{id}/delivered */
export const deliveredBody = z.object({
  /** rupees collected at the door; 0 when nothing was due */
  amount: looseNumber,
  method: z.enum(['cash', 'upi'], { error: 'method must be cash or upi' }).default('cash'),
  reference: optionalText('reference', 60),
});
export type DeliveredBody = z.input<typeof deliveredBody>;

/** POST /rider/orders/{id}/not-available */
export const notAvailableBody = z.object({
  reason: z
    .string({ error: 'Please say what happened.' })
    .trim()
    .min(1, { error: 'Please say what happened.' })
    .max(300, { error: 'The reason can be at most 300 characters.' }),
});
export type NotAvailableBody = z.input<typeof notAvailableBody>;

/** PATCH /admin/orders/{id}/rider */
export const assignRiderBody = z.object({ riderId: z.string().max(64).nullable() });
export type AssignRiderBody = z.input<typeof assignRiderBody>;

/** POST /orders/{id}/pieces/difference: the customer counts differently; a ticket is opened. */
export const piecesDifferenceBody = z.object({
  count: z.number({ error: 'Please enter how many pieces you gave.' }).int().min(0).max(1000),
  note: optionalText('note', 500),
});
export type PiecesDifferenceBody = z.input<typeof piecesDifferenceBody>;
