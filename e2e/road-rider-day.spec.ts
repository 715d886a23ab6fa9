import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import { IDEMPOTENCY_HEADER } from '@laundry/shared/contracts/rider';
import { staffMemberSchema, type NewStaffBody, type StaffMember } from '@laundry/shared/contracts/staff';
import { adminSession, bookOrder, listOrders, listTickets, openDashboard, orderCard, tomorrowIst } from './support/admin';
import riderTe from '../apps/web/src/features/rider/locales/te.json' with { type: 'json' };
import { API_URL, apiSignup, authHeaders, freshPhone, readJson, useSessionInBrowser } from './support/api';

/**
 * The rider's phone (docs/decisions/0048, 0053): a customer books, the shop assigns
 * the rider, and the rider works the stop on a 375 px phone — On my way, the pickup with a
 * photo, out for delivery, delivered with cash — while the admin's card and the customer's
 * My Orders follow live. Then a tap made offline waits on the phone and is sent once.
 */

const SHOTS = '/tmp/shots/road';
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
const RIDER_PASSWORD = 'Rider#12345';

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** One card on its own, to read at its real size. */
async function cardShot(card: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await card.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A real PNG, bigger than a phone sends (2400 × 1800), so the page has to shrink it. */
function testPhoto(width = 2400, height = 1800): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor(x / 120) % 2 === 0;
      rows[row + 1 + x * 3] = stripe ? 200 : (x * 255) / width;
      rows[row + 2 + x * 3] = (y * 255) / height;
      rows[row + 3 + x * 3] = stripe ? 60 : 180;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's pixel size, from its first SOF marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('No SOF marker');
}

async function addRider(request: APIRequestContext, admin: AuthResponse, name: string): Promise<StaffMember & { password: string }> {
  const body: NewStaffBody = { role: 'rider', name, phone: freshPhone(), password: RIDER_PASSWORD };
  const res = await request.post(`${API_URL}/admin/staff`, { headers: authHeaders(admin.token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return { ...(await readJson(res, staffMemberSchema)), password: RIDER_PASSWORD };
}

/** The order as the shop's list has it now. */
async function getOrder(request: APIRequestContext, admin: AuthResponse, order: Order): Promise<Order> {
  const found = (await listOrders(request, admin, { q: order.orderNumber })).find((o) => o._id === order._id);
  expect(found, order.orderNumber).toBeDefined();
  return found!;
}

/** Express from a morning window: ready the same evening, so pickup and delivery are both tomorrow's stops. */
async function bookForTomorrow(request: APIRequestContext, customer: AuthResponse, notes = ''): Promise<Order> {
  return bookOrder(request, customer, {
    delivery: 'express',
    pickupDate: tomorrowIst(),
    pickupTime: '9:00 AM – 11:00 AM',
    pickupAddress: '12-3-45, Beach Road, Suryaraopeta, Kakinada 533001',
    pincode: '533001',
    notes,
  });
}

/** The rider signs in on the login page and lands on their stops. */
async function riderPhone(browser: Browser, rider: { phone: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill(rider.phone);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/rider$/);
  await expect(page.getByRole('heading', { name: 'My stops' })).toBeVisible();
  return page;
}

function stopCard(page: Page, customerName: string): Locator {
  return page.getByRole('article', { name: customerName });
}

function myOrderCard(page: Page, orderNumber: string): Locator {
  return page.getByRole('article', { name: orderNumber });
}

/** No serious or critical axe finding on the screen as it stands (as e2e/accessibility.spec.ts asks of public pages). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
}

/** Every intake photo in the card has been fetched (with the token) and drawn. */
async function expectPhotosDrawn(card: Locator, count: number): Promise<void> {
  const images = card.locator('[data-testid="intake"] img');
  await expect(images).toHaveCount(count);
  await expect.poll(() => images.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
}

test("the rider's day on a phone: assigned, on the way, pickup with a photo, delivered with cash — the shop and the customer watch live", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminSession(request);
  const riderName = `Ravi Rider ${Date.now().toString(36)}`;
  const rider = await addRider(request, admin, riderName);
  const customer = await apiSignup(request, 'Sita Devi');
  let order = await bookForTomorrow(request, customer, 'Gate code 42');
  // Only the shop's choice counts here: take off a rider the booking may have been given.
  if (order.rider) {
    const res = await request.patch(`${API_URL}/admin/orders/${order._id}/rider`, { headers: authHeaders(admin.token), data: { riderId: null } });
    expect(res.status()).toBe(200);
  }

  // The shop assigns the rider from the order card, on a phone.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const adminPage = await adminContext.newPage();
  await openDashboard(adminPage, admin);
  const adminCard = orderCard(adminPage, order.orderNumber);
  const riderSelect = adminCard.getByLabel('Rider');
  await expect(riderSelect).toHaveValue('');
  const assigned = adminPage.waitForResponse((r) => r.url().endsWith(`/admin/orders/${order._id}/rider`) && r.request().method() === 'PATCH');
  await riderSelect.selectOption({ label: riderName });
  expect((await assigned).status()).toBe(200);
  order = await getOrder(request, admin, order);
  expect(order.rider).toEqual({ _id: rider._id, name: riderName });

  // The customer watches My Orders.
  const customerContext = await browser.newContext({ viewport: PHONE });
  const customerPage = await customerContext.newPage();
  await useSessionInBrowser(customerPage, customer);
  await customerPage.goto('/my-orders');
  const myCard = myOrderCard(customerPage, order.orderNumber);
  await expect(myCard).toBeVisible();
  await expect(myCard.getByTestId('rider-on-the-way')).toHaveCount(0);

  // The rider signs in and finds the stop among tomorrow's.
  const riderPage = await riderPhone(browser, rider);
  await riderPage.getByRole('button', { name: 'Tomorrow' }).click();
  const stop = stopCard(riderPage, 'Sita Devi');
  await expect(stop).toBeVisible();
  await expect(stop).toContainText('Pickup');
  await expect(stop).toContainText('12-3-45, Beach Road, Suryaraopeta, Kakinada 533001');
  await expect(stop).toContainText('9:00 AM – 11:00 AM');
  await expect(stop).toContainText('Gate code 42');
  await expect(stop).toContainText('Express');
  await expect(stop.getByRole('link', { name: `Call Sita Devi on ${customer.user.phone}` })).toHaveAttribute('href', `tel:${customer.user.phone}`);
  await expect(stop.getByRole('link', { name: 'WhatsApp Sita Devi' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/91${customer.user.phone}\\?text=`),
  );
  await expect(stop.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /google\.com\/maps\/.*533001/);
  await shot(riderPage, 'rider-stops-375');
  await expectAccessible(riderPage);
  await riderPage.setViewportSize(LAPTOP);
  await shot(riderPage, 'rider-stops-1280');
  await riderPage.setViewportSize(PHONE);

  // "On my way": the customer and the shop see it at once.
  await stop.getByRole('button', { name: 'On my way' }).click();
  await expect(stop).toContainText('You said you are on your way');
  await expect(riderPage.getByTestId('rider-outbox')).toHaveText('Everything is sent.');
  await expect(myCard.getByTestId('rider-on-the-way')).toContainText(`Rider on the way: ${riderName}`);
  await expect(adminCard.getByTestId('road-on-the-way')).toContainText('On my way since');
  await cardShot(myCard, 'customer-card-on-the-way-375');
  await cardShot(adminCard, 'admin-card-on-the-way-375');

  // The pickup: 3 pieces, a line from the price list, a stain note and one photo from the camera.
  await stop.getByRole('button', { name: 'Pick up' }).click();
  const sheet = riderPage.getByRole('dialog', { name: 'Pick up from Sita Devi' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Save pickup' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Please enter the number of pieces, 1 or more.');
  await sheet.getByLabel('Number of pieces').fill('3');
  await sheet.getByRole('button', { name: 'Add an item' }).click();
  await sheet.getByLabel('Item 1', { exact: true }).fill('Saree');
  await sheet.getByLabel('How many of item 1').fill('2');
  await sheet.getByLabel('Stains or damage').fill('Ink stain on the blue shirt');
  await sheet.locator('input[type="file"]').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: testPhoto() });
  await expect(sheet.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(sheet).toContainText('1 of 10 photos');
  await shot(riderPage, 'rider-pickup-sheet-375', false);
  await expectAccessible(riderPage);
  const photoSent = riderPage.waitForResponse((r) => r.url().endsWith(`/rider/orders/${order._id}/photos`));
  const pickupSent = riderPage.waitForResponse((r) => r.url().endsWith(`/rider/orders/${order._id}/pickup`));
  await sheet.getByRole('button', { name: 'Save pickup' }).click();
  await expect(sheet).toHaveCount(0);
  const photoRequest = (await photoSent).request();
  expect(photoRequest.headers()['content-type']).toBe('image/jpeg');
  expect(photoRequest.headers()[IDEMPOTENCY_HEADER]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect((await photoSent).status()).toBe(201);
  expect((await pickupSent).status()).toBe(200);
  await expect(riderPage.getByTestId('rider-outbox')).toHaveText('Everything is sent.');

  order = await getOrder(request, admin, order);
  expect(order.status).toBe('In Progress');
  expect(order.intake).toMatchObject({ pieces: 3, notes: 'Ink stain on the blue shirt', items: [{ item: 'Saree', qty: 2 }] });
  expect(order.intake?.photos).toHaveLength(1);
  // The phone shrank the photo before sending: 1600 px on the long side, JPEG, well under the cap.
  const photo = await request.get(`${API_URL}/orders/${order._id}/photos/${order.intake!.photos[0]!._id}`, { headers: authHeaders(admin.token) });
  expect(photo.status()).toBe(200);
  const bytes = await photo.body();
  expect(jpegSize(bytes)).toEqual({ width: 1600, height: 1200 });
  expect(bytes.length).toBeLessThanOrEqual(540 * 1024);

  // The customer sees the count and the photo, live, and confirms with one tap.
  await expect(myCard.getByTestId('intake')).toContainText('Picked up: 3 pieces');
  await expect(myCard.getByTestId('intake')).toContainText('Ink stain on the blue shirt');
  await expectPhotosDrawn(myCard, 1);
  await cardShot(myCard, 'customer-card-intake-375');
  await myCard.getByRole('button', { name: 'Count is right' }).click();
  await expect(myCard.getByTestId('pieces-confirmed')).toBeVisible();
  await expect(myCard.getByRole('button', { name: 'Count is right' })).toHaveCount(0);

  // The shop's card shows the pickup and its photo, live.
  await expect(adminCard).toContainText('Picked up: 3 pieces');
  await expectPhotosDrawn(adminCard, 1);
  await expect(adminCard).toContainText('customer confirmed');
  await cardShot(adminCard, 'admin-card-375');
  await adminPage.setViewportSize(LAPTOP);
  await cardShot(adminCard, 'admin-card-1280');
  await shot(adminPage, 'admin-dashboard-1280', false);

  // The shop prices it: ₹150, and on this Express order half again (docs/decisions/0066), ₹225; the
  // stop comes back to the rider as a delivery on the next refresh.
  const priced = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
    headers: authHeaders(admin.token),
    data: { items: [{ service: 'Wash and Fold', item: 'Saree', qty: 3, rate: 50 }] },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const delivery = stopCard(riderPage, 'Sita Devi');
  await expect(delivery).toContainText('Delivery', { timeout: 25_000 });
  await expect(delivery).toContainText('₹225');
  // On the way with the clothes: the customer is told again.
  await delivery.getByRole('button', { name: 'On my way' }).click();
  await expect(myCard.getByTestId('rider-on-the-way')).toBeVisible();
  await delivery.getByRole('button', { name: 'Out for delivery' }).click();
  await delivery.getByRole('button', { name: 'Delivered' }).click();
  const deliverSheet = riderPage.getByRole('dialog', { name: 'Deliver to Sita Devi' });
  await expect(deliverSheet.getByLabel('Amount collected (₹)')).toHaveValue('225');
  await expect(deliverSheet.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await shot(riderPage, 'rider-deliver-sheet-375', false);
  await deliverSheet.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(riderPage.getByTestId('rider-outbox')).toHaveText('Everything is sent.');

  order = await getOrder(request, admin, order);
  expect(order).toMatchObject({ status: 'Completed', paymentStatus: 'paid', due: 0, paid: 225 });
  expect(order.payments.at(-1)).toMatchObject({ method: 'cash', amount: 225, source: 'rider' });
  await expect(myCard.getByTestId('pay-status')).toHaveText('Paid');
  await expect(myCard.getByTestId('rider-on-the-way')).toHaveCount(0);
  await cardShot(myCard, 'customer-card-done-375');
  await customerPage.setViewportSize(LAPTOP);
  await cardShot(myCard, 'customer-card-done-1280');
  await riderPage.setViewportSize(LAPTOP);
  await shot(riderPage, 'rider-done-1280');

  await Promise.all([adminContext.close(), customerContext.close(), riderPage.context().close()]);
});

test('offline, a tap waits on the phone ("1 waiting to send") and is sent once when the network is back; a replay of its key changes nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const riderName = `Kiran Rider ${Date.now().toString(36)}`;
  const rider = await addRider(request, admin, riderName);
  const customer = await apiSignup(request, 'Padma Offline');
  const booked = await bookForTomorrow(request, customer);
  const assign = await request.patch(`${API_URL}/admin/orders/${booked._id}/rider`, {
    headers: authHeaders(admin.token),
    data: { riderId: rider._id },
  });
  expect(assign.status(), await assign.text()).toBe(200);
  expect(booked.slot).not.toBeNull();

  const page = await riderPhone(browser, rider);
  const sends: { key: string; ok: boolean }[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('/not-available')) sends.push({ key: r.headers()[IDEMPOTENCY_HEADER] ?? '', ok: true });
  });
  page.on('requestfailed', (r) => {
    if (r.url().endsWith('/not-available')) sends.push({ key: r.headers()[IDEMPOTENCY_HEADER] ?? '', ok: false });
  });
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  const stop = stopCard(page, 'Padma Offline');
  await expect(stop).toBeVisible();

  await page.context().setOffline(true);
  await stop.getByRole('button', { name: 'Customer not available' }).click();
  const sheet = page.getByRole('dialog', { name: 'Padma Offline is not available' });
  await sheet.getByRole('button', { name: 'Door locked' }).click();
  await sheet.getByRole('button', { name: 'Send to the shop' }).click();
  await expect(page.getByTestId('rider-outbox')).toHaveText('Offline. 1 waiting to send');
  await expect(stop).toContainText('1 waiting to send');
  await expect(stop).toContainText('Not available: Door locked');
  await shot(page, 'rider-offline-375');
  // Nothing reached the server while offline.
  expect((await getOrder(request, admin, booked)).notAvailable).toBeNull();

  await page.context().setOffline(false);
  await expect(page.getByTestId('rider-outbox')).toHaveText('Everything is sent.');
  const after = await getOrder(request, admin, booked);
  expect(after.notAvailable?.reason).toBe('Door locked');
  // Moved once: to the next window of the same morning, not two windows on.
  expect(after.slot?.start).toBe(new Date(Date.parse(booked.slot!.start) + 2 * 3600_000).toISOString());
  const delivered = sends.filter((s) => s.ok);
  expect(delivered).toHaveLength(1);
  // Every try carried the key made at the tap.
  expect(new Set(sends.map((s) => s.key)).size).toBe(1);

  // The phone sending it again (its answer lost) changes nothing: same key, same answer, no second move.
  const riderSession = await request.post(`${API_URL}/login`, { data: { phone: rider.phone, password: rider.password } });
  const { token } = (await riderSession.json()) as { token: string };
  const replay = await request.post(`${API_URL}/rider/orders/${booked._id}/not-available`, {
    headers: { ...authHeaders(token), [IDEMPOTENCY_HEADER]: delivered[0]!.key },
    data: { reason: 'Door locked' },
  });
  expect(replay.status(), await replay.text()).toBe(200);
  const again = await getOrder(request, admin, booked);
  expect(again.slot).toEqual(after.slot);
  expect(again.notAvailable).toEqual(after.notAvailable);

  // The server out of reach (not the phone's network): a pickup with its photo is kept on the
  // phone, Blob and all, through a reload, and goes in order (photo, then pickup) once it can.
  await page.route(`${API_URL}/rider/orders/**`, (route) => route.abort('connectionrefused'));
  await expect(stop.getByRole('button', { name: 'Pick up' })).toBeVisible();
  await stop.getByRole('button', { name: 'Pick up' }).click();
  const pickup = page.getByRole('dialog', { name: 'Pick up from Padma Offline' });
  await pickup.getByLabel('Number of pieces').fill('5');
  await pickup.locator('input[type="file"]').setInputFiles({ name: 'bag.png', mimeType: 'image/png', buffer: testPhoto(900, 600) });
  await expect(pickup.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await pickup.getByRole('button', { name: 'Save pickup' }).click();
  await expect(page.getByTestId('rider-outbox')).toHaveText('2 waiting to send');
  await expect(stop).toContainText('Picked up: 5 pieces');
  await page.reload();
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page.getByTestId('rider-outbox')).toHaveText('2 waiting to send');
  expect((await getOrder(request, admin, booked)).intake).toBeNull();

  const sentInOrder: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().includes(`/rider/orders/${booked._id}/`)) sentInOrder.push(r.url().split('/').at(-1)!);
  });
  await page.unroute(`${API_URL}/rider/orders/**`);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('rider-outbox')).toHaveText('Everything is sent.');
  expect(sentInOrder).toEqual(['photos', 'pickup']);
  const picked = await getOrder(request, admin, booked);
  expect(picked).toMatchObject({ status: 'In Progress', intake: { pieces: 5 } });
  expect(picked.intake?.photos).toHaveLength(1);

  // The customer counts 6, not 5: "Report a difference" opens a ticket for the shop.
  const customerContext = await browser.newContext({ viewport: PHONE });
  const customerPage = await customerContext.newPage();
  await useSessionInBrowser(customerPage, customer);
  await customerPage.goto('/my-orders');
  const myCard = myOrderCard(customerPage, booked.orderNumber);
  await expect(myCard.getByTestId('intake')).toContainText('Picked up: 5 pieces');
  await myCard.getByRole('button', { name: 'Report a difference' }).click();
  await myCard.getByLabel('How many pieces did you give?').fill('6');
  await myCard.getByLabel('Anything else the shop should know').fill('One more bedsheet');
  await myCard.getByRole('button', { name: 'Send to the shop' }).click();
  await expect(myCard.getByRole('status').filter({ hasText: 'We opened a ticket' })).toBeVisible();
  await cardShot(myCard, 'customer-card-difference-375');
  const ticket = (await listTickets(request, admin)).find((t) => t.orderId === booked.orderNumber);
  expect(ticket?.issue).toContain('the rider counted 5, the customer counts 6');
  await customerContext.close();

  await page.context().close();
});

test('in Telugu, the way most riders in Kakinada read it, the stop and its pickup sheet fit a 375 px phone', async ({ browser, request }) => {
  const admin = await adminSession(request);
  const rider = await addRider(request, admin, `Telugu Rider ${Date.now().toString(36)}`);
  const customer = await apiSignup(request, 'Lakshmi Telugu');
  const booked = await bookForTomorrow(request, customer);
  const assign = await request.patch(`${API_URL}/admin/orders/${booked._id}/rider`, {
    headers: authHeaders(admin.token),
    data: { riderId: rider._id },
  });
  expect(assign.status()).toBe(200);

  const page = await riderPhone(browser, rider);
  await page.setViewportSize(LAPTOP);
  await page.getByRole('banner').getByLabel('Language').selectOption({ label: 'తెలుగు' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: riderTe['page.title'] })).toBeVisible();
  await page.getByRole('button', { name: riderTe['page.day.tomorrow'] }).click();
  const stop = stopCard(page, 'Lakshmi Telugu');
  await expect(stop.getByRole('button', { name: riderTe['action.onTheWay'] })).toBeVisible();
  await expect(stop).toContainText(riderTe['stop.kind.pickup']);
  // Nothing in the card is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'rider-stops-te-375', false);
  await stop.getByRole('button', { name: riderTe['action.pickup'] }).click();
  await expect(page.getByRole('dialog')).toContainText(riderTe['pickup.pieces']);
  await shot(page, 'rider-pickup-sheet-te-375', false);
  await page.context().close();
});

test('/rider is for riders only: a customer is sent to booking, an admin to the dashboard, and a rider on /admin back to the stops', async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Curious Customer');
  const rider = await addRider(request, admin, `Guard Rider ${Date.now().toString(36)}`);

  const customerContext = await browser.newContext({ viewport: PHONE });
  const customerPage = await customerContext.newPage();
  await useSessionInBrowser(customerPage, customer);
  await customerPage.goto('/rider');
  await expect(customerPage).toHaveURL(/\/orders$/);
  await customerContext.close();

  const adminContext = await browser.newContext({ viewport: PHONE });
  const adminPage = await adminContext.newPage();
  await useSessionInBrowser(adminPage, admin);
  await adminPage.goto('/rider');
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminContext.close();

  const riderPage = await riderPhone(browser, rider);
  await riderPage.goto('/admin');
  await expect(riderPage).toHaveURL(/\/rider$/);
  await expect(riderPage.getByRole('heading', { name: 'My stops' })).toBeVisible();
  await riderPage.context().close();
});
