import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderListSchema, type CreateOrderBody, type Order } from '@laundry/shared/contracts/orders';
import { priceCatalogueSchema } from '@laundry/shared/contracts/prices';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { formatInr } from '@laundry/shared/rules/money';
import { API_URL, apiLogin, apiSignup, authHeaders, DEMO_ADMIN, readJson, useSessionInBrowser } from './support/api';
import { bookOrder } from './support/admin';
import { answerSlotsAsAt } from './support/slots';

/*
 * The booking's first date and estimate, live notices and step
 * times in My Orders, and order numbers that never wrap and can be copied.
 * SHOT_PHASE=before|after names the screenshots kept for the closing note.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const PHASE = process.env.SHOT_PHASE ?? 'after';
const WIDTHS = [375, 1280] as const;

async function shot(page: Page, name: string, target?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = `${SHOTS}/${name}-${PHASE}-${width}.png`;
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

/** A moment on the shop's calendar day `date`, at hh:mm India time. */
function istMoment(date: string, hhmm: string): Date {
  return new Date(`${date}T${hhmm}:00+05:30`);
}

/** This spec's bookings: Wash and Iron, tomorrow 9–11 AM (the shared helper with these defaults). */
function bookByApi(request: APIRequestContext, session: AuthResponse, extra: Partial<CreateOrderBody> = {}): Promise<Order> {
  return bookOrder(request, session, { service: 'Wash and Iron', pickupTime: '9:00 AM – 11:00 AM', ...extra });
}

function orderCard(page: Page, orderNumber: string) {
  return page.getByRole('article', { name: orderNumber });
}

/** The element shows on one line: never wrapped, whatever room it is given. */
async function expectOneLine(number: Locator) {
  await expect(number).toHaveCSS('white-space', 'nowrap');
  expect(await number.evaluate((el) => el.getClientRects().length)).toBe(1);
}

for (const width of WIDTHS) {
  test(`booking at 21:30 IST starts on tomorrow, the first date with an open window (${width} px)`, async ({ page, request }) => {
    const customer = await apiSignup(request, 'Late Evening Booker');
    await page.setViewportSize({ width, height: 900 });
    const today = istDate(new Date());
    await page.clock.setFixedTime(istMoment(today, '21:30'));
    await useSessionInBrowser(page, customer);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Book a pickup' })).toBeVisible();
    const date = page.getByRole('main').getByLabel('Pickup date');
    const time = page.getByRole('main').getByLabel('Pickup time');
    await shot(page, 'p4-booking-late', page.locator('.booking-form'));
    await expect(date).toHaveValue(addDays(today, 1));
    await expect(time).toBeEnabled();
    await expect(time.locator('option')).toHaveCount(9);
    await expect(page.getByText('No pickup windows are left today')).toHaveCount(0);
  });
}

test("a booking form left open past today's last window moves on to tomorrow, unless the customer chose the date", async ({ page, request }) => {
  const customer = await apiSignup(request, 'Slow Booker');
  const today = istDate(new Date());
  await page.clock.install({ time: istMoment(today, '19:58') });
  await answerSlotsAsAt(page, today, istMoment(today, '19:58'));
  await useSessionInBrowser(page, customer);
  await page.goto('/orders');
  const date = page.getByRole('main').getByLabel('Pickup date');
  // 9 PM – 10 PM is still open for two more minutes: the same-day cut-off is an hour before a window starts.
  await expect(date).toHaveValue(today);
  await page.clock.fastForward('05:00');
  await expect(date).toHaveValue(addDays(today, 1));
  await expect(page.getByRole('main').getByLabel('Pickup time')).toBeEnabled();

  // A date the customer picked is theirs: the clock does not move it.
  await date.fill(addDays(today, 3));
  await page.clock.fastForward('05:00');
  await expect(date).toHaveValue(addDays(today, 3));
});

test('booking in the morning still starts today, with only the windows that are left', async ({ page, request }) => {
  const customer = await apiSignup(request, 'Morning Booker');
  const today = istDate(new Date());
  await page.clock.setFixedTime(istMoment(today, '10:30'));
  await answerSlotsAsAt(page, today, istMoment(today, '10:30'));
  await useSessionInBrowser(page, customer);
  await page.goto('/orders');
  await expect(page.getByRole('main').getByLabel('Pickup date')).toHaveValue(today);
  // 1 PM – 3 PM is the first window that starts an hour or more from now (11 AM is within the cut-off).
  await expect(page.getByRole('main').getByLabel('Pickup time').locator('option').nth(1)).toHaveText('1:00 PM – 3:00 PM');
});

for (const width of WIDTHS) {
  test(`the booking shows an estimate from the price list for the items the customer counts (${width} px)`, async ({ page, request }) => {
    const customer = await apiSignup(request, 'Estimate Seeker');
    await page.setViewportSize({ width, height: 900 });
    // The rates the estimate must use: the shop's live price list, "29+" read as ₹29.
    const catalogue = readJson(await request.get(`${API_URL}/api/prices`), priceCatalogueSchema);
    const items = (await catalogue).categories.flatMap((c) => c.items);
    const rate = (name: string) => Number.parseInt(items.find((i) => i.name === name)?.prices['Wash Iron'] ?? 'x', 10);
    const shirt = 'Shirt / T-Shirt';
    const trouser = 'Trouser / Jeans';
    const expected = rate(shirt) * 3 + rate(trouser) * 2;
    expect(expected).toBeGreaterThan(0);

    await useSessionInBrowser(page, customer);
    await page.goto('/orders');
    const main = page.getByRole('main');
    await page.getByRole('radio', { name: /^Wash and Iron/ }).check();
    await shot(page, 'p4-booking-form', page.locator('.booking-form'));

    const estimate = main.getByRole('group', { name: /Estimate your bill/ });
    await estimate
      .getByText(/Estimate your bill/)
      .first()
      .click();
    await estimate.getByLabel('Item 1', { exact: true }).selectOption({ label: shirt });
    await estimate.getByLabel(`How many: ${shirt}`).fill('3');
    await estimate.getByRole('button', { name: 'Add another item' }).click();
    await estimate.getByLabel('Item 2', { exact: true }).selectOption({ label: trouser });
    await estimate.getByLabel(`How many: ${trouser}`).fill('2');
    const total = estimate.getByTestId('estimate-total');
    await expect(total).toHaveText(`${formatInr(expected)}`);
    await expect(estimate).toContainText('Estimate only');
    await shot(page, 'p4-estimate', estimate);

    // Iron has its own rates: the estimate follows the service chosen.
    await page.getByRole('radio', { name: /^Iron/ }).check();
    await expect(total).not.toHaveText(`${formatInr(expected)}`);
    await page.getByRole('radio', { name: /^Wash and Iron/ }).check();
    await expect(total).toHaveText(`${formatInr(expected)}`);

    await main.getByLabel('Pickup date').fill(addDays(istDate(new Date()), 1));
    await main.getByLabel('Pickup time').selectOption({ index: 1 });
    await main.getByLabel('Pickup address').fill('Flat 4, Lakshmi Nagar, Main Road, Kakinada');
    await page.getByRole('button', { name: 'Review booking' }).click();
    const review = page.getByRole('region', { name: 'Review your booking' });
    await expect(review).toContainText(`${shirt} × 3`);
    await expect(review).toContainText(`Estimate from ${formatInr(expected)}`);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'Pickup booked!' })).toBeVisible();

    // The shop sees the counts with the order (its notes), marked as the customer's estimate.
    const list = await readJson(await request.get(`${API_URL}/orders`, { headers: authHeaders(customer.token) }), orderListSchema);
    expect(list[0]?.notes).toContain(`${shirt} × 3`);
    expect(list[0]?.notes).toContain(`${trouser} × 2`);
    expect(list[0]?.notes).toMatch(/estimate/i);
  });
}

for (const width of WIDTHS) {
  test(`My Orders announces each change of an order and every step shows its time (${width} px)`, async ({ page, request }) => {
    const customer = await apiSignup(request, 'Notice Reader');
    const order = await bookByApi(request, customer);
    const admin = (await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password)).token;
    await page.setViewportSize({ width, height: 900 });
    await useSessionInBrowser(page, customer);
    await page.goto('/my-orders');
    const card = orderCard(page, order.orderNumber);
    await expect(card).toBeVisible();
    await expect(page.getByTestId('live-indicator')).toHaveText('Live');
    await shot(page, 'p5-my-orders', card);

    const notices = page.getByRole('status').filter({ hasText: order.orderNumber });
    const res = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
      headers: authHeaders(admin),
      data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 3, rate: 29 }], discount: 0, tax: 0 },
    });
    expect(res.status(), await res.text()).toBe(200);
    await expect(notices).toContainText(`Your order ${order.orderNumber} has been picked up. Your bill is ready: ${formatInr(87)}`, {
      timeout: 2_000,
    });

    await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'Delivering' } });
    await expect(notices).toContainText(`Your order ${order.orderNumber} is out for delivery`, { timeout: 2_000 });
    await shot(page, 'p5-notice');

    // Every step reached shows when; the step to come shows none.
    const steps = card.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    const clock = /\d{1,2}:\d{2}\s?[ap]m/i;
    await expect(steps.nth(0)).toContainText(clock);
    await expect(steps.nth(1)).toContainText(clock);
    await expect(steps.nth(2)).toContainText(clock);
    await expect(steps.nth(3)).not.toContainText(clock);
    await shot(page, 'p5-timeline', card);

    // A notice goes when dismissed.
    const delivering = page.getByText(`Your order ${order.orderNumber} is out for delivery`);
    await page.getByRole('button', { name: `Dismiss: Your order ${order.orderNumber} is out for delivery` }).click();
    await expect(delivering).toHaveCount(0);

    await request.patch(`${API_URL}/admin/orders/${order._id}/pricing`, {
      headers: authHeaders(admin),
      data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 5, rate: 29 }], discount: 0, tax: 0 },
    });
    await expect(notices).toContainText(`The bill for your order ${order.orderNumber} has been updated: ${formatInr(145)}`, { timeout: 2_000 });
    await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'Completed' } });
    await expect(notices).toContainText(`Your order ${order.orderNumber} has been delivered`, { timeout: 2_000 });
    await expect(steps.nth(3)).toContainText(clock);
  });
}

test('a cancelled order tells the customer, and its timeline shows when it was cancelled', async ({ page, request }) => {
  const customer = await apiSignup(request, 'Cancel Watcher');
  const order = await bookByApi(request, customer);
  const admin = (await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password)).token;
  await useSessionInBrowser(page, customer);
  await page.goto('/my-orders');
  await expect(page.getByTestId('live-indicator')).toHaveText('Live');
  await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'Cancelled' } });
  await expect(page.getByRole('status').filter({ hasText: order.orderNumber })).toContainText(`Your order ${order.orderNumber} has been cancelled`, {
    timeout: 2_000,
  });
  const steps = orderCard(page, order.orderNumber).getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(1)).toContainText(/Cancelled.*\d{1,2}:\d{2}\s?[ap]m/i);
});

for (const width of WIDTHS) {
  test(`the order number never wraps and can be copied, on the booking done page and in My Orders (${width} px)`, async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = await apiSignup(request, 'Copy Keeper');
    const older = await bookByApi(request, customer);
    await page.setViewportSize({ width, height: 900 });
    await useSessionInBrowser(page, customer);
    await page.goto('/orders');
    const main = page.getByRole('main');
    await page.getByRole('radio', { name: /^Dry Clean/ }).check();
    await main.getByLabel('Pickup date').fill(addDays(istDate(new Date()), 1));
    await main.getByLabel('Pickup time').selectOption({ index: 1 });
    await main.getByLabel('Pickup address').fill('Door 7-1-22, Gandhi Nagar, Kakinada');
    await page.getByRole('button', { name: 'Review booking' }).click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const number = page.getByTestId('new-order-number');
    await expect(number).toHaveText(/^SL-/);
    const orderNumber = (await number.textContent()) ?? '';
    await shot(page, 'p6-booking-done', page.locator('.booking-done'));
    await expectOneLine(number);
    await page.getByRole('button', { name: `Copy order number ${orderNumber}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderNumber);

    await page.goto('/my-orders');
    const card = orderCard(page, older.orderNumber);
    await expect(card).toBeVisible();
    await shot(page, 'p6-my-orders-card', card);
    await expectOneLine(card.getByRole('heading', { name: older.orderNumber }));
    await card.getByRole('button', { name: `Copy order number ${older.orderNumber}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(older.orderNumber);
  });
}
