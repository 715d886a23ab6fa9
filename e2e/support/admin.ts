import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import {
  orderPageSchema,
  orderSchema,
  orderStatsSchema,
  type AdminOrdersQuery,
  type CreateOrderBody,
  type ManualOrderBody,
  type Order,
  type OrderStats,
} from '@laundry/shared/contracts/orders';
import { ticketListSchema, ticketSchema, type CreateTicketBody, type Ticket } from '@laundry/shared/contracts/tickets';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { API_URL, apiLogin, apiSignup, authHeaders, DEMO_ADMIN, freshPhone, readJson, useSessionInBrowser } from './api';

/** Helpers of the admin dashboard's browser tests (e2e/admin-*.spec.ts). */

/** The shop's calendar date today, in IST (the shared rule the server books by). */
export const todayIst = () => istDate(new Date());
export const tomorrowIst = () => addDays(todayIst(), 1);

/** A word no other order or ticket holds, to find this test's data among everyone's. */
export function uniqueWord(prefix = 'zq'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A 10-digit mobile unused in this run (the shared helper, under the name these specs use). */
export const uniquePhone = freshPhone;

export async function adminSession(request: APIRequestContext): Promise<AuthResponse> {
  return apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
}

export async function customerSession(request: APIRequestContext, name = 'E2E Customer'): Promise<AuthResponse> {
  return apiSignup(request, name);
}

/** Opens /admin signed in as the admin and waits for the first order card. */
export async function openDashboard(page: Page, session: AuthResponse, path = '/admin'): Promise<void> {
  await useSessionInBrowser(page, session);
  await page.goto(path);
  if (!path.includes('tab=tickets')) await expect(page.locator('article.order-card').first()).toBeVisible();
}

export function orderCard(page: Page, orderNumber: string): Locator {
  return page.locator('article.order-card').filter({ has: page.getByRole('heading', { name: orderNumber, exact: true }) });
}

/** Copy phone and Delete sit behind a card's More menu: open it, if it is not open. */
export async function openCardMenu(card: Locator): Promise<void> {
  const menu = card.locator('details.order-more-menu');
  if (!(await menu.evaluate((el) => (el as HTMLDetailsElement).open))) await menu.locator('summary').click();
}

export function ticketCard(page: Page, userName: string): Locator {
  return page.locator('article.ticket-card').filter({ has: page.getByRole('heading', { name: userName, exact: true }) });
}

export async function bookOrder(request: APIRequestContext, customer: AuthResponse, extra: Partial<CreateOrderBody> = {}): Promise<Order> {
  const body: CreateOrderBody = {
    service: 'Wash and Fold',
    delivery: 'regular',
    pickupDate: tomorrowIst(),
    pickupTime: '09:00 AM - 11:00 AM',
    pickupAddress: '12-3-45, Beach Road, Kakinada',
    phone: customer.user.phone,
    ...extra,
  };
  const res = await request.post(`${API_URL}/orders`, { headers: authHeaders(customer.token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return readJson(res, orderSchema);
}

export async function manualOrder(request: APIRequestContext, admin: AuthResponse, extra: Partial<ManualOrderBody> = {}): Promise<Order> {
  const body: ManualOrderBody = {
    status: 'Pending',
    delivery: 'regular',
    pickupDate: todayIst(),
    pickupTime: '10:00 AM',
    pickupAddress: 'Walk-in at the shop',
    phone: uniquePhone(),
    userId: { name: 'Walk-in E2E' },
    items: [{ service: 'Iron', item: 'Shirt', qty: 2, rate: 15 }],
    discount: 0,
    tax: 0,
    ...extra,
  };
  const res = await request.post(`${API_URL}/admin/orders`, { headers: authHeaders(admin.token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return readJson(res, orderSchema);
}

export async function raiseTicket(request: APIRequestContext, extra: Partial<CreateTicketBody> = {}): Promise<Ticket> {
  const body: CreateTicketBody = { userName: 'E2E Ticket', mobile: uniquePhone(), orderId: '', issue: 'My clothes are late.', ...extra };
  const res = await request.post(`${API_URL}/api/tickets`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return readJson(res, ticketSchema);
}

export async function getStats(request: APIRequestContext, admin: AuthResponse): Promise<OrderStats> {
  const res = await request.get(`${API_URL}/admin/orders/stats`, { headers: authHeaders(admin.token) });
  expect(res.status()).toBe(200);
  return readJson(res, orderStatsSchema);
}

export async function listTickets(request: APIRequestContext, admin: AuthResponse): Promise<Ticket[]> {
  const res = await request.get(`${API_URL}/api/tickets`, { headers: authHeaders(admin.token) });
  expect(res.status()).toBe(200);
  return (await readJson(res, ticketListSchema)).tickets;
}

/** Every order matching the filters, paged with the cursor like the dashboard does. */
export async function listOrders(
  request: APIRequestContext,
  admin: AuthResponse,
  filters: Omit<AdminOrdersQuery, 'limit' | 'cursor'> = {},
): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '200' });
    for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, value);
    if (cursor) params.set('cursor', cursor);
    const res = await request.get(`${API_URL}/admin/orders?${params}`, { headers: authHeaders(admin.token) });
    expect(res.status()).toBe(200);
    const page = await readJson(res, orderPageSchema);
    all.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/**
 * Stops this page's live connection from reaching the server, to stage what happens when
 * another admin's change has not arrived yet (e.g. deleting a ticket that is already gone).
 */
export async function cutLiveUpdates(page: Page): Promise<void> {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route(/\/socket\.io\//, (route) => route.abort());
}

/** Holds the first browser request matching `url` until released, so loading states can be seen. */
export async function holdRequest(page: Page, url: string | RegExp, method = 'GET') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const requested = new Promise<void>((resolve) => (seen = resolve));
  let held = false;
  await page.route(url, async (route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = true;
    seen();
    await released;
    await route.fallback();
  });
  return { requested, release };
}

/** The PNG's pixel size from its IHDR chunk, after checking the signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
