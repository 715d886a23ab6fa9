import type { ErrorCode } from '@laundry/shared/contracts/errors';

/**
 * What a service throws when a request cannot be served: a stable machine-readable `code`
 * (clients decide by it) and a sentence a person can read. Services know nothing of HTTP; the
 * one table in http/errors.ts turns each code into its status.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  /** The rejected field's dotted path ("items.0.item"), for validation_failed. */
  readonly field: string | undefined;
  /** For a refusal that ends: when to come back (sent as Retry-After, in seconds). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.field = options.field || undefined;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
