import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderListSchema, orderSchema, type CreateOrderBody, type Order } from '@laundry/shared/contracts/orders';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { formatInr } from '@laundry/shared/rules/money';
import { API_URL, apiLogin, apiSignup, authHeaders, DEMO_ADMIN, readJson, useSessionInBrowser } from './support/api';
import { bookOrder } from './support/admin';

const SHOTS = '/tmp/shots-orders';
const tomorrow = () => addDays(istDate(new Date()), 1);

/** This spec's bookings: Wash and Iron, tomorrow 9–11 AM (the shared helper with these defaults). */
function bookByApi(request: APIRequestContext, session: AuthResponse, extra: Partial<CreateOrderBody> = {}): Promise<Order> {
  return bookOrder(request, session, { service: 'Wash and Iron', pickupTime: '9:00 AM – 11:00 AM', ...extra });
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password)).token;
}

/**
 * Holds the first browser request matching `url` until released, so a screen's own loading
 * state can be seen: the request starts only once the screen's code has loaded and asked.
 */
async function holdRequest(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const requested = new Promise<void>((resolve) => (seen = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    seen();
    await released;
    await route.continue();
  });
  return { requested, release };
}

function orderCard(page: Page, orderNumber: string) {
  return page.getByRole('article', { name: orderNumber });
}

test('a customer books a pickup through the form: every mistake is named beside its field, then the order is made', async ({
  page,
  request,
  context,
}) => {
  const customer = await apiSignup(request, 'Lakshmi Booker');
  await useSessionInBrowser(page, customer);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 16.989065, longitude: 82.247467 });

  const profile = await holdRequest(page, `${API_URL}/profile`);
  await page.goto('/orders');
  await profile.requested;
  await expect(page.getByText('Loading orders…')).toBeVisible();
  profile.release();

  await expect(page.getByRole('heading', { name: 'Book a pickup' })).toBeVisible();
  // The phone comes from the profile.
  await expect(page.getByRole('main').getByLabel('Phone')).toHaveValue(customer.user.phone);

  // Nothing chosen yet: each missing answer is described on its own control.
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(page.getByText('Please correct the fields marked below.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Service' })).toHaveAccessibleDescription('Please choose a service.');
  await expect(page.getByRole('main').getByLabel('Pickup time')).toHaveAccessibleDescription(/Please choose a pickup time\./);
  await expect(page.getByRole('main').getByLabel('Pickup address')).toHaveAccessibleDescription('Please enter the pickup address.');
  await expect(page.getByRole('radio', { name: /^Wash and Fold/ })).toBeFocused();

  // Wrong answers get their own messages.
  await page.getByRole('main').getByLabel('Phone').fill('98765');
  await page
    .getByRole('main')
    .getByLabel('Pickup date')
    .fill(addDays(istDate(new Date()), -1));
  await page.getByRole('radio', { name: /^Express/ }).check();
  await page.getByRole('main').getByLabel('Pickup address').fill('Kakinada');
  await expect(page.getByRole('main').getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid 10-digit mobile number\./);
  await expect(page.getByRole('main').getByLabel('Pickup date')).toHaveAccessibleDescription(/The pickup date cannot be in the past\./);
  await expect(page.getByRole('main').getByLabel('Pickup address')).toHaveAccessibleDescription(
    'Please enter the full address: house number, street and area.',
  );
  const expressBox = page.getByRole('checkbox', { name: /I understand Express costs 1\.5x/ });
  await expect(expressBox).toHaveAccessibleDescription('Please confirm the Express charge and terms, or choose Regular.');
  await expect(page.getByRole('radio', { name: /^Express/ })).toHaveAccessibleName(
    /1\.5x charge\. Same-day or next-day delivery\. Select areas only\./,
  );
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toHaveCount(0);

  // Put everything right.
  await page.getByRole('radio', { name: /^Dry Clean/ }).check();
  await expressBox.check();
  await page.getByRole('main').getByLabel('Pickup date').fill(tomorrow());
  await page.getByRole('main').getByLabel('Pickup time').selectOption('7:00 AM – 9:00 AM');
  await page.getByRole('main').getByLabel('Pickup address').fill('D.No. 4-5-6, Temple Street,\nSuryaraopeta, Kakinada');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('captured-coordinates')).toHaveText('16.98907, 82.24747');
  // The address stays as typed and editable.
  await expect(page.getByRole('main').getByLabel('Pickup address')).toHaveValue('D.No. 4-5-6, Temple Street,\nSuryaraopeta, Kakinada');
  await expect(page.getByRole('main').getByLabel('Pickup address')).toBeEditable();
  await page.getByRole('main').getByLabel('Phone').fill('+91 98765 00011');
  await page.getByRole('main').getByLabel('Notes (optional)').fill('Two silk sarees');
  await expect(page.getByText('Please correct the fields marked below.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Review booking' }).click();
  const review = page.getByRole('region', { name: 'Review your booking' });
  await expect(review).toContainText('Dry Clean');
  await expect(review).toContainText('Express: 1.5x charge.');
  await expect(review).toContainText('7:00 AM – 9:00 AM');
  await expect(review).toContainText('9876500011');
  await expect(review).toContainText('16.98907, 82.24747');

  // The server cannot be reached: the message shows and nothing typed is lost.
  await page.route(`${API_URL}/orders`, (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
  await review.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(review.getByRole('alert')).toHaveText('Could not reach the server. Check your connection and try again.');
  await review.getByRole('button', { name: 'Edit details' }).click();
  await expect(page.getByRole('main').getByLabel('Pickup address')).toHaveValue('D.No. 4-5-6, Temple Street,\nSuryaraopeta, Kakinada');
  await expect(page.getByRole('main').getByLabel('Notes (optional)')).toHaveValue('Two silk sarees');
  await expect(page.getByRole('radio', { name: /^Dry Clean/ })).toBeChecked();
  await expect(page.getByRole('main').getByLabel('Pickup time')).toHaveValue('7:00 AM – 9:00 AM');
  await page.unroute(`${API_URL}/orders`);

  await page.getByRole('button', { name: 'Review booking' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Pickup booked!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('new-order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^SL-\d+/);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/book-done-1280.png` });

  const mine = await readJson(await request.get(`${API_URL}/orders`, { headers: authHeaders(customer.token) }), orderListSchema);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    orderNumber,
    service: 'Dry Clean',
    delivery: 'express',
    status: 'Pending',
    pickupDate: tomorrow(),
    pickupTime: '7:00 AM – 9:00 AM',
    pickupAddress: 'D.No. 4-5-6, Temple Street,\nSuryaraopeta, Kakinada',
    phone: '9876500011',
    notes: 'Two silk sarees',
    lat: 16.989065,
    lng: 82.247467,
  });

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const card = orderCard(page, orderNumber);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  await expect(card.getByTestId('delivery-badge')).toHaveText('Express');
});

test('My Orders follows the shop live: status and pricing change without a reload, and the invoice downloads as a PNG', async ({ page, request }) => {
  const customer = await apiSignup(request, 'Ravi Live');
  const older = await bookByApi(request, customer, { service: 'Iron' });
  const order = await bookByApi(request, customer, { service: 'Wash and Fold', delivery: 'express' });
  await useSessionInBrowser(page, customer);

  const list = await holdRequest(page, `${API_URL}/orders`);
  await page.goto('/my-orders');
  await list.requested;
  await expect(page.getByText('Loading your orders…')).toBeVisible();
  list.release();

  // Newest first.
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(order.orderNumber);
  await expect(page.getByRole('article').nth(1)).toHaveAccessibleName(older.orderNumber);
  const card = orderCard(page, order.orderNumber);
  await expect(card).toContainText('Wash and Fold');
  await expect(card).toContainText('9:00 AM – 11:00 AM');
  await expect(card).toContainText('12-3-45, Beach Road, Kakinada');
  await expect(card.getByRole('list', { name: 'Order progress' }).getByRole('listitem')).toHaveText([
    /Pending/,
    /In Progress/,
    /Delivering/,
    /Completed/,
  ]);
  await expect(card.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/919848012345\\?text=.*${encodeURIComponent(order.orderNumber)}`),
  );
  await expect(page.getByTestId('live-indicator')).toHaveText('Live');

  await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'same-page'));
  const admin = await adminToken(request);

  const status = await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'In Progress' } });
  expect(status.status()).toBe(200);
  await expect(card.getByTestId('order-status')).toHaveText('In Progress', { timeout: 2_000 });
  await expect(card.locator('[aria-current="step"]')).toContainText('In Progress');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const pricing = await request.patch(`${API_URL}/admin/orders/${order._id}/pricing`, {
    headers: authHeaders(admin),
    data: {
      items: [
        { service: 'Wash and Fold', item: 'Shirt', qty: 4, rate: 29 },
        { service: 'Dry Clean', item: 'Silk Saree', qty: 1, rate: 1250.5 },
      ],
      discount: 100,
      tax: 63.45,
    },
  });
  expect(pricing.status(), await pricing.text()).toBe(200);
  const priced = await readJson(pricing, orderSchema);
  await expect(card.getByTestId('bill-total')).toHaveText(formatInr(priced.total), { timeout: 2_000 });
  await expect(card.getByTestId('bill-subtotal')).toHaveText(formatInr(priced.subtotal));
  await expect(card.getByTestId('bill-discount')).toHaveText(`− ${formatInr(priced.discount)}`);
  await expect(card.getByTestId('bill-tax')).toHaveText(formatInr(priced.tax));
  await expect(card.getByTestId('bill-words')).toHaveText(amountInWords(priced.total));
  // The header, the two lines and the Express surcharge the server adds to an Express order.
  await expect(card.getByRole('row')).toHaveCount(4);
  await expect(card.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Dry Clean', /^Silk Saree/, '1', formatInr(1250.5), formatInr(1250.5)]);
  const surcharge = priced.items.find((it) => it.kind === 'express')!;
  expect(surcharge.amount).toBe(Math.round((4 * 29 + 1250.5) * 50) / 100);
  await expect(card.getByRole('row').nth(3)).toContainText(formatInr(surcharge.amount));

  // Still the very same page: nothing reloaded or navigated.
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same-page');

  // The invoice as shown, then as a PNG at twice the invoice's size.
  await card.getByRole('button', { name: 'View invoice' }).click();
  const shown = card.getByRole('article', { name: /^Invoice / });
  await expect(shown).toContainText('Authorized Signatory');
  await expect(shown).toContainText(amountInWords(priced.total));
  await expect(shown.getByRole('img', { name: /UPI QR code/ })).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download invoice (PNG)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^invoice-SL-\d{4}-\d{2}-\d{4}\.png$/);
  const png = readFileSync(await download.path());
  mkdirSync(SHOTS, { recursive: true });
  await download.saveAs(`${SHOTS}/invoice-download.png`);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const sourceWidth = await page.locator('.invoice-offscreen .invoice').evaluate((el) => el.getBoundingClientRect().width);
  expect(sourceWidth).toBe(794);
  expect(png.readUInt32BE(16)).toBe(sourceWidth * 2);
  expect(png.readUInt32BE(20)).toBeGreaterThan(1000);

  // The shop moves it on again; still live.
  await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'Delivering' } });
  await expect(card.getByTestId('order-status')).toHaveText('Delivering', { timeout: 2_000 });
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same-page');

  // An order the shop deletes leaves the list.
  await request.delete(`${API_URL}/admin/orders/${older._id}`, { headers: authHeaders(admin) });
  await expect(orderCard(page, older.orderNumber)).toHaveCount(0, { timeout: 2_000 });
});

test('a customer cancels a pending order only after confirming', async ({ page, request }) => {
  const customer = await apiSignup(request, 'Sita Cancel');
  const order = await bookByApi(request, customer);
  await useSessionInBrowser(page, customer);
  await page.goto('/my-orders');
  const card = orderCard(page, order.orderNumber);

  await card.getByRole('button', { name: 'Cancel order' }).click();
  await expect(card.getByText('Cancel this pickup? This cannot be undone.')).toBeVisible();
  await card.getByRole('button', { name: 'Keep order' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Pending');

  await card.getByRole('button', { name: 'Cancel order' }).click();
  await card.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(card.getByRole('list', { name: 'Order progress' }).getByRole('listitem')).toHaveText([/Pending/, /Cancelled/]);
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const res = await request.get(`${API_URL}/orders/${order._id}`, { headers: authHeaders(customer.token) });
  expect((await readJson(res, orderSchema)).status).toBe('Cancelled');
});

test('a customer with many orders sees the newest and those on their way; older ones come a tap at a time', async ({ page, request }) => {
  const customer = await apiSignup(request, 'Office Many Orders');
  // Oldest first: thirteen finished (cancelled) orders, then one still open, on days of their own.
  const finished: Order[] = [];
  for (let i = 0; i < 13; i++) {
    const order = await bookByApi(request, customer, { pickupDate: addDays(tomorrow(), i) });
    const res = await request.post(`${API_URL}/orders/${order._id}/cancel`, { headers: authHeaders(customer.token), data: {} });
    expect(res.status(), await res.text()).toBe(200);
    finished.push(order);
  }
  const open = await bookByApi(request, customer, { pickupDate: addDays(tomorrow(), 14) });
  await useSessionInBrowser(page, customer);
  await page.goto('/my-orders');
  const list = page.getByRole('list', { name: 'Your orders, newest first' });
  // The ten newest (the open one among them): the four oldest wait behind the button.
  await expect(list.getByRole('article')).toHaveCount(10);
  await expect(orderCard(page, open.orderNumber)).toBeVisible();
  await expect(orderCard(page, finished[4]!.orderNumber)).toBeVisible();
  await expect(orderCard(page, finished[3]!.orderNumber)).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Show older orders (4 more)' });
  const box = (await more.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await more.click();
  await expect(list.getByRole('article')).toHaveCount(14);
  await expect(orderCard(page, finished[0]!.orderNumber)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show older orders/ })).toHaveCount(0);
  // A message's link to an old order shows it at once, whatever its age.
  await page.goto(`/my-orders?order=${finished[0]!._id}`);
  await expect(orderCard(page, finished[0]!.orderNumber)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show older orders (3 more)' })).toBeVisible();
});

test("a second customer sees none of the first customer's orders, on the page or through the API", async ({ page, request }) => {
  const first = await apiSignup(request, 'First Customer');
  const order = await bookByApi(request, first);
  const second = await apiSignup(request, 'Second Customer');
  await useSessionInBrowser(page, second);

  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Order' })).toHaveAttribute('href', '/orders');
  await expect(page.getByTestId('live-indicator')).toHaveText('Live');

  // The first customer's order changes while the second customer watches: nothing arrives.
  const admin = await adminToken(request);
  await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'In Progress' } });
  await bookByApi(request, first, { service: 'Iron' });
  // A booking of the second customer's own, made after those changes, comes down the same
  // connection: once its card shows, anything sent before it has arrived. Deleted, it goes again.
  const own = await bookByApi(request, second);
  await expect(orderCard(page, own.orderNumber)).toBeVisible();
  await request.delete(`${API_URL}/admin/orders/${own._id}`, { headers: authHeaders(admin) });
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(order.orderNumber)).toHaveCount(0);

  const one = await request.get(`${API_URL}/orders/${order._id}`, { headers: authHeaders(second.token) });
  expect(one.status()).toBe(404);
  const cancel = await request.post(`${API_URL}/orders/${order._id}/cancel`, { headers: authHeaders(second.token) });
  expect(cancel.status()).toBe(404);
  const all = await request.get(`${API_URL}/orders`, { headers: authHeaders(second.token) });
  expect(await readJson(all, orderListSchema)).toEqual([]);
});

test('the order screens fit a phone and a desktop', async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const customer = await apiSignup(request, 'Padma Screens');
  const pending = await bookByApi(request, customer, { notes: 'Call at the gate' });
  const order = await bookByApi(request, customer, { service: 'Dry Clean', delivery: 'express' });
  const admin = await adminToken(request);
  await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'Delivering' } });
  await request.patch(`${API_URL}/admin/orders/${order._id}/pricing`, {
    headers: authHeaders(admin),
    data: {
      items: [
        { service: 'Dry Clean', item: 'Kanjivaram Silk Saree', qty: 2, rate: 450 },
        { service: 'Iron', item: 'Shirt', qty: 6, rate: 15 },
      ],
      discount: 40,
      tax: 90,
    },
  });
  await useSessionInBrowser(page, customer);

  // Nothing in the page's own content reaches past the screen's edge (the shared header is not ours to judge here).
  const fits = async () => {
    const overflow = await page.getByRole('main').evaluate((main) => {
      const limit = window.innerWidth;
      return [...main.querySelectorAll('*')]
        .filter((el) => !el.closest('.invoice-offscreen, .order-bill__table-wrap, .order-invoice-view'))
        .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
        .map((el) => `${el.tagName}.${el.className}`);
    });
    expect(overflow).toEqual([]);
  };

  // Tall pages are saved in screen-sized slices so each can be looked at in full.
  const shoot = async (name: string) => {
    const { width, height } = await page.evaluate(() => ({ width: window.innerWidth, height: document.documentElement.scrollHeight }));
    const slice = width < 600 ? 1100 : 1600;
    for (let y = 0, i = 0; y < height; y += slice, i++) {
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${i}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(slice, height - y) },
      });
    }
  };

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/orders');
    await page.getByRole('radio', { name: /^Express/ }).check();
    await page.getByRole('button', { name: 'Review booking' }).click();
    await expect(page.getByText('Please choose a service.')).toBeVisible();
    await fits();
    await shoot('book-errors');

    await page.getByRole('radio', { name: /^Wash and Iron/ }).check();
    await page.getByRole('checkbox', { name: /I understand Express/ }).check();
    await page.getByRole('main').getByLabel('Pickup date').fill(tomorrow());
    await page.getByRole('main').getByLabel('Pickup time').selectOption({ index: 1 });
    await page.getByRole('main').getByLabel('Pickup address').fill('Flat 302, Sai Residency, Main Road, Kakinada');
    await page.getByRole('button', { name: 'Review booking' }).click();
    await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
    await fits();
    await shoot('book-review');

    await page.goto('/my-orders');
    await expect(orderCard(page, pending.orderNumber)).toBeVisible();
    await expect(page.getByTestId('live-indicator')).toHaveText('Live');
    await fits();
    await shoot('my-orders');

    const card = orderCard(page, order.orderNumber);
    await card.getByRole('button', { name: 'View invoice' }).click();
    await expect(card.getByRole('article', { name: /^Invoice / })).toBeVisible();
    await fits();
    await card.screenshot({ path: `${SHOTS}/order-invoice-${width}.png` });
  }
});
