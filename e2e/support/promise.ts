import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderListSchema, orderSchema, type MoveReadyByBody, type Order } from '@laundry/shared/contracts/orders';
import { addDays } from '@laundry/shared/rules/ist';
import { customerSession, manualOrder, todayIst } from './admin';
import { API_URL, authHeaders, readJson } from './api';
import { LAPTOP, PHONE } from './shop-floor';

/** Helpers of the slipped-promise browser tests (docs/decisions/0059). */

export const PROMISE_SHOTS = '/tmp/shots-promise';

/**
 * "Wed 25 Nov, 9 PM", "Sat 29 Nov, 11:30 AM": a promise as English readers see it, written here
 * independently of the app's own code (apps/web/src/lib/ready-by-text.ts).
 */
export function promiseEnglish(iso: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' }).format(at);
  const ist = new Date(at.getTime() + 330 * 60_000);
  const hour = ist.getUTCHours();
  const minute = ist.getUTCMinutes();
  const clock = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  return `${day.replace(',', '')}, ${hour % 12 === 0 ? 12 : hour % 12}${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 9 PM IST on the shop's date `days` from today, as the API answers it (UTC). */
export function ninePmIst(days: number): string {
  return new Date(`${addDays(todayIst(), days)}T21:00:00+05:30`).toISOString();
}

/**
 * A customer with an order the shop took ten days ago and has not finished: its promise passed
 * long ago, so the server answers an estimate (the Late rule of docs/decisions/0056).
 */
export async function customerWithLateOrder(request: APIRequestContext, admin: AuthResponse, name: string) {
  const customer = await customerSession(request, name);
  const created = await manualOrder(request, admin, {
    status: 'In Progress',
    pickupDate: addDays(todayIst(), -10),
    phone: customer.user.phone,
    userId: { name },
  });
  const order = await myOrderNow(request, customer, created._id);
  expect(order.readyBy, 'a promise counted from the pickup').not.toBeNull();
  expect(order.readyByEstimate, 'the estimate of a passed promise').not.toBeNull();
  expect(order.readyByWas).toBeNull();
  return { customer, order };
}

/** The order as the customer's own list answers it (with the estimate, decision 0059). */
export async function myOrderNow(request: APIRequestContext, customer: AuthResponse, id: string): Promise<Order> {
  const res = await request.get(`${API_URL}/orders`, { headers: authHeaders(customer.token) });
  expect(res.status()).toBe(200);
  const found = (await readJson(res, orderListSchema)).find((o) => o._id === id);
  expect(found, id).toBeDefined();
  return found!;
}

export async function moveReadyByApi(request: APIRequestContext, admin: AuthResponse, id: string, body: MoveReadyByBody): Promise<Order> {
  const res = await request.post(`${API_URL}/admin/orders/${id}/ready-by`, { headers: authHeaders(admin.token), data: body });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

/**
 * The screen at 375 and 1280 px into /tmp/shots-promise/, to look at: the element brought to the
 * middle of the view (its top when taller than the view). Leaves the page at 1280 px.
 */
export async function shootPromise(page: Page, target: Locator, name: string): Promise<void> {
  mkdirSync(PROMISE_SHOTS, { recursive: true });
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await target.evaluate((el) => {
      const tall = el.getBoundingClientRect().height > window.innerHeight - 160;
      el.scrollIntoView({ block: tall ? 'start' : 'center', behavior: 'instant' });
    });
    await page.screenshot({ path: `${PROMISE_SHOTS}/${name}-${viewport.width}.png` });
  }
}
