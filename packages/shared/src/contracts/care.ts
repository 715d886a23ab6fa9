import { z } from 'zod';
import { requiredText } from './common';

/** Stain approval and claims (docs/decisions/0057). */
export const STAIN_KINDS = ['stain', 'damage'] as const;
export type StainKind = (typeof STAIN_KINDS)[number];
/** Stored states; `expired` is derived: pending past its 24 hours (rules/care.ts). */
export const STAIN_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;
export type StainStatus = (typeof STAIN_STATUSES)[number];
export const STAIN_DECISIONS = ['approve', 'decline'] as const;
export type StainDecision = (typeof STAIN_DECISIONS)[number];

export const CLAIM_KINDS = ['missing', 'damaged'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_STATUSES = ['open', 'resolved'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_OUTCOMES = ['rewash', 'credit', 'refund', 'rejected'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
export const REFUND_METHODS = ['cash', 'upi'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** The most an extra charge for a stain may be, in rupees. */
export const MAX_STAIN_CHARGE_RUPEES = 10_000;

const tagField = z.string({ error: 'Please choose the piece.' }).trim().min(1, { error: 'Please choose the piece.' }).max(20);

/**
 * A rupee amount with at most two decimals (the paise are whole). The "at most" text is written when
 * it is needed: formatting the number while the page's code loads would start Intl's number
 * machinery on a slow phone before anything is shown.
 */
function rupees(field: string, min: number, max: number) {
  return z
    .number({ error: `${field} must be a number` })
    .min(min, { error: `${field} must be at least ₹${min}` })
    .max(max, { error: () => `${field} must be at most ₹${max.toLocaleString('en-IN')}` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${field} can have at most two decimals` });
}

/** POST /admin/orders/{id}/stains */
export const stainBody = z.object({
  tag: tagField,
  kind: z.enum(STAIN_KINDS, { error: `kind must be one of: ${STAIN_KINDS.join(', ')}` }),
  note: requiredText('note', 500, { required: 'Please say what you found and what you suggest.' }),
  /** rupees; 0 = no extra charge (the customer still says whether to treat it) */
  charge: rupees('charge', 0, MAX_STAIN_CHARGE_RUPEES).default(0),
});
export type StainBody = z.input<typeof stainBody>;

/** POST /orders/{id}/stains/{stainId}/decision */
export const stainDecisionBody = z.object({
  decision: z.enum(STAIN_DECISIONS, { error: `decision must be one of: ${STAIN_DECISIONS.join(', ')}` }),
});
export const stainPhotoParams = z.object({ id: z.string().max(64), stainId: z.string().max(64) });

export const stainSchema = z.object({
  _id: z.string(),
  tag: z.string(),
  item: z.string(),
  service: z.string(),
  kind: z.enum(STAIN_KINDS),
  note: z.string(),
  /** rupees */
  charge: z.number(),
  /** A photo is served at GET /orders/{orderId}/stains/{_id}/photo */
  hasPhoto: z.boolean(),
  status: z.enum(STAIN_STATUSES),
  flaggedAt: z.string(),
  /** When a pending stain counts as declined (flaggedAt + 24 h). */
  decideBy: z.string(),
  decidedAt: z.string().nullable(),
});
export type Stain = z.infer<typeof stainSchema>;

/** POST /orders/{id}/claims */
export const claimBody = z.object({
  tag: tagField,
  kind: z.enum(CLAIM_KINDS, { error: `kind must be one of: ${CLAIM_KINDS.join(', ')}` }),
  note: requiredText('note', 1000, { required: 'Please tell us what happened.' }),
});
export type ClaimBody = z.input<typeof claimBody>;

/** POST /admin/claims/{id}/resolve: amount (rupees) for credit and refund, method for a refund, reason for a rejection. */
export const claimResolveBody = z
  .object({
    outcome: z.enum(CLAIM_OUTCOMES, { error: `outcome must be one of: ${CLAIM_OUTCOMES.join(', ')}` }),
    amount: rupees('amount', 0.01, 1_000_000).optional(),
    method: z.enum(REFUND_METHODS, { error: `method must be one of: ${REFUND_METHODS.join(', ')}` }).optional(),
    reason: z.string().trim().max(500, { error: 'reason must be at most 500 characters' }).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if ((v.outcome === 'credit' || v.outcome === 'refund') && v.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Please enter the amount.' });
    }
    if (v.outcome === 'refund' && v.method === undefined) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: 'Please choose how the money goes back: cash or UPI.' });
    }
    if (v.outcome === 'rejected' && v.reason === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please give the customer a reason.' });
    }
  });
export type ClaimResolveBody = z.input<typeof claimResolveBody>;
export const claimListQuery = z.object({ status: z.enum(CLAIM_STATUSES).optional() });

export const claimSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  tag: z.string(),
  item: z.string(),
  service: z.string(),
  kind: z.enum(CLAIM_KINDS),
  note: z.string(),
  status: z.enum(CLAIM_STATUSES),
  outcome: z.enum(CLAIM_OUTCOMES).nullable(),
  /** rupees; null unless credit or refund */
  amount: z.number().nullable(),
  method: z.enum(REFUND_METHODS).nullable(),
  reason: z.string(),
  rewashOrderId: z.string().nullable(),
  rewashOrderNumber: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** A claim as the admin's Claims view lists it: what the shop knows of the piece beside it. */
export const adminClaimSchema = claimSchema.extend({
  orderNumber: z.string(),
  customer: z.object({ _id: z.string().nullable(), name: z.string(), phone: z.string() }),
  completedAt: z.string().nullable(),
  intake: z.object({ notes: z.string(), photos: z.array(z.object({ _id: z.string() })) }).nullable(),
  stains: z.array(stainSchema),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;
export const adminClaimListSchema = z.object({ claims: z.array(adminClaimSchema) });
