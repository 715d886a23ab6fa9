import { z } from 'zod';
import { PAYMENT_LINK_ID } from '../rules/gateway';
import { paymentAmountField } from './payments';

/** GET /api/payments/online: whether customers can pay by card, net banking or UPI through the gateway. */
export const onlinePaymentsStatusSchema = z.object({ online: z.boolean() });
export type OnlinePaymentsStatus = z.infer<typeof onlinePaymentsStatusSchema>;

/** POST /orders/{id}/online-payments: the gateway's hosted page for what is due. */
export const onlinePaymentLinkSchema = z.object({ url: z.string() });
export type OnlinePaymentLink = z.infer<typeof onlinePaymentLinkSchema>;

/** POST /orders/{id}/online-payments/check: the link the gateway sent the customer back from. */
export const onlinePaymentCheckBody = z.object({
  linkId: z.string({ error: 'linkId must be a payment link id' }).regex(PAYMENT_LINK_ID, { error: 'linkId must be a payment link id' }),
});
export type OnlinePaymentCheckBody = z.input<typeof onlinePaymentCheckBody>;

/** POST /admin/orders/{id}/refunds: part or all of one ledger entry given back. */
export const refundBody = z.object({
  paymentId: z.string({ error: 'paymentId is required' }).min(1).max(64),
  amount: paymentAmountField,
  reason: z
    .string({ error: 'Please give the reason for the refund.' })
    .trim()
    .min(3, { error: 'Please give the reason for the refund.' })
    .max(200, { error: 'reason must be at most 200 characters' }),
});
export type RefundBody = z.input<typeof refundBody>;
