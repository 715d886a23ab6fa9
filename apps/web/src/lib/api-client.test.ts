import { beforeEach, describe, expect, it, vi } from 'vitest';

// A minimal browser for the client and the session store it uses.
const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, String(v)),
  removeItem: (k: string) => void store.delete(k),
});
vi.stubGlobal('window', {
  location: { pathname: '/my-orders', search: '?x=1', protocol: 'http:', hostname: 'localhost', assign: vi.fn() },
  __APP_CONFIG__: { apiUrl: 'http://api.test' },
  dispatchEvent: () => true,
});
vi.stubGlobal(
  'Event',
  class {
    constructor(readonly type: string) {}
  },
);
const fetchMock = vi.fn();
vi.stubGlobal('fetch', fetchMock);

const { ApiError, apiRequest, serverErrorText } = await import('./api-client');
const session = await import('./session');

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, headers: new Headers(), text: async () => (body === undefined ? '' : JSON.stringify(body)) };
}

const user = { _id: 'u1', name: 'Asha', email: null, phone: '9876543210', role: 'customer' as const, language: 'en' as const };
let expired: (string | undefined)[] = [];

describe('apiRequest', () => {
  beforeEach(() => {
    store.clear();
    fetchMock.mockReset();
    expired = [];
    session.onSessionExpired((from) => expired.push(from));
    session.startSession('tok-1', user);
  });

  it('sends JSON with the bearer token and never credentials', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await expect(apiRequest('/orders', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' },
      body: '{"a":1}',
      credentials: 'omit',
      signal: undefined,
    });
  });

  it("carries the server's error text, code and field", async () => {
    fetchMock.mockResolvedValue(answer(409, { error: 'Taken.', code: 'phone_taken' }));
    const error = await apiRequest('/signup', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(serverErrorText(error)).toBe('Taken.');
    expect(error).toMatchObject({ status: 409, code: 'phone_taken', field: null });
    fetchMock.mockResolvedValue(answer(400, { error: 'Bad phone.', code: 'validation_failed', field: 'phone' }));
    const invalid = await apiRequest('/x').catch((e: unknown) => e);
    expect(serverErrorText(invalid)).toBe('Bad phone.');
    expect(invalid).toMatchObject({ status: 400, code: 'validation_failed', field: 'phone' });
  });

  it('has no text or code when the answer is not an API error (a proxy page)', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 502, text: async () => '<html>Bad gateway</html>' });
    const error = await apiRequest('/orders').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: null, message: '' });
    expect(serverErrorText(error)).toBeNull();
  });

  it('has no server text when the server was not reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(serverErrorText(error)).toBeNull();
    expect(serverErrorText(new Error('x'))).toBeNull();
  });

  it('ends the session on a 401 and remembers the page', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'Your session has expired. Please log in again.', code: 'session_expired' }));
    await expect(apiRequest('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(session.getSession().token).toBeNull();
    expect(store.has('token')).toBe(false);
    expect(store.has('authExpiry')).toBe(false);
    expect(expired).toEqual(['/my-orders?x=1']);
  });

  it('ends the session on a 401 that asks for a sign-in, whatever its wording', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'Bitte melden Sie sich an.', code: 'auth_required' }));
    await expect(apiRequest('/orders')).rejects.toBeInstanceOf(ApiError);
    expect(session.getSession().token).toBeNull();
    expect(expired).toEqual(['/my-orders?x=1']);
  });

  it('ends the session of an account the shop switched off, and sign-in says why', async () => {
    const words = 'This account has been switched off. Please ask the shop.';
    fetchMock.mockResolvedValue(answer(401, { error: words, code: 'account_inactive' }));
    await expect(apiRequest('/rider/stops?day=today')).rejects.toBeInstanceOf(ApiError);
    expect(session.getSession().token).toBeNull();
    expect(expired).toEqual(['/my-orders?x=1']);
    expect(session.sessionEndPath()).toBe('/login?reason=account_inactive');
    // A new sign-in forgets why the last session ended.
    session.startSession('tok-2', user);
    expect(session.sessionEndPath()).toBe('/login?reason=session_expired');
  });

  it('keeps the session when a sign-in is refused because that account is switched off', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'switched off', code: 'account_inactive' }));
    await expect(apiRequest('/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(session.getSession().token).toBe('tok-1');
    expect(expired).toEqual([]);
  });

  it('keeps the session on a 401 from login, signup or forgot-password', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'Incorrect phone/e-mail or password.', code: 'invalid_credentials' }));
    for (const path of ['/login', '/signup', '/auth/forgot-password/reset', '/auth/forgot-password/request-otp']) {
      await expect(apiRequest(path, { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    }
    fetchMock.mockResolvedValue(answer(401, { error: 'That code is wrong or has expired.', code: 'invalid_reset_code' }));
    await expect(apiRequest('/auth/forgot-password/reset', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(session.getSession().token).toBe('tok-1');
    expect(expired).toEqual([]);
  });

  it('ignores a late 401 from a session that has since been replaced', async () => {
    let release: (v: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((r) => (release = r)));
    const pending = apiRequest('/orders').catch(() => undefined);
    session.startSession('tok-2', user);
    release(answer(401, { error: 'expired', code: 'session_expired' }));
    await pending;
    expect(session.getSession().token).toBe('tok-2');
    expect(expired).toEqual([]);
  });
});
