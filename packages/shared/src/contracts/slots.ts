import { z } from 'zod';
import { isIsoDate } from '../rules/ist';

/** GET /api/slots?date=YYYY-MM-DD (docs/decisions/0048). */
export const slotsQuery = z.object({
  date: z.string({ error: 'date is required (YYYY-MM-DD)' }).refine(isIsoDate, { error: 'date must be a date written YYYY-MM-DD' }),
});
export type SlotsQuery = z.input<typeof slotsQuery>;

export const slotWindowSchema = z.object({
  /** "9:00 AM – 11:00 AM": send it back as the booking's pickupTime */
  label: z.string(),
  /** ISO UTC */
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  /** places left (0 = "Full") */
  left: z.number(),
  /** false: closed date or weekday, started, or within the same-day cut-off */
  open: z.boolean(),
});
export type SlotWindow = z.infer<typeof slotWindowSchema>;

export const slotsAnswerSchema = z.object({
  date: z.string(),
  windows: z.array(slotWindowSchema),
  /**
   * The same-day cut-off the windows were judged by: a form left open closes a window by its own
   * clock once the window starts within this many minutes (docs/decisions/0051).
   */
  cutoffMinutes: z.number(),
});
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;

/**
 * A list replaced whole keys each entry by one field: a repeat would be a second row for the same key,
 * so it is named (its position and field) rather than silently merged.
 */
function refuseRepeats<T>(
  items: readonly T[],
  key: (item: T) => string,
  field: string,
  message: (value: string) => string,
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, field], message: message(value) });
    seen.add(value);
  });
}

/** GET /api/service-area: the pincodes the shop reaches (an empty list: no area check). */
export const serviceAreaEntrySchema = z.object({
  pincode: z.string().regex(/^[1-8]\d{5}$/, { error: 'Each pincode must be 6 digits, such as 533001.' }),
  locality: z.string().trim().max(60, { error: 'A locality name can be at most 60 characters.' }).default(''),
  express: z.boolean().default(false),
});
export type ServiceAreaEntry = z.output<typeof serviceAreaEntrySchema>;
export const serviceAreaSchema = z.object({ pincodes: z.array(serviceAreaEntrySchema) });
export type ServiceArea = z.output<typeof serviceAreaSchema>;
/** PUT /admin/service-area: the whole list, replaced. */
export const serviceAreaBody = z.object({
  pincodes: z
    .array(serviceAreaEntrySchema)
    .max(500, { error: 'At most 500 pincodes.' })
    .superRefine((entries, ctx) =>
      refuseRepeats(
        entries,
        (e) => e.pincode,
        'pincode',
        (v) => `Pincode ${v} is in the list twice.`,
        ctx,
      ),
    ),
});

export const closedDateSchema = z.object({
  date: z.string().refine(isIsoDate, { error: 'Each closed date must be written YYYY-MM-DD.' }),
  label: z.string().trim().max(60, { error: 'A closed date\u2019s name can be at most 60 characters.' }).default(''),
});
export type ClosedDate = z.output<typeof closedDateSchema>;
/** GET and PUT /admin/closed-dates: the whole list. */
export const closedDatesSchema = z.object({
  dates: z
    .array(closedDateSchema)
    .max(366, { error: 'At most 366 closed dates.' })
    .superRefine((dates, ctx) =>
      refuseRepeats(
        dates,
        (d) => d.date,
        'date',
        (v) => `${v} is in the list twice.`,
        ctx,
      ),
    ),
});
export type ClosedDates = z.output<typeof closedDatesSchema>;
