import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { shopPaymentSettingsSchema } from '@laundry/shared/contracts/shop';
import { takingsSchema, type Takings } from '@laundry/shared/contracts/takings';
import { formatInr } from '@laundry/shared/rules/money';
import { adminSession, customerSession, manualOrder, todayIst, uniquePhone, uniqueWord } from './support/admin';
import { API_URL, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Dues and day-end (docs/decisions/0046): priced unpaid orders are listed by customer
 * with a WhatsApp reminder carrying the amount and a UPI pay link; a cash payment shows in
 * Today's takings; counting the till shows the difference in words; the CSV carries the figures.
 */

const SHOTS = '/tmp/shots-dues-takings';
const BOM = [0xef, 0xbb, 0xbf];

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pay(request: APIRequestContext, admin: AuthResponse, order: Order, method: string, amount: number): Promise<Order> {
  const res = await request.post(`${API_URL}/admin/orders/${order._id}/payments`, { headers: authHeaders(admin.token), data: { method, amount } });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

async function takings(request: APIRequestContext, admin: AuthResponse): Promise<Takings> {
  const res = await request.get(`${API_URL}/admin/takings?date=${todayIst()}`, { headers: authHeaders(admin.token) });
  expect(res.status()).toBe(200);
  return readJson(res, takingsSchema);
}

const inr = (rupees: number) => formatInr(rupees, 'en');

test('unpaid orders by customer with a WhatsApp reminder, then the day-end with the cash counted and its CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const word = uniqueWord('dues');
  const customer = await customerSession(request, `Asha ${word}`);
  const rate = (rupees: number) => [{ service: 'Iron', item: 'Saree', qty: 1, rate: rupees }];
  const first = await manualOrder(request, admin, { phone: customer.user.phone, userId: { name: '' }, items: rate(300) });
  const second = await manualOrder(request, admin, { phone: customer.user.phone, userId: { name: '' }, items: rate(150) });
  await pay(request, admin, second, 'upi', 50);
  const walkInPhone = uniquePhone();
  const walkIn = await manualOrder(request, admin, { phone: walkInPhone, userId: { name: `Ravi ${word}` }, items: rate(220) });
  const shop = readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema);
  const { upiId } = await shop;

  await useSessionInBrowser(page, admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin?tab=payments&view=dues');
  await expect(page.getByRole('heading', { name: 'Unpaid', exact: true })).toBeVisible();

  // Asha's two orders under her account: ₹300 + ₹100 left of ₹150.
  const asha = page.locator('li.due-card').filter({ has: page.getByRole('heading', { name: `Asha ${word}`, exact: true }) });
  await expect(asha).toContainText(inr(400));
  await expect(asha).toContainText(first.invoiceNumber ?? first.orderNumber);
  await expect(asha).toContainText(`${inr(100)} due of ${inr(150)}`);
  await expect(asha).toContainText('today');
  const link = asha.getByRole('link', { name: 'Remind on WhatsApp' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/91${customer.user.phone}?text=`)).toBe(true);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(text).toContain(`Namaste Asha ${word},`);
  expect(text).toContain(`${inr(400)} is due on your orders`);
  expect(text).toContain(`upi://pay?pa=${upiId}&`);
  expect(text).toContain('&am=400.00&cu=INR&tn=');

  // The walk-in is known by phone.
  const ravi = page.locator('li.due-card').filter({ has: page.getByRole('heading', { name: `Ravi ${word}`, exact: true }) });
  await expect(ravi).toContainText(inr(220));
  await expect(ravi).toContainText('Walk-in');
  await shoot(page, 'dues');

  // The age tiles narrow the list: these orders are new, so not among the older dues.
  await page.getByRole('button', { name: /^Over 30 days/ }).click();
  await expect(asha).toHaveCount(0);
  await page.getByRole('button', { name: /^0–7 days/ }).click();
  await expect(asha).toBeVisible();

  // The walk-in pays cash at the counter: it shows in today's takings.
  const before = await takings(request, admin);
  await pay(request, admin, walkIn, 'cash', 220);
  const after = await takings(request, admin);
  expect(after.byMethod.cash - before.byMethod.cash).toBe(220);
  await page.getByRole('button', { name: "Today's takings" }).click();
  await expect(page.getByRole('heading', { name: "Today's takings" })).toBeVisible();
  await expect(page.locator('[data-figure="cash"]')).toHaveText(inr(after.byMethod.cash));
  await expect(page.locator('[data-figure="total"]')).toHaveText(inr(after.total));
  await expect(page.locator('[data-figure="cash-expected"]')).toHaveText(inr(after.cash.expected));

  // The till is ₹20 short: said in words, and kept.
  await page.getByLabel('Cash counted (₹)').fill(String(after.cash.expected - 20));
  await page.getByLabel(/^Note/).fill('One note missing');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.locator('[data-figure="cash-difference"]')).toHaveText(`Short by ${inr(20)}`);
  const counted = await takings(request, admin);
  expect(counted.cash).toMatchObject({ counted: after.cash.expected - 20, difference: -20, note: 'One note missing' });
  await shoot(page, 'takings');

  // The CSV: BOM, and the figures as the API has them.
  const next = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await next;
  expect(download.suggestedFilename()).toBe(`takings_${todayIst()}.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Date,Figure,Count,Amount (INR),Note');
  expect(lines).toContain(`${todayIst()},Cash,,${counted.byMethod.cash},`);
  expect(lines).toContain(`${todayIst()},Money in (total),,${counted.total},`);
  expect(lines).toContain(`${todayIst()},Cash counted,,${counted.cash.counted},One note missing`);
  expect(lines).toContain(`${todayIst()},Cash difference (counted - expected),,-20,`);

  // Paid in full, the walk-in leaves the Unpaid list.
  await page.getByRole('button', { name: 'Unpaid' }).click();
  await expect(asha).toBeVisible();
  await expect(ravi).toHaveCount(0);
});
