import { apiOrigin } from '../config/runtime-config';
import { expireSession, getSession } from '../features/auth/session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** A 401 from these means wrong credentials or code, not an expired session. */
const NO_LOGOUT_ON_401 = [/^\/login$/, /^\/signup$/, /^\/auth\/forgot-password\//];

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Every call of the app: JSON in and out, the bearer token when there is one, credentials
 * never sent. Errors carry the server's {error} (or {message}) text.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = getSession();
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiOrigin()}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', null);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const pathOnly = path.split('?')[0] ?? path;
    // Only the session that made the call dies: a late 401 from before a new sign-in, or a
    // second one racing the first, must not log the user out again.
    if (response.status === 401 && token && getSession().token === token && !NO_LOGOUT_ON_401.some((re) => re.test(pathOnly))) {
      expireSession();
    }
    const record = (body && typeof body === 'object' ? body : {}) as { error?: unknown; message?: unknown };
    const message = typeof record.error === 'string' ? record.error : typeof record.message === 'string' ? record.message : '';
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

/** The text of a server's error answer, or null when the server did not answer (network failure). */
export function serverErrorText(error: unknown): string | null {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : null;
}

/** The server's error text, or the screen's own fallback (spec section 8). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
