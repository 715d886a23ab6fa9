import { z } from 'zod';
import { isIsoDate } from '../rules/ist';

/** The rider's day-end and the cash handed over to the shop (docs/decisions/0074). Every amount is rupees. */

export const DAY_MESSAGE = 'date must be a date as YYYY-MM-DD';
const dayField = z.string({ error: DAY_MESSAGE }).trim().refine(isIsoDate, { error: DAY_MESSAGE });

/** GET /rider/day?date=: left out, today in the shop (IST). */
export const riderDayQuery = z.object({ date: dayField.optional() });
export type RiderDayQuery = z.input<typeof riderDayQuery>;

export const COLLECT_METHODS = ['cash', 'upi'] as const;
export type CollectMethod = (typeof COLLECT_METHODS)[number];

/** A stop the rider finished that day: when, what was counted, and what was taken at the door. */
export const doneStopSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(['pickup', 'delivery']),
  customerName: z.string(),
  /** ISO time the pickup was saved or the delivery marked */
  at: z.string(),
  /** the pieces counted at pickup; null when none were counted */
  pieces: z.number().nullable(),
  /** what this rider entered for the order that day, by method (a delivery's; empty for a pickup) */
  collected: z.array(z.object({ method: z.enum(COLLECT_METHODS), amount: z.number() })),
});
export type DoneStop = z.infer<typeof doneStopSchema>;

export const handoverSchema = z.object({
  _id: z.string(),
  riderId: z.string(),
  /** YYYY-MM-DD (IST): the day the cash was collected */
  date: z.string(),
  /** received by the shop */
  amount: z.number(),
  /** still with the rider when it was received */
  expected: z.number(),
  /** amount − expected: below 0 the rider handed over less */
  difference: z.number(),
  note: z.string(),
  receivedByName: z.string().nullable(),
  at: z.string(),
});
export type Handover = z.infer<typeof handoverSchema>;

export const collectedSchema = z.object({ cash: z.number(), upi: z.number() });

export const riderDaySchema = z.object({
  date: z.string(),
  /** newest first */
  done: z.array(doneStopSchema),
  collected: collectedSchema,
  handedOver: z.number(),
  /** cash collected − handed over */
  withRider: z.number(),
  handovers: z.array(handoverSchema),
});
export type RiderDay = z.infer<typeof riderDaySchema>;

/** One rider's line in the day's takings. */
export const riderTakingsSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  collected: collectedSchema,
  handedOver: z.number(),
  withRider: z.number(),
  handovers: z.array(handoverSchema),
});
export type RiderTakings = z.infer<typeof riderTakingsSchema>;

export const HANDOVER_AMOUNT_MESSAGE = 'Please enter the cash received: an amount from ₹0.01 to ₹10,00,000 with at most 2 decimals.';
export const HANDOVER_NOTE_MAX = 200;

/** POST /admin/riders/{id}/handovers */
export const handoverBody = z.object({
  date: dayField,
  /** rupees received; checked as a payment amount (400 invalid_amount) */
  amount: z.number({ error: HANDOVER_AMOUNT_MESSAGE }),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(HANDOVER_NOTE_MAX, { error: `note must be at most ${HANDOVER_NOTE_MAX} characters` })
    .optional()
    .transform((v) => v ?? ''),
});
export type HandoverBody = z.input<typeof handoverBody>;
