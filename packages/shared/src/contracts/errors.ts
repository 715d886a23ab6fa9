import { z } from 'zod';

/**
 * Every error answer carries one of these codes: clients decide by the code, never by the
 * English text, which may be reworded (or shown translated) at any time. The README lists them.
 */
export const ERROR_CODES = [
  // the request itself
  'validation_failed',
  'invalid_json',
  'bad_request',
  'unsupported_media_type',
  'payload_too_large',
  'invalid_url',
  'url_too_long',
  'headers_too_large',
  'request_timeout',
  'route_not_found',
  // who is asking
  'auth_required',
  'session_expired',
  'invalid_credentials',
  'admin_only',
  'customer_only',
  'rider_only',
  // the domain
  'not_found',
  'phone_taken',
  'email_taken',
  'order_number_taken',
  'order_number_unavailable',
  'order_not_cancellable',
  'no_priced_items',
  'invalid_cursor',
  'invalid_reset_code',
  'price_item_ambiguous',
  'price_name_taken',
  'free_bill_unconfirmed',
  'invalid_amount',
  'nothing_due',
  'insufficient_credit',
  'already_reversed',
  'report_pending',
  'report_decided',
  'statement_unreadable',
  'referral_code_invalid',
  'plan_unavailable',
  'subscription_not_changeable',
  // the day on the road (docs/decisions/0048); kebab-case as clients already read them (README, Error codes)
  'slot-full',
  'slot-closed',
  'outside-area',
  'account_inactive',
  'last_admin',
  'stop_not_ready',
  'too_many_photos',
  'not_an_image',
  'idempotency_key_reused',
  'amount_over_due',
  // messages (docs/decisions/0055)
  'message_not_resendable',
  'message_not_to_send',
  'invalid_signature',
  // messages without hand work and Web Push (docs/decisions/0081)
  'message_not_skippable',
  'channel_not_configured',
  // inside the shop (docs/decisions/0056)
  'tag_invalid',
  'label_foreign',
  'tag_unknown',
  // stains and claims (docs/decisions/0057)
  'stain_not_allowed',
  'stain_pending',
  'stain_decided',
  'claim_window_closed',
  'claim_exists',
  'claim_resolved',
  // a slipped ready-by promise (docs/decisions/0059)
  'order_not_found',
  'order_closed',
  'no_promise',
  'ready_by_past',
  'ready_by_too_far',
  // customers the shop knows (docs/decisions/0070)
  'address_limit',
  'account_unclaimed',
  // online payments and refunds (docs/decisions/0085)
  'gateway_off',
  'gateway_failed',
  'webhook_signature_invalid',
  'refund_too_large',
  'not_refundable',
  // prepaid packs (docs/decisions/0087)
  'pack_inactive',
  // gateway settlements and final refunds (docs/decisions/0088)
  'refund_not_reversible',
  // going live and the customer's data (docs/decisions/0083)
  'wrong_password',
  'same_password',
  // limits
  'rate_limited',
  'reset_locked',
  // the server
  'service_unavailable',
  'internal_error',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * `{"error": "<readable message>", "code": "<code>", "message": <the same words>}`; a rejected
 * field is named in `field`. `message` repeats `error` for the shop's earlier web client, which
 * shows that field (docs/decisions/0030).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  message: z.string(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
