import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { ClaimBody, StainBody } from '@laundry/shared/contracts/care';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { IDEMPOTENCY_HEADER, photoAnswerSchema, type PickupBody } from '@laundry/shared/contracts/rider';
import { staffMemberSchema, type NewStaffBody } from '@laundry/shared/contracts/staff';
import { bookOrder, customerSession, listOrders } from './admin';
import { API_URL, apiLogin, authHeaders, freshPhone, readJson } from './api';
import { LAPTOP, PHONE, priceOrder } from './shop-floor';

/** Helpers of the stain and claim browser tests (docs/decisions/0057). */

export const CARE_SHOTS = '/tmp/shots';

/** A customer's booking, priced by the shop: three tagged pieces (two sarees, a shirt), ₹315. */
export async function customerWithPricedOrder(
  request: APIRequestContext,
  admin: AuthResponse,
  name: string,
): Promise<{ customer: AuthResponse; order: Order }> {
  const customer = await customerSession(request, name);
  const order = await priceOrder(request, admin, await bookOrder(request, customer));
  expect(order.pieces).toHaveLength(3);
  expect(order.total).toBe(315);
  return { customer, order };
}

/**
 * A photo as a phone camera takes it: 2400 × 1800 (well over the server's 600 KB as a PNG), a
 * cloth-like gradient with a grain and a dark blot. The browser must make it small before it is sent.
 */
export function cameraPhoto(width = 2400, height = 1800): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const blot = ((x - width * 0.55) / (width * 0.12)) ** 2 + ((y - height * 0.45) / (height * 0.1)) ** 2 < 1;
      // A weave: fine stripes on a gradient, so the file does not compress to nothing.
      const weave = (((x >> 2) + (y >> 2)) % 2 === 0 ? 12 : 0) + ((x * 7 + y * y * 3) % 9);
      png.data[i] = blot ? 120 : 200 - Math.round((y / height) * 60) + weave;
      png.data[i + 1] = blot ? 80 : 170 + Math.round((x / width) * 50) - weave;
      png.data[i + 2] = blot ? 30 : 220 - weave;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A small photo (the rider's, already resized on their phone). */
export function smallPhoto(): Buffer {
  return cameraPhoto(320, 240);
}

export async function flagStainApi(request: APIRequestContext, admin: AuthResponse, orderId: string, body: StainBody): Promise<Order> {
  const res = await request.post(`${API_URL}/admin/orders/${orderId}/stains`, { headers: authHeaders(admin.token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return readJson(res, orderSchema);
}

export async function claimApi(request: APIRequestContext, customer: AuthResponse, orderId: string, body: ClaimBody): Promise<Order> {
  const res = await request.post(`${API_URL}/orders/${orderId}/claims`, { headers: authHeaders(customer.token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return readJson(res, orderSchema);
}

export async function setStatusApi(request: APIRequestContext, admin: AuthResponse, orderId: string, status: Order['status']): Promise<Order> {
  const res = await request.patch(`${API_URL}/admin/orders/${orderId}/status`, { headers: authHeaders(admin.token), data: { status } });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

let keys = 0;
const idempotencyKey = () => `care-e2e-${Date.now().toString(36)}-${(keys += 1)}`;

/**
 * The rider's pickup through the API, as the rider's phone sends it: a rider added and assigned,
 * one photo, the count and a note. The order then has an intake the shop sees beside a claim.
 */
export async function riderPickup(request: APIRequestContext, admin: AuthResponse, order: Order, notes: string): Promise<void> {
  const staff: NewStaffBody = { role: 'rider', name: `Care Rider ${Date.now().toString(36)}`, phone: freshPhone(), password: 'Rider#12345' };
  const added = await request.post(`${API_URL}/admin/staff`, { headers: authHeaders(admin.token), data: staff });
  expect(added.status(), await added.text()).toBe(201);
  const rider = await readJson(added, staffMemberSchema);
  const assigned = await request.patch(`${API_URL}/admin/orders/${order._id}/rider`, {
    headers: authHeaders(admin.token),
    data: { riderId: rider._id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const session = await apiLogin(request, staff.phone, staff.password);
  const photo = await request.post(`${API_URL}/rider/orders/${order._id}/photos`, {
    headers: { ...authHeaders(session.token), 'content-type': 'image/png', [IDEMPOTENCY_HEADER]: idempotencyKey() },
    data: smallPhoto(),
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const { _id } = await readJson(photo, photoAnswerSchema);
  const body: PickupBody = { pieces: 3, items: [], notes, photoIds: [_id] };
  const picked = await request.post(`${API_URL}/rider/orders/${order._id}/pickup`, {
    headers: { ...authHeaders(session.token), [IDEMPOTENCY_HEADER]: idempotencyKey() },
    data: body,
  });
  expect(picked.status(), await picked.text()).toBe(200);
}

/** The order as the shop's list has it now. */
export async function orderNow(request: APIRequestContext, admin: AuthResponse, order: Order): Promise<Order> {
  const found = (await listOrders(request, admin, { q: order.orderNumber })).find((o) => o._id === order._id);
  expect(found, order.orderNumber).toBeDefined();
  return found!;
}

/** A customer's order card on My Orders. */
export function myOrderCard(page: Page, order: Order): Locator {
  return page.locator(`article.customer-order-card[data-order-id="${order._id}"]`);
}

/** An <img> that has loaded its picture (an object URL made from the fetched photo). */
export async function expectLoadedImage(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** Every visible button, link and form control in `scope` smaller than 44 px either way. */
export async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((el) =>
    [...el.querySelectorAll('button, a[href], select, input:not([type="radio"]):not([type="file"]), label:has(input[type="radio"]), summary')]
      .filter((n) => n.checkVisibility())
      .map((n) => ({ n, r: n.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(
        ({ n, r }) =>
          `${n.tagName.toLowerCase()} "${(n.getAttribute('aria-label') ?? n.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      ),
  );
}

/**
 * The screen as a person sees it at 375 and 1280 px, into /tmp/shots/, to look at: the element
 * brought to the middle of the view (its top, when taller than the view), or the page's top.
 * The sticky header and the floating buttons stay where they are, as on the phone.
 */
export async function shootCare(page: Page, target: Locator | null, name: string): Promise<void> {
  mkdirSync(CARE_SHOTS, { recursive: true });
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    if (target) {
      await target.evaluate((el) => {
        const tall = el.getBoundingClientRect().height > window.innerHeight - 160;
        el.scrollIntoView({ block: tall ? 'start' : 'center', behavior: 'instant' });
      });
    } else {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    }
    await page.screenshot({ path: `${CARE_SHOTS}/${name}-${viewport.width}.png` });
  }
}
