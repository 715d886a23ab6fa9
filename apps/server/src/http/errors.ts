import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode } from '@laundry/shared/contracts/errors';
import { describeZodError } from '@laundry/shared/contracts/zod-error';
import { DomainError } from '../domain-error';

export { DomainError };

/** The one place an error code becomes an HTTP status (README, "Error codes"). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  bad_request: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  invalid_url: 400,
  url_too_long: 414,
  headers_too_large: 431,
  request_timeout: 408,
  route_not_found: 404,
  auth_required: 401,
  session_expired: 401,
  invalid_credentials: 401,
  admin_only: 403,
  customer_only: 403,
  rider_only: 403,
  not_found: 404,
  phone_taken: 409,
  email_taken: 409,
  order_number_taken: 409,
  order_number_unavailable: 409,
  order_not_cancellable: 409,
  no_priced_items: 400,
  invalid_cursor: 400,
  invalid_reset_code: 400,
  price_item_ambiguous: 409,
  price_name_taken: 409,
  free_bill_unconfirmed: 409,
  invalid_amount: 400,
  nothing_due: 409,
  insufficient_credit: 409,
  already_reversed: 409,
  report_pending: 409,
  report_decided: 409,
  statement_unreadable: 400,
  referral_code_invalid: 400,
  plan_unavailable: 409,
  subscription_not_changeable: 409,
  'slot-full': 409,
  'slot-closed': 409,
  'outside-area': 409,
  account_inactive: 401,
  last_admin: 409,
  stop_not_ready: 409,
  too_many_photos: 413,
  not_an_image: 400,
  idempotency_key_reused: 422,
  amount_over_due: 409,
  message_not_resendable: 409,
  message_not_to_send: 409,
  invalid_signature: 401,
  message_not_skippable: 409,
  channel_not_configured: 409,
  tag_invalid: 400,
  label_foreign: 400,
  tag_unknown: 404,
  stain_not_allowed: 409,
  stain_pending: 409,
  stain_decided: 409,
  claim_window_closed: 409,
  claim_exists: 409,
  claim_resolved: 409,
  order_not_found: 404,
  order_closed: 409,
  no_promise: 409,
  ready_by_past: 400,
  ready_by_too_far: 400,
  address_limit: 409,
  account_unclaimed: 409,
  gateway_off: 409,
  gateway_failed: 502,
  webhook_signature_invalid: 400,
  refund_too_large: 409,
  not_refundable: 409,
  pack_inactive: 409,
  refund_not_reversible: 409,
  wrong_password: 403,
  same_password: 400,
  rate_limited: 429,
  reset_locked: 429,
  service_unavailable: 503,
  internal_error: 500,
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** `{"error", "code", "message"}`, and `field` when a field was refused; `message` is `error` again for older clients. */
export function errorBody(code: ErrorCode, message: string, field?: string): ApiErrorBody {
  return field ? { error: message, code, message, field } : { error: message, code, message };
}

function sendError(reply: FastifyReply, code: ErrorCode, message: string, field?: string): FastifyReply {
  return reply.code(ERROR_STATUS[code]).send(errorBody(code, message, field));
}

/** The first problem zod found, worded as describeZodError words it, with its field's dotted path. */
export function validationFailed(error: z.ZodError): DomainError {
  const path = error.issues[0]?.path ?? [];
  return new DomainError('validation_failed', describeZodError(error), { field: path.map(String).join('.') });
}

/** Fastify's own request errors, each with its code and the words we answer them with. */
const FASTIFY_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'Request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Send the request body as JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_json', 'Request body is empty; send JSON.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'Request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'Request body length is invalid.'],
};

/**
 * Errors the router raises before any route runs (an undecodable address, a path parameter
 * past the router's limit), answered in the same `{"error", "code"}` shape as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendError(reply, 'url_too_long', 'The address is too long.');
  else void sendError(reply, 'invalid_url', 'The address is not valid.');
}

/** What Node's HTTP parser refuses before Fastify sees a request, each with its code and words. */
function clientErrorAnswer(code: string | undefined): [ErrorCode, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return ['headers_too_large', 'The address or the request headers are too long.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return ['request_timeout', 'The request took too long to arrive.'];
  return ['bad_request', 'The request is malformed.'];
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (a 16 KB address, a broken request
 * line, conflicting lengths) is answered in the same `{"error", "code", "message"}` shape as
 * everything else, then the connection is closed, as nothing more can be read from it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [code, message] = clientErrorAnswer(error.code);
    const status = ERROR_STATUS[code];
    const body = JSON.stringify(errorBody(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void sendError(reply, 'route_not_found', `Not found: ${request.method} ${request.url.split('?')[0]}`);
  });

  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (ERROR_STATUS[error.code] >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.code, error.message, error.field);
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (error instanceof SyntaxError) return sendError(reply, 'invalid_json', 'Request body is not valid JSON.');
    const status = error.statusCode ?? 500;
    // Whatever else Fastify refuses before a route runs is the request's fault: all of its
    // remaining client errors are 400s (a missing body or content type, and the like).
    if (status >= 400 && status < 500) return sendError(reply, 'bad_request', error.message || 'Bad request.');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'internal_error', INTERNAL_ERROR_MESSAGE);
  });
}
