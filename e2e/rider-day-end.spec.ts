import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import { riderDaySchema } from '@laundry/shared/contracts/rider-day';
import { staffMemberSchema, type NewStaffBody, type StaffMember } from '@laundry/shared/contracts/staff';
import { adminSession, bookOrder, tomorrowIst } from './support/admin';
import { API_URL, apiLogin, apiSignup, authHeaders, freshPhone, readJson, useSessionInBrowser } from './support/api';

/**
 * The rider's day-end (docs/decisions/0074): the rider delivers with cash on a 375 px phone and
 * finds the stop in Done with the cash total; the shop, on a 1280 px screen, sees the cash arrive
 * in Today's takings without a reload and confirms the handover; the rider sees it handed over.
 */

const SHOTS = '/tmp/shots/day-end';
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
const RIDER_PASSWORD = 'Rider#12345';

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function addRider(request: APIRequestContext, admin: AuthResponse, name: string): Promise<StaffMember & { password: string }> {
  const body: NewStaffBody = { role: 'rider', name, phone: freshPhone(), password: RIDER_PASSWORD };
  const res = await request.post(`${API_URL}/admin/staff`, { headers: authHeaders(admin.token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return { ...(await readJson(res, staffMemberSchema)), password: RIDER_PASSWORD };
}

/** Booked for tomorrow morning (Express: back the same evening), given to the rider, picked up and priced at ₹240. */
async function deliveryFor(request: APIRequestContext, admin: AuthResponse, rider: { _id: string; phone: string }, customerName: string) {
  const customer = await apiSignup(request, customerName);
  const order: Order = await bookOrder(request, customer, {
    delivery: 'express',
    pickupDate: tomorrowIst(),
    pickupTime: '9:00 AM – 11:00 AM',
    pickupAddress: '7-1-20, Main Road, Kakinada 533001',
    pincode: '533001',
  });
  const headers = authHeaders(admin.token);
  expect((await request.patch(`${API_URL}/admin/orders/${order._id}/rider`, { headers, data: { riderId: rider._id } })).status()).toBe(200);
  const riderSession = await apiLogin(request, rider.phone, RIDER_PASSWORD);
  const picked = await request.post(`${API_URL}/rider/orders/${order._id}/pickup`, { headers: authHeaders(riderSession.token), data: { pieces: 4 } });
  expect(picked.status(), await picked.text()).toBe(200);
  // ₹160 on the list, half again for Express: ₹240 to collect.
  const priced = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
    headers,
    data: { items: [{ service: 'Wash and Fold', item: 'Saree', qty: 4, rate: 40 }] },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  return { order, riderSession };
}

async function riderPhone(browser: Browser, rider: { phone: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill(rider.phone);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My stops' })).toBeVisible();
  return page;
}

test('the rider delivers with cash, sees it done with the cash total; the shop confirms the handover; the rider sees it handed over', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const riderName = `Dayend Rider ${Date.now().toString(36)}`;
  const rider = await addRider(request, admin, riderName);
  const { order, riderSession } = await deliveryFor(request, admin, rider, 'Meena Dayend');

  // The shop watches Today's takings on a laptop.
  const shopPage = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await useSessionInBrowser(shopPage, admin);
  await shopPage.goto('/admin?tab=payments&view=takings');
  await expect(shopPage.getByRole('heading', { name: "Today's takings" })).toBeVisible();
  const ridersCard = shopPage.getByRole('region', { name: 'Cash with riders' });
  await expect(ridersCard).toBeVisible();
  await expect(ridersCard.getByRole('article', { name: riderName })).toHaveCount(0);

  // The rider delivers from tomorrow's list and collects ₹240 in cash.
  const riderPage = await riderPhone(browser, rider);
  await riderPage.getByRole('button', { name: 'Tomorrow' }).click();
  const stop = riderPage.getByRole('article', { name: 'Meena Dayend' });
  await expect(stop).toContainText('Delivery');
  await stop.getByRole('button', { name: 'Out for delivery' }).click();
  await stop.getByRole('button', { name: 'Delivered' }).click();
  const sheet = riderPage.getByRole('dialog', { name: 'Deliver to Meena Dayend' });
  await expect(sheet.getByLabel('Amount collected (₹)')).toHaveValue('240');
  await sheet.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(riderPage.getByTestId('rider-outbox')).toHaveText('Everything is sent.');

  // Done: the stop stays, with its time, pieces and the cash; the totals say what to hand over.
  await riderPage.getByRole('button', { name: 'Done' }).click();
  const done = riderPage.locator('.rider-done').getByRole('article', { name: 'Meena Dayend' });
  await expect(done).toHaveCount(2);
  const delivered = done.filter({ hasText: 'Delivery' });
  await expect(delivered).toContainText(order.orderNumber);
  await expect(delivered).toContainText('4 pieces');
  await expect(delivered).toContainText('Cash ₹240');
  await expect(delivered.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
  await expect(riderPage.locator('[data-figure="cash"]')).toHaveText('₹240');
  await expect(riderPage.locator('[data-figure="with-you"]')).toHaveText('₹240');
  await expect(riderPage.locator('[data-figure="handed-over"]')).toHaveText('₹0');
  expect(await riderPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(riderPage, 'rider-done-375');
  await riderPage.getByRole('button', { name: 'Hand over cash' }).click();
  const handOver = riderPage.getByRole('dialog', { name: 'Hand over cash' });
  await expect(handOver.locator('[data-figure="hand-over"]')).toHaveText('₹240');
  await expect(handOver).toContainText('The shop counts it and confirms the amount');
  await shot(riderPage, 'rider-hand-over-375', false);
  await handOver.getByRole('button', { name: 'OK' }).click();
  await expect(handOver).toHaveCount(0);

  // The shop's takings showed the cash with the rider without a reload.
  const line = ridersCard.getByRole('article', { name: riderName });
  await expect(line.locator('[data-figure="rider-cash"]')).toHaveText('₹240', { timeout: 10_000 });
  await expect(line.locator('[data-figure="rider-with-rider"]')).toHaveText('₹240');
  await line.getByRole('button', { name: 'Confirm handover' }).click();
  const received = line.getByLabel('Cash received (₹)');
  await expect(received).toHaveValue('240');
  // ₹200 received: a different amount needs a note.
  await received.fill('200');
  await line.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(line.getByRole('alert')).toHaveText('This differs from the ₹240 still with the rider: please add a note saying why.');
  await line.getByLabel('Note').fill('₹40 change given to a customer');
  await shot(shopPage, 'shop-confirm-1280');
  await line.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(line.locator('[data-figure="rider-handed-over"]')).toHaveText('₹200');
  await expect(line.locator('[data-figure="rider-with-rider"]')).toHaveText('₹40');
  await expect(line).toContainText('Short by ₹40');
  await expect(line).toContainText('₹40 change given to a customer');
  await shot(shopPage, 'shop-takings-1280');
  await shopPage.setViewportSize(PHONE);
  await shot(shopPage, 'shop-takings-375');

  // The rest later the same day: pre-filled with what is still out, no note needed.
  await shopPage.setViewportSize(LAPTOP);
  await line.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(line.getByLabel('Cash received (₹)')).toHaveValue('40');
  await line.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(line.locator('[data-figure="rider-with-rider"]')).toHaveText('₹0');

  // The rider sees it handed over (the Done view refetches on focus and every 20 s).
  await riderPage.reload();
  await riderPage.getByRole('button', { name: 'Done' }).click();
  await expect(riderPage.locator('[data-figure="handed-over"]')).toHaveText('₹240');
  await expect(riderPage.locator('[data-figure="with-you"]')).toHaveText('₹0');
  await expect(riderPage.locator('.rider-dayend__handovers li')).toHaveCount(2);
  await expect(riderPage.getByRole('button', { name: 'Hand over cash' })).toBeDisabled();
  const day = await readJson(await request.get(`${API_URL}/rider/day`, { headers: authHeaders(riderSession.token) }), riderDaySchema);
  expect(day).toMatchObject({ collected: { cash: 240, upi: 0 }, handedOver: 240, withRider: 0 });
  await shot(riderPage, 'rider-handed-over-375');
  await riderPage.setViewportSize(LAPTOP);
  await shot(riderPage, 'rider-done-1280');

  await Promise.all([shopPage.context().close(), riderPage.context().close()]);
});
