/// <reference lib="dom" />
/**
 * The admin dashboard at scale, in Chromium, against an app that is already running:
 *   firstCardsMs  navigation start → the first order cards painted (median of 3 cold loads,
 *                 each in a fresh browser context: empty cache, as on a new device);
 *   searchMs      a search typed into the box → its results painted (median over a mix of
 *                 searches: names, an area, a phone prefix and a single order number, which
 *                 makes the server look through every order). The 100 ms debounce is included.
 *
 *   BENCH_WEB_URL=http://localhost:3000 BENCH_API_URL=http://localhost:4000 npx tsx bench/admin-dashboard.ts
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';

// The functions handed to page.evaluate run in Chromium: the DOM library (referenced above)
// types them. The search's start time is kept on window between two of them.
declare global {
  interface Window {
    __searchStart?: number;
  }
}

export interface AdminDashboardOptions {
  webUrl: string;
  apiUrl: string;
  adminPhone: string;
  adminPassword: string;
}

export interface AdminDashboardResult {
  firstCardsMs: number;
  searchMs: number;
}

const COLD_LOADS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function signIn(opts: AdminDashboardOptions): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${opts.apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: opts.adminPhone, password: opts.adminPassword }),
  });
  const body = (await res.json()) as { token?: string; user?: unknown };
  if (!res.ok || !body.token) throw new Error(`admin sign-in failed (${res.status})`);
  return { token: body.token, user: body.user };
}

/** A fresh context with the admin's session in storage, as the login screen leaves it. */
async function adminPage(browser: Browser, session: { token: string; user: unknown }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('authExpiry', String(Date.now() + 7 * 24 * 60 * 60 * 1000));
  }, session);
  return context.newPage();
}

/** Milliseconds from navigation start to the frame that first shows an order card. */
async function firstCards(page: Page, webUrl: string): Promise<number> {
  await page.goto(`${webUrl}/admin`, { waitUntil: 'commit' });
  const at = await page.waitForFunction(() => (document.querySelector('article.order-card') ? performance.now() : false), undefined, {
    polling: 'raf',
    timeout: 60_000,
  });
  return (await at.jsonValue()) as number;
}

/** Types `query` into the search box at once and waits for the frame showing its results. */
async function timedSearch(page: Page, query: string, expect: string): Promise<number> {
  await page.evaluate((q) => {
    const input = document.querySelector<HTMLInputElement>('#order-search');
    if (!input) throw new Error('no search box');
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the input's native setter, called with the input as `this` (React sees a real change)
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, q);
    window.__searchStart = performance.now();
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, query);
  const done = await page.waitForFunction(
    (want) => {
      const list = document.querySelector('.order-list-section');
      if (!list || list.getAttribute('aria-busy') !== 'false') return false;
      const first = document.querySelector('article.order-card');
      const shown = first ? (first.textContent ?? '').toLowerCase().includes(want) : want === '' && /No orders found\./.test(list.textContent ?? '');
      return shown ? performance.now() - (window.__searchStart ?? 0) : false;
    },
    expect.toLowerCase(),
    { polling: 'raf', timeout: 30_000 },
  );
  return (await done.jsonValue()) as number;
}

async function clearSearch(page: Page): Promise<void> {
  await page.fill('#order-search', '');
  await page.waitForFunction(() => document.querySelector('.order-list-section')?.getAttribute('aria-busy') === 'false', undefined, {
    polling: 'raf',
  });
}

export async function measureAdminDashboard(opts: AdminDashboardOptions): Promise<AdminDashboardResult> {
  const session = await signIn(opts);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const loads: number[] = [];
    let page: Page | null = null;
    for (let i = 0; i < COLD_LOADS; i++) {
      await page?.context().close();
      page = await adminPage(browser, session);
      loads.push(await firstCards(page, opts.webUrl));
    }
    page = page!;

    // Searches an admin makes, taken from what the dashboard shows.
    const lastCard = page.locator('article.order-card').last();
    const orderNumber = (await lastCard.locator('h3').textContent())!.trim();
    const phone = (await page.locator('article.order-card .order-fields div', { hasText: 'Phone' }).first().locator('dd').textContent())!.trim();
    const customer = (await page
      .locator('article.order-card .order-fields div', { hasText: 'Customer' })
      .first()
      .locator('dd')
      .textContent())!.trim();
    const searches: [string, string][] = [
      [customer.toUpperCase(), customer],
      ['  gandhi    NAGAR ', 'gandhi nagar'],
      [phone.slice(0, 6), phone.slice(0, 6)],
      [orderNumber.toLowerCase(), orderNumber],
      ['padma priya', 'padma priya'],
      ['no order matches this', ''],
    ];
    await timedSearch(page, 'ravi', 'ravi'); // warm-up: the first search loads nothing new, but primes the server's caches
    await clearSearch(page);
    const times: number[] = [];
    for (const [query, expect] of searches) {
      times.push(await timedSearch(page, query, expect));
      await clearSearch(page);
    }
    console.log(
      `  admin dashboard: first cards ${loads.map(Math.round).join(' / ')} ms; searches ${searches.map(([q], i) => `"${q.trim()}" ${Math.round(times[i]!)}`).join(', ')} ms`,
    );
    return { firstCardsMs: median(loads), searchMs: median(times) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureAdminDashboard({
    webUrl: process.env.BENCH_WEB_URL ?? 'http://localhost:3000',
    apiUrl: process.env.BENCH_API_URL ?? 'http://localhost:4000',
    adminPhone: process.env.BENCH_ADMIN_PHONE ?? '9000000000',
    adminPassword: process.env.BENCH_ADMIN_PASSWORD ?? 'Admin@1234',
  });
  console.log(JSON.stringify(result));
}
