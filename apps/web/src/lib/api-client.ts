import type { ApiErrorBody, ErrorCode } from '@laundry/shared/contracts/errors';
import { apiOrigin } from '../config/runtime-config';
import { loadedCatalogue } from '../i18n/catalogue';
import { currentLanguage } from '../i18n/language';
import { noteAnswer } from './last-known';
import { expireSession, getSession } from './session';

/**
 * A failed call. `status` is 0 when the server was not reached; otherwise `message`, `code` and
 * `field` come from the server's {error, code, field} answer. Decide by `status` and `code`:
 * the message is for people and may be reworded at any time.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | null;
  readonly field: string | null;

  constructor(
    readonly status: number,
    answer: Partial<ApiErrorBody> | null,
    fallbackMessage = '',
  ) {
    super(answer?.error ?? fallbackMessage);
    this.code = answer?.code ?? null;
    this.field = answer?.field ?? null;
  }
}

/**
 * The codes that mean the session itself is refused (missing, expired or revoked token, or an
 * account the shop switched off). A 401 for anything else, such as a wrong password or reset
 * code, leaves the session alone.
 */
const SESSION_REFUSED: readonly ErrorCode[] = ['auth_required', 'session_expired', 'account_inactive'];
/** A sign-in refused (a switched-off account) says nothing about the session already held. */
const SIGN_IN_PATH = '/login';

export interface RequestOptions {
  method?: string;
  /** JSON, or a Blob sent as it is (a photo) with the Blob's own type. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, such as the rider's Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * Every call of the app: JSON in and out, the bearer token when there is one, credentials
 * never sent. Errors carry the server's {error, code, field} answer.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = getSession();
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob;
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = raw ? (options.body as Blob).type || 'application/octet-stream' : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiOrigin()}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : raw ? (options.body as Blob) : JSON.stringify(options.body),
      credentials: 'omit',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  if (response.ok) noteAnswer(path, response.headers);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    // Every error answer of the API is {error, code, field?}; anything else (a proxy's HTML
    // page, say) carries no code and no text.
    const answer = body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : null;
    const error = new ApiError(response.status, answer);
    // Only the session that made the call dies: a late 401 from before a new sign-in, or a
    // second one racing the first, must not log the user out again.
    const sessionRefused = error.code !== null && SESSION_REFUSED.includes(error.code) && path !== SIGN_IN_PATH;
    if (response.status === 401 && sessionRefused && token && getSession().token === token) {
      expireSession(undefined, error.code === 'account_inactive' ? 'inactive' : 'expired');
    }
    throw error;
  }
  return body as T;
}

/**
 * What to tell the user about an error answer: in English the server's own words (the spec's
 * exact texts); in Telugu or Hindi the `errors` catalogue's text for its code (docs/decisions/0045).
 * The English catalogue is not loaded here: English shows the server's words, and the Telugu and
 * Hindi texts come with their language's chunk, so the first load carries no error texts.
 */
function localised(error: ApiError): string {
  const language = currentLanguage();
  if (language === 'en') return error.message;
  const texts = loadedCatalogue(language)?.errors;
  const key = error.status === 0 ? 'errors.network' : `errors.${error.code ?? ''}`;
  const text = texts?.[key];
  // Every error text is plain (no placeholders), so it is final as it stands.
  return typeof text === 'string' ? text : error.message;
}

/** The text of a server's error answer, or null when the server did not answer (network failure). */
export function serverErrorText(error: unknown): string | null {
  return error instanceof ApiError && error.status > 0 && error.message ? localised(error) : null;
}

/** The server's error text, or the screen's own fallback (spec section 8). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? localised(error) : fallback;
}
