import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { staffMemberSchema, type NewStaffBody } from '@laundry/shared/contracts/staff';
import { addDays } from '@laundry/shared/rules/ist';
import { adminSession, bookOrder, holdRequest, manualOrder, openCardMenu, openDashboard, orderCard, todayIst, tomorrowIst } from './support/admin';
import { API_URL, apiLogin, apiSignup, authHeaders, freshPhone, readJson } from './support/api';
import { moveReadyByApi } from './support/promise';
import { LAPTOP, PHONE, pricedOrder } from './support/shop-floor';

/**
 * The smaller breaks a first visit, the owner and the rider tripped over: each checked in the
 * browser at the width where it showed (375 px for a phone, 1280 px for the shop's laptop).
 */

const RIDER_PASSWORD = 'Rider#12345';

async function pay(request: APIRequestContext, admin: AuthResponse, orderId: string, amount: number): Promise<Order> {
  const res = await request.post(`${API_URL}/admin/orders/${orderId}/payments`, {
    headers: authHeaders(admin.token),
    data: { method: 'cash', amount },
  });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

/** Lines the element's own text is laid out on. */
function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('the owner', () => {
  test('at 375 px the Today, Claims and Scan shortcuts carry their names', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await openDashboard(page, await adminSession(request));
    const shortcuts = page.getByRole('navigation', { name: 'Shop floor' });
    for (const name of ['Today', 'Claims', 'Scan']) {
      const label = shortcuts.getByRole('link', { name: new RegExp(`^${name}`) }).locator('.admin-shortcut-label');
      await expect(label).toBeVisible();
      await expect(label).toHaveText(name);
      const box = (await label.boundingBox())!;
      expect(box.width, name).toBeGreaterThan(20);
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} is not cut`).toBe(true);
    }
    await noSideScroll(page);
  });

  test('at 1280 px every status pill keeps its word on one line inside the card', async ({ page, request }) => {
    const admin = await adminSession(request);
    const order = await manualOrder(request, admin, { status: 'Completed' });
    await page.setViewportSize(LAPTOP);
    await openDashboard(page, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(page, order.orderNumber);
    const cardBox = (await card.boundingBox())!;
    for (const status of ['Pending', 'In Progress', 'Delivering', 'Completed']) {
      const pill = card.getByRole('button', { name: status, exact: true });
      const box = (await pill.boundingBox())!;
      expect(box.x + box.width, `${status} stays inside the card`).toBeLessThanOrEqual(cardBox.x + cardBox.width - 1);
      expect(await textLines(pill), `${status} on one line`).toBe(1);
      expect(await pill.evaluate((el) => el.scrollWidth <= el.clientWidth), `${status} is not cut`).toBe(true);
    }
  });

  test('moving to Delivering with pieces not ready warns, and goes on only with a reason', async ({ page, request }) => {
    const admin = await adminSession(request);
    const order = await pricedOrder(request, admin, 'Kamala Notready');
    await page.setViewportSize(PHONE);
    await openDashboard(page, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(page, order.orderNumber);
    await card.getByRole('button', { name: 'Delivering', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Send ${order.orderNumber} out for delivery?` });
    await expect(dialog).toContainText(`${order.pieces.length} pieces · 0 ready`);
    await noSideScroll(page);
    await dialog.getByRole('button', { name: 'Send out anyway' }).click();
    await expect(dialog.getByText('Please give a reason of at least 3 characters.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delivering', exact: true })).toHaveAttribute('aria-pressed', 'false');
    const sent = page.waitForRequest((r) => r.url().endsWith(`/admin/orders/${order._id}/status`) && r.method() === 'PATCH');
    await dialog.getByLabel('Why send it out now?').fill('Customer is travelling tonight');
    await dialog.getByRole('button', { name: 'Send out anyway' }).click();
    expect((await sent).postDataJSON()).toEqual({ status: 'Delivering', reason: 'Customer is travelling tonight' });
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Delivering', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the ready-by dialog offers only later times, and says when a time is earlier than the promise', async ({ page, request }) => {
    const admin = await adminSession(request);
    const priced = await pricedOrder(request, admin, 'Padma Later');
    const promised = `${addDays(todayIst(), 5)}T21:00:00+05:30`;
    const order = await moveReadyByApi(request, admin, priced._id, { readyBy: promised, note: 'Heavy blankets' });
    await page.setViewportSize(LAPTOP);
    await openDashboard(page, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(page, order.orderNumber);
    await openCardMenu(card);
    await card.getByRole('button', { name: `New ready-by time for ${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'New ready-by time' });
    // Tomorrow and the day after at 9 PM are both before the time promised: not offered.
    await expect(dialog.getByRole('radio', { name: 'Tomorrow, 9 PM' })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Day after, 9 PM' })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Another date and time' })).toBeChecked();
    await expect(dialog.getByTestId('ready-by-preview')).toContainText('with an apology');
    await dialog.getByRole('textbox', { name: 'Date' }).fill(tomorrowIst());
    await expect(dialog.getByTestId('ready-by-preview')).toContainText('This is earlier than the time already promised');
    await expect(dialog.getByTestId('ready-by-preview')).not.toContainText('apology');
  });

  test('the manual Tax field is locked, saying why, until the shop’s GST setting is known', async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await apiSignup(request, 'Gita Taxlock');
    const order = await bookOrder(request, customer);
    await page.setViewportSize(PHONE);
    const held = await holdRequest(page, `${API_URL}/api/shop`);
    await openDashboard(page, admin, `/admin?q=${order.orderNumber}`);
    await held.requested;
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Pickup & Price' }).click();
    const tax = page.getByRole('textbox', { name: 'Tax (₹)' });
    await expect(tax).toBeDisabled();
    await expect(tax).toHaveAccessibleDescription(/Tax is locked until the shop's GST setting has loaded/);
    held.release();
    await expect(page.getByText("Tax is locked until the shop's GST setting has loaded", { exact: false })).toHaveCount(0);
  });

  test('deleting a paid order says a payment was taken and offers the refund first', async ({ page, request }) => {
    const admin = await adminSession(request);
    const order = await manualOrder(request, admin, { items: [{ service: 'Iron', item: 'Shirt', qty: 2, rate: 15 }] });
    await pay(request, admin, order._id, 30);
    await page.setViewportSize(PHONE);
    await openDashboard(page, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(page, order.orderNumber);
    let confirmed = false;
    page.on('dialog', (d) => {
      confirmed = true;
      void d.dismiss();
    });
    await openCardMenu(card);
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete order ${order.orderNumber}? A payment was taken` });
    await expect(dialog).toContainText('₹30 was paid for this order. Refund it first');
    await expect(dialog).toContainText("the money stays in the ledger and in the day's takings");
    await noSideScroll(page);
    await dialog.getByRole('button', { name: 'Refund first' }).click();
    await expect(dialog).toHaveCount(0);
    // The payment's own Refund comes first in its row, and is what "Refund first" means.
    await expect(card.getByRole('button', { name: 'Refund the Cash payment of ₹30' })).toBeFocused();
    expect(confirmed, 'no bare confirm for a paid order').toBe(false);

    await openCardMenu(card);
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete anyway' }).click();
    await expect(card).toHaveCount(0);
    const takings = await request.get(`${API_URL}/admin/takings`, { headers: authHeaders(admin.token) });
    expect(((await takings.json()) as { deletedOrders: { count: number } }).deletedOrders.count).toBeGreaterThanOrEqual(1);
  });
});

test.describe('the rider', () => {
  test('a paid stop’s To collect reads Paid, not in the warning colour', async ({ browser, request }) => {
    const admin = await adminSession(request);
    const staff: NewStaffBody = { role: 'rider', name: `Paid Rider ${Date.now().toString(36)}`, phone: freshPhone(), password: RIDER_PASSWORD };
    const added = await request.post(`${API_URL}/admin/staff`, { headers: authHeaders(admin.token), data: staff });
    expect(added.status(), await added.text()).toBe(201);
    const rider = await readJson(added, staffMemberSchema);
    const customer = await apiSignup(request, 'Vani Paidstop');
    const order = await bookOrder(request, customer, {
      delivery: 'express',
      pickupDate: tomorrowIst(),
      pickupTime: '9:00 AM – 11:00 AM',
      pickupAddress: '7-1-20, Main Road, Kakinada 533001',
      pincode: '533001',
    });
    const headers = authHeaders(admin.token);
    expect((await request.patch(`${API_URL}/admin/orders/${order._id}/rider`, { headers, data: { riderId: rider._id } })).status()).toBe(200);
    const riderSession = await apiLogin(request, staff.phone, RIDER_PASSWORD);
    const picked = await request.post(`${API_URL}/rider/orders/${order._id}/pickup`, {
      headers: authHeaders(riderSession.token),
      data: { pieces: 2 },
    });
    expect(picked.status(), await picked.text()).toBe(200);
    const priced = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
      headers,
      data: { items: [{ service: 'Wash and Fold', item: 'Saree', qty: 2, rate: 40 }] },
    });
    expect(priced.status(), await priced.text()).toBe(200);
    await pay(request, admin, order._id, (await readJson(priced, orderSchema)).total);

    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Phone number').fill(staff.phone);
    await page.getByLabel('Password', { exact: true }).fill(RIDER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Tomorrow' }).click();
    const collect = page.getByRole('article', { name: 'Vani Paidstop' }).locator('.rider-stop__collect');
    await expect(collect).toHaveText('Paid');
    const [paidColour, okColour, warningColour] = await collect.evaluate((el) => {
      const style = getComputedStyle(document.documentElement);
      const colourOf = (value: string) => {
        const probe = document.createElement('span');
        probe.style.color = value;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      };
      return [getComputedStyle(el).color, colourOf(style.getPropertyValue('--ok')), colourOf(style.getPropertyValue('--accent-dark'))];
    });
    expect(paidColour).toBe(okColour);
    expect(paidColour).not.toBe(warningColour);
  });
});

test.describe('a first visit', () => {
  test('an empty sign-up keeps the one message and marks each missing field, at 375 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/signup');
    // The spec's own behaviour stays: the terms box is checked to start with.
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all required fields.');
    for (const label of ['Full name', 'Phone number']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription('Please fill all required fields.');
    }
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('checkbox')).not.toHaveAttribute('aria-invalid', 'true');
    await noSideScroll(page);
  });
});
