import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order, type PricingBody } from '@laundry/shared/contracts/orders';
import { rackCheckSchema, todayBoardSchema, type RackCheck, type TodayBoard } from '@laundry/shared/contracts/pieces';
import { bookOrder, customerSession } from './admin';
import { API_URL, authHeaders, readJson } from './api';

/** Helpers of the shop floor's browser tests (docs/decisions/0056): pieces, labels, racks, Today. */

export const SHOTS = '/tmp/shots-floor';
export const PHONE = { width: 375, height: 740 };
export const LAPTOP = { width: 1280, height: 800 };

/** Three pieces: two sarees to dry clean, one shirt to iron (an item line of qty 2 is two pieces). */
export const THREE_PIECES: PricingBody['items'] = [
  { service: 'Dry Clean', item: 'Saree', qty: 2, rate: 150 },
  { service: 'Iron', item: 'Shirt', qty: 1, rate: 15 },
];

/** Pickup & Price through the API: the transaction that makes the order's pieces and their tags. */
export async function priceOrder(request: APIRequestContext, admin: AuthResponse, order: Order, items = THREE_PIECES): Promise<Order> {
  const body: PricingBody = { items, discount: 0, tax: 0 };
  const res = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, { headers: authHeaders(admin.token), data: body });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

/** A customer's booking for tomorrow, priced: an order with tagged pieces, as the shop has them after pickup. */
export async function pricedOrder(request: APIRequestContext, admin: AuthResponse, name: string, items = THREE_PIECES): Promise<Order> {
  const customer = await customerSession(request, name);
  const order = await priceOrder(request, admin, await bookOrder(request, customer), items);
  expect(order.pieces.length).toBeGreaterThan(0);
  return order;
}

export async function setRackApi(request: APIRequestContext, admin: AuthResponse, orderId: string, rack: string): Promise<Order> {
  const res = await request.put(`${API_URL}/admin/orders/${orderId}/rack`, { headers: authHeaders(admin.token), data: { rack } });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

export async function todayBoard(request: APIRequestContext, admin: AuthResponse): Promise<TodayBoard> {
  const res = await request.get(`${API_URL}/admin/today`, { headers: authHeaders(admin.token) });
  expect(res.status()).toBe(200);
  return readJson(res, todayBoardSchema);
}

export async function checkRackApi(request: APIRequestContext, admin: AuthResponse, rack: string, codes: string[]): Promise<RackCheck> {
  const res = await request.post(`${API_URL}/admin/racks/check`, { headers: authHeaders(admin.token), data: { rack, codes } });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, rackCheckSchema);
}

/** A rack name no other test uses (up to 10 letters, digits or dashes). */
export function uniqueRack(): string {
  return `T${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase().slice(0, 10);
}

/** The text of the QR code in a PNG (a screenshot of a label), read in Node with jsQR; null when none. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/** A label on the print page, by its tag. */
export function labelOf(page: Page, tag: string): Locator {
  return page.locator(`article.piece-label[data-tag="${tag}"]`);
}

/**
 * A photo of a label, as a phone would take it: a screenshot of the label on its print page.
 * Opened in a tab of its own and closed again.
 */
export async function labelPhoto(page: Page, order: Order, tag: string): Promise<Buffer> {
  const tab = await page.context().newPage();
  await tab.goto(`/admin/labels/${order._id}?tag=${encodeURIComponent(tag)}`);
  const label = labelOf(tab, tag);
  await expect(label).toBeVisible();
  const png = await label.screenshot();
  await tab.close();
  return png;
}

/** The pages of a PDF and each one's size in millimetres (from the MediaBox Chromium writes on each page). */
export function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pt = (v: string) => Math.round((Number(v) * 25.4) / 72);
  return [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => ({
    width: pt(m[3]!) - pt(m[1]!),
    height: pt(m[4]!) - pt(m[2]!),
  }));
}

/** Screenshots at 375 and 1280 px into /tmp/shots-floor/, to look at (the element, or the top of the page). */
export async function shoot(page: Page, target: Locator | null, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
    }
  }
}

/** Elements of `scope` that reach past the window's right edge. */
export async function overflowing(scope: Locator): Promise<string[]> {
  return scope.evaluate((el) => {
    const limit = document.documentElement.clientWidth;
    return [...el.querySelectorAll('*')].filter((n) => n.getBoundingClientRect().right > limit + 1).map((n) => `${n.tagName}.${n.className}`);
  });
}

/** Serious or critical axe findings inside `selector` (the bar of e2e/accessibility.spec.ts). */
export async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
