import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// A browser window just big enough for the session store: storage, events and timers.
const store = new Map<string, string>();
const storage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, String(v)),
  removeItem: (k: string) => void store.delete(k),
};
const win = Object.assign(new EventTarget(), {
  location: { pathname: '/my-orders', search: '', assign: vi.fn() },
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: number) => clearTimeout(id),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
});
const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });

/** What another tab's write looks like here: the storage event, after the change. */
function otherTab(key: string, value: string | null) {
  if (value === null) store.delete(key);
  else store.set(key, value);
  win.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea: storage }));
}

const DAY = 24 * 60 * 60 * 1000;
const user = { _id: 'u1', name: 'Asha', email: null, phone: '9876543210', role: 'customer' as const, language: 'en' as const };

let session: typeof import('./session');
const expired: (string | undefined)[] = [];

beforeAll(async () => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  session = await import('./session');
  session.onSessionExpired((from) => expired.push(from));
  session.watchSession();
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function reset() {
  expired.length = 0;
  session.clearSession();
}

describe('session store', () => {
  it('stores token, user and a 7-day expiry, and expires exactly then', () => {
    reset();
    session.startSession('tok', user);
    expect(store.get('authExpiry')).toBe(String(Date.now() + 7 * DAY));
    vi.advanceTimersByTime(7 * DAY - 1000);
    expect(session.getSession().token).toBe('tok');
    vi.advanceTimersByTime(2000);
    expect(session.getSession().token).toBeNull();
    // Only the note that someone signed in here stays (docs/decisions/0032).
    expect([...store.keys()]).toEqual(['signedInBefore']);
    expect(session.sessionEndedByExpiry()).toBe(true);
    expect(expired).toEqual(['/my-orders']);
  });

  it('ends the session when another tab removes the token', () => {
    reset();
    session.startSession('tok', user);
    otherTab('token', null);
    expect(session.getSession().token).toBeNull();
    expect(store.has('authExpiry')).toBe(false);
    expect(expired).toEqual(['/my-orders']);
  });

  it("follows another tab's sign-in, whatever order its keys arrive in", () => {
    reset();
    otherTab('token', 'tok-2');
    otherTab('user', JSON.stringify(user));
    otherTab('authExpiry', String(Date.now() + 7 * DAY));
    vi.advanceTimersByTime(5000);
    expect(session.getSession()).toMatchObject({ token: 'tok-2', user: { name: 'Asha' } });
    expect(expired).toEqual([]);
  });

  it('ends a session another tab left with a garbage expiry, after a moment', () => {
    reset();
    session.startSession('tok', user);
    otherTab('authExpiry', 'garbage');
    expect(session.getSession().token).toBe('tok');
    vi.advanceTimersByTime(1500);
    expect(session.getSession().token).toBeNull();
    expect(expired).toEqual(['/my-orders']);
  });

  it('logout clears everything without calling it an expiry', () => {
    reset();
    session.startSession('tok', user);
    session.clearSession();
    vi.advanceTimersByTime(60_000);
    expect([...store.keys()]).toEqual(['signedInBefore']);
    expect(session.hasSignedInBefore()).toBe(true);
    expect(session.sessionEndedByExpiry()).toBe(false);
    expect(expired).toEqual([]);
  });
});
