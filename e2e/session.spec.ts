import { expect, test, type Page } from '@playwright/test';
import type { AuthResponse, PublicUser } from '@laundry/shared/contracts/auth';
import { API_URL, apiLogin, DEMO_ADMIN, DEMO_CUSTOMER } from './support/api';

/** The browser session rules of spec section 4: expiry, other tabs, 401s and the route guards. */

const EXPIRED_TEXT = 'Your session has expired. Please log in again.';
const DAY = 24 * 60 * 60 * 1000;

/** Puts raw values in localStorage before the app's first load in this tab (and only then). */
async function seedStorage(page: Page, entries: Record<string, string | null>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(values)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, entries);
}

function sessionEntries(s: AuthResponse, authExpiry: string | null): Record<string, string | null> {
  return { token: s.token, user: JSON.stringify(s.user), authExpiry };
}

async function storedSession(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), authExpiry: localStorage.getItem('authExpiry') }));
}

async function expectExpiredLogin(page: Page) {
  await expect(page).toHaveURL(/\/login\?reason=session_expired$/);
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, authExpiry: null });
}

async function signIn(page: Page) {
  await page.getByLabel('Phone number').fill(DEMO_CUSTOMER.phone);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a protected page without a session goes to sign-in and comes back after it', async ({ page }) => {
  await page.goto('/my-orders?from=test');
  await expect(page).toHaveURL(/\/login\?reason=session_expired$/);
  // Nobody signed in here before: an invitation, not "session expired" (docs/decisions/0032).
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account to book a free pickup' })).toBeVisible();
  await expect(page.getByText(EXPIRED_TEXT)).toHaveCount(0);
  await signIn(page);
  await expect(page).toHaveURL(/\/my-orders\?from=test$/);
});

test('an expiry in the past ends the session; sign-in returns to the page', async ({ page, request }) => {
  const customer = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  await seedStorage(page, sessionEntries(customer, String(Date.now() - 1000)));
  await page.goto('/profile');
  await expectExpiredLogin(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

for (const [label, expiry] of [
  ['garbage', 'not-a-time'],
  ['missing', null],
] as const) {
  test(`a ${label} expiry ends the session, even on a public page`, async ({ page, request }) => {
    const customer = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await seedStorage(page, sessionEntries(customer, expiry));
    await page.goto('/prices');
    await expectExpiredLogin(page);
  });
}

test('the session ends on time while a page is open', async ({ page, request }) => {
  const customer = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  await seedStorage(page, sessionEntries(customer, String(Date.now() + 4000)));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveURL(/\/login\?reason=session_expired$/, { timeout: 10_000 });
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
});

test('removing the token in another tab ends the session in this one', async ({ context, request }) => {
  const customer = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  const first = await context.newPage();
  await first.goto('/');
  await first.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('authExpiry', String(Date.now() + 7 * 24 * 60 * 60 * 1000));
  }, customer);
  await first.goto('/profile');
  await expect(first.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/about');
  await second.evaluate(() => localStorage.removeItem('token'));

  await expectExpiredLogin(first);
  await signIn(first);
  await expect(first).toHaveURL(/\/profile$/);
});

test('a 401 from the API ends the session and sign-in returns to the page', async ({ page, request }) => {
  const customer = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  const rejected = await request.get(`${API_URL}/profile`, { headers: { Authorization: 'Bearer forged.token.value' } });
  expect(rejected.status()).toBe(401);
  await seedStorage(page, { token: 'forged.token.value', user: JSON.stringify(customer.user), authExpiry: String(Date.now() + DAY) });
  await page.goto('/profile');
  await expectExpiredLogin(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('dl')).toContainText(customer.user._id);
});

test('a wrong password on the login screen is not a session expiry', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(DEMO_CUSTOMER.phone);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect phone/e-mail or password.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED_TEXT)).toHaveCount(0);
});

test.describe('/admin', () => {
  /** Holds the real profile answer back so the check can be seen. */
  async function slowProfile(page: Page) {
    await page.route(
      (url) => url.href === `${API_URL}/profile`,
      async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      },
    );
  }

  test("a customer sees 'Checking admin…' and is sent to /orders", async ({ page, request }) => {
    const customer = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await seedStorage(page, sessionEntries(customer, String(Date.now() + DAY)));
    await slowProfile(page);
    await page.goto('/admin');
    await expect(page.getByText('Checking admin…')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('an admin whose user record is missing is checked against the profile and let in', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await seedStorage(page, { token: admin.token, user: null, authExpiry: String(Date.now() + DAY) });
    await slowProfile(page);
    await page.goto('/admin');
    await expect(page.getByText('Checking admin…')).toBeVisible();
    await expect(page.getByText('Checking admin…')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin$/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as PublicUser | null);
    expect(user?.role).toBe('admin');
  });

  test('a signed-in admin goes straight in', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await seedStorage(page, sessionEntries(admin, String(Date.now() + DAY)));
    let checked = false;
    page.on('request', (r) => {
      if (r.url() === `${API_URL}/profile`) checked = true;
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Checking admin…')).toHaveCount(0);
    expect(checked).toBe(false);
  });

  test('a visitor is sent to sign-in and returns to /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?reason=session_expired$/);
    await page.getByLabel('Phone number').fill(DEMO_ADMIN.phone);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/$/);
});
