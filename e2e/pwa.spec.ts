import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import { staffMemberSchema, type NewStaffBody } from '@laundry/shared/contracts/staff';
import { adminSession, bookOrder, listOrders, tomorrowIst } from './support/admin';
import { API_URL, apiSignup, authHeaders, freshPhone, readJson, useSessionInBrowser } from './support/api';

/**
 * The app on the phone (decision 0080): Chrome finds it installable, the install invitation
 * comes on a returning customer's visit, My Orders and the rider's stops open offline with what
 * they last knew, a tap made offline is sent once back online, and a new release is taken at
 * the next open through the "new version" bar.
 */
test.use({ serviceWorkers: 'allow' });

const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(tmpdir(), `laundry-e2e-web-${process.env.E2E_WEB_PORT ?? 3310}`);
const PHONE = { width: 375, height: 740 };

/** Waits until the app's worker controls the page and, when given, has kept an answer of that API path. */
async function workerReady(page: Page, keptPath?: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
  if (!keptPath) return;
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const cache = await caches.open('laundry-last-known');
          return (await cache.keys()).some((request) => new URL(request.url).pathname === wanted);
        }, keptPath),
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function installabilityErrors(page: Page): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  await cdp.detach();
  return installabilityErrors;
}

async function bookForTomorrow(request: APIRequestContext, customer: AuthResponse): Promise<Order> {
  return bookOrder(request, customer, {
    delivery: 'express',
    pickupDate: tomorrowIst(),
    pickupTime: '9:00 AM – 11:00 AM',
    pickupAddress: '12-3-45, Beach Road, Suryaraopeta, Kakinada 533001',
    pincode: '533001',
  });
}

async function customerPage(context: BrowserContext, customer: AuthResponse): Promise<Page> {
  const page = await context.newPage();
  await useSessionInBrowser(page, customer);
  return page;
}

test('Chrome finds the app installable on / and /my-orders, with its manifest and worker', async ({ request }) => {
  const customer = await apiSignup(request, 'Install Check');
  // A profile of its own: Chrome never installs from an incognito window, which a new context is.
  const profile = mkdtempSync(path.join(tmpdir(), 'laundry-pwa-profile-'));
  const { launchOptions, baseURL } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  const page = await customerPage(context, customer);
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toMatch(/^\/manifest\.webmanifest/);
  await workerReady(page);
  expect(await installabilityErrors(page)).toEqual([]);
  const manifest = await page.evaluate(async () => {
    const res = await fetch('/manifest.webmanifest');
    return { type: res.headers.get('content-type'), body: (await res.json()) as { name: string; display: string; icons: { sizes: string }[] } };
  });
  expect(manifest.type).toMatch(/^application\/manifest\+json/);
  expect(manifest.body).toMatchObject({ name: 'Sri Lakshmi Laundry', display: 'standalone' });
  expect(manifest.body.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);

  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  expect(await installabilityErrors(page)).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('the install invitation waits for a returning customer who booked, then uses the browser prompt', async ({ browser, request }) => {
  const customer = await apiSignup(request, 'Invite Later');
  const order = await bookForTomorrow(request, customer);
  const context = await browser.newContext({ viewport: PHONE });
  const offerPrompt = (page: Page) =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<unknown> };
      event.prompt = () => {
        (window as { prompted?: boolean }).prompted = true;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  // First visit: the customer has an order, the browser offers its prompt, and still nothing is asked.
  const first = await customerPage(context, customer);
  await first.goto('/my-orders');
  await expect(first.getByText(order.orderNumber).first()).toBeVisible();
  expect(await offerPrompt(first)).toBe(true);
  await expect(first.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expect(first.getByTestId('install-invitation')).toHaveCount(0);
  await first.close();

  // The next visit (a new tab is a new visit): the invitation, and its button opens the browser's prompt.
  const next = await context.newPage();
  await next.goto('/my-orders');
  await expect(next.getByText(order.orderNumber).first()).toBeVisible();
  await offerPrompt(next);
  const invitation = next.getByTestId('install-invitation');
  await expect(invitation.getByRole('heading', { name: 'Keep Sri Lakshmi Laundry on your phone' })).toBeVisible();
  await invitation.getByRole('button', { name: 'Install the app' }).click();
  await expect(invitation).toHaveCount(0);
  expect(await next.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true);
  await context.close();
});

test('My Orders opens offline with the last known orders, and says so', async ({ browser, request }) => {
  const customer = await apiSignup(request, 'Offline Reader');
  const order = await bookForTomorrow(request, customer);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await customerPage(context, customer);
  await page.goto('/my-orders');
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  await workerReady(page, '/orders');
  await expect(page.getByTestId('last-known')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  await expect(page.getByTestId('last-known')).toContainText('You are offline. Showing what the app last knew');

  // Back online, the fresh list replaces the kept one and the notice goes.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  await expect(page.getByTestId('last-known')).toHaveCount(0);
  await context.close();
});

test("the rider's stops open offline from a cold start, and a tap made offline is sent once online", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const riderBody: NewStaffBody = { role: 'rider', name: `Offline Rider ${Date.now().toString(36)}`, phone: freshPhone(), password: 'Rider#12345' };
  const created = await request.post(`${API_URL}/admin/staff`, { headers: authHeaders(admin.token), data: riderBody });
  expect(created.status(), await created.text()).toBe(201);
  const rider = await readJson(created, staffMemberSchema);
  const customer = await apiSignup(request, 'Lakshmi Cold Start');
  const booked = await bookForTomorrow(request, customer);
  const assign = await request.patch(`${API_URL}/admin/orders/${booked._id}/rider`, {
    headers: authHeaders(admin.token),
    data: { riderId: rider._id },
  });
  expect(assign.status(), await assign.text()).toBe(200);
  const login = await request.post(`${API_URL}/login`, { data: { phone: riderBody.phone, password: riderBody.password } });
  const riderSession = (await login.json()) as AuthResponse;

  const context = await browser.newContext({ viewport: PHONE });
  const page = await customerPage(context, riderSession);
  await page.goto('/rider');
  await expect(page.getByRole('heading', { name: 'My stops' })).toBeVisible();
  await workerReady(page, '/rider/stops');
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  const stop = page.getByRole('article', { name: 'Lakshmi Cold Start' });
  await expect(stop).toBeVisible();

  // A cold start without network: a new tab opens the page and the stops it last knew.
  await page.close();
  await context.setOffline(true);
  const cold = await context.newPage();
  await cold.goto('/rider');
  await expect(cold.getByRole('heading', { name: 'My stops' })).toBeVisible();
  await cold.getByRole('button', { name: 'Tomorrow' }).click();
  const coldStop = cold.getByRole('article', { name: 'Lakshmi Cold Start' });
  await expect(coldStop).toBeVisible();
  await expect(cold.getByTestId('last-known')).toBeVisible();

  await coldStop.getByRole('button', { name: 'Customer not available' }).click();
  const sheet = cold.getByRole('dialog', { name: 'Lakshmi Cold Start is not available' });
  await sheet.getByRole('button', { name: 'Door locked' }).click();
  await sheet.getByRole('button', { name: 'Send to the shop' }).click();
  await expect(cold.getByTestId('rider-outbox')).toHaveText('Offline. 1 waiting to send');

  await context.setOffline(false);
  await expect(cold.getByTestId('rider-outbox')).toHaveText('Everything is sent.', { timeout: 20_000 });
  const after = (await listOrders(request, admin, { q: booked.orderNumber })).find((o) => o._id === booked._id);
  expect(after?.notAvailable?.reason).toBe('Door locked');
  await context.close();
});

test('a new release is taken at the next open, through the new-version bar', async ({ browser }) => {
  const worker = path.join(WEB_DIST, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  const compressed = ['.br', '.gz'].filter((ext) => existsSync(`${worker}${ext}`)).map((ext) => [ext, readFileSync(`${worker}${ext}`)] as const);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/');
    await workerReady(page);
    await page.close();

    // The release: the empty app's precache revision changes, as any rebuilt file's does.
    const released = original.replace(/"revision":"[0-9a-f]+","url":"index.html"/, '"revision":"e2e-next-release","url":"index.html"');
    expect(released).not.toBe(original);
    for (const [ext] of compressed) rmSync(`${worker}${ext}`);
    writeFileSync(worker, released);

    const next = await context.newPage();
    await next.goto('/');
    const bar = next.getByTestId('app-update');
    await expect(bar).toContainText('A new version of the app is ready.', { timeout: 20_000 });
    await bar.getByRole('button', { name: 'Reload' }).click();
    await expect(bar).toHaveCount(0);
    await expect
      .poll(
        () =>
          next.evaluate(async () => {
            const names = await caches.keys();
            const precache = names.find((name) => name.startsWith('workbox-precache'));
            if (!precache) return false;
            const keys = await (await caches.open(precache)).keys();
            return keys.some((request) => request.url.includes('e2e-next-release'));
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
  } finally {
    writeFileSync(worker, original);
    for (const [ext, body] of compressed) writeFileSync(`${worker}${ext}`, body);
    await context.close();
  }
});
