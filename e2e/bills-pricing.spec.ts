import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Order, PricingBody } from '@laundry/shared/contracts/orders';
import { priceCatalogueSchema } from '@laundry/shared/contracts/prices';
import { IDEMPOTENCY_HEADER, type PickupBody } from '@laundry/shared/contracts/rider';
import { shopPaymentSettingsSchema } from '@laundry/shared/contracts/shop';
import { staffMemberSchema, type NewStaffBody } from '@laundry/shared/contracts/staff';
import { WEIGHT_MESSAGE } from '@laundry/shared/rules/bill';
import { formatInr } from '@laundry/shared/rules/money';
import { findPriceItem } from '@laundry/shared/rules/price-match';
import { adminSession, bookOrder, customerSession, listOrders, openDashboard, orderCard, tomorrowIst } from './support/admin';
import { API_URL, apiLogin, authHeaders, freshPhone, readJson } from './support/api';
import { withPerKg } from './support/prices';

/**
 * The admin's invoice editor pricing bills right (docs/decisions/0066): Wash and Fold by the kilo
 * at the list's rate, the Express line and its waiver, the ₹0 question, a tax invoice's round-off,
 * and Pickup & Price opening with what the rider counted — on a phone and on a laptop.
 */

const SHOTS = '/tmp/shots/invoice-editor';
const WIDTHS = [
  { name: '375', size: { width: 375, height: 800 } },
  { name: '1280', size: { width: 1280, height: 900 } },
];
const PER_KG = { rate: 70, minKg: 3 };
/** A valid GSTIN (checksum computed) in Andhra Pradesh, the shop's state. */
const SHOP_GSTIN = '37AABCU9603R1ZM';
const RIDER_PASSWORD = 'Rider#12345';

let admin: AuthResponse;
/** Puts the list's per-kg rate back as it was before this spec, for the specs after it. */
let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;

test.beforeAll(async ({ request }) => {
  admin = await adminSession(request);
  restore = await withPerKg(request, admin.token, 'Wash and Fold', PER_KG);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

const dialog = (page: Page) => page.getByRole('dialog');
const preview = (page: Page) => dialog(page).getByRole('region', { name: 'Invoice preview' });

/** The screen (or a part of it) as shown, with `focus` scrolled into view when given. */
async function shot(target: Page | Locator, name: string, focus?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await focus?.scrollIntoViewIfNeeded();
  await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The order as the shop's list has it now. */
async function orderNow(request: APIRequestContext, order: Order): Promise<Order> {
  const found = (await listOrders(request, admin, { q: order.orderNumber })).find((o) => o._id === order._id);
  expect(found, order.orderNumber).toBeDefined();
  return found!;
}

/** The rupees the list's price text starts from for an item and column ("15+" → 15). */
async function listRate(request: APIRequestContext, item: string, column: 'Steam Iron' | 'Wash Iron' | 'Dry Clean'): Promise<number> {
  const catalogue = await readJson(await request.get(`${API_URL}/api/prices`), priceCatalogueSchema);
  const found = findPriceItem(
    catalogue.categories.flatMap((c) => c.items),
    item,
  );
  const rate = Number(/\d+(?:\.\d{1,2})?/.exec(found?.prices[column] ?? '')?.[0]);
  expect(rate, `${item} ${column}`).toBeGreaterThan(0);
  return rate;
}

/** Opens the order's Pickup & Price (or Edit Pricing) from its card. */
async function openPricing(page: Page, order: Order, button = 'Pickup & Price'): Promise<Locator> {
  await orderCard(page, order.orderNumber).getByRole('button', { name: button }).click();
  const d = dialog(page);
  await expect(d.getByRole('heading', { level: 2 })).toHaveText(button);
  return d;
}

/** The card's short invoice, opened when a phone folds it to its total. */
async function cardSummary(page: Page, order: Order): Promise<Locator> {
  const card = orderCard(page, order.orderNumber);
  const fold = card.locator('details.invoice-summary-fold');
  if ((await fold.count()) > 0 && !(await fold.evaluate((el) => (el as HTMLDetailsElement).open))) await fold.locator('summary').click();
  return card.locator('.invoice-summary').last();
}

async function setShopGstin(request: APIRequestContext, gstin: string): Promise<void> {
  const res = await request.patch(`${API_URL}/admin/shop`, { headers: authHeaders(admin.token), data: { gstin } });
  expect(res.status(), await res.text()).toBe(200);
}

for (const { name, size } of WIDTHS) {
  test.describe(`${name} px`, () => {
    test.use({ viewport: size });

    test('Wash and Fold by the kilo: the toggle takes the per-kg rate, a weight that is none is named, 4.25 kg is ₹297.50', async ({
      page,
      request,
    }) => {
      const customer = await customerSession(request, 'Kilo Customer');
      const order = await bookOrder(request, customer, { service: 'Wash and Fold' });
      await openDashboard(page, admin);
      const d = await openPricing(page, order);

      // Nothing counted: the spec's default row, by the piece.
      await expect(d.getByLabel('Service, row 1')).toHaveValue('Wash and Fold');
      await expect(d.getByLabel('Item, row 1')).toHaveValue('Garment');
      await expect(d.getByLabel('Qty, row 1')).toHaveValue('1');
      await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue('0');
      const unit = d.getByRole('group', { name: 'Unit, row 1' });
      await expect(unit.getByRole('button', { name: 'pcs' })).toHaveAttribute('aria-pressed', 'true');

      // By the kilo: the list's ₹70 per kg; kilos kept as typed and checked when the field is left.
      await unit.getByRole('button', { name: 'kg' }).click();
      await expect(unit.getByRole('button', { name: 'kg' })).toHaveAttribute('aria-pressed', 'true');
      await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue('70');
      const qty = d.getByLabel('Qty, row 1');
      await qty.fill('4.255');
      await d.getByLabel('Rate (₹), row 1').focus();
      await expect(qty).toHaveValue('4.255');
      await expect(qty).toHaveAttribute('aria-invalid', 'true');
      await expect(d.getByText(WEIGHT_MESSAGE)).toBeVisible();
      await shot(page, `kilo-weight-error-${name}`, qty);
      await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
      await expect(d.getByRole('alert')).toHaveText(`Row 1: ${WEIGHT_MESSAGE}`);
      await qty.fill('4.25');
      await expect(d.getByText(WEIGHT_MESSAGE)).toHaveCount(0);
      await expect(d.getByLabel('Amount, row 1')).toHaveText('₹297.50');
      await expect(d.getByLabel('Total', { exact: true })).toHaveText('₹297.50');
      await expect(preview(page)).toContainText('4.25');
      await expect(preview(page)).toContainText('₹297.50');
      await shot(page, `kilo-editor-${name}`, qty);

      const sent = page.waitForRequest((r) => r.url().endsWith(`/admin/orders/${order._id}/pickup`));
      await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
      await expect(d).toHaveCount(0);
      expect(((await sent).postDataJSON() as PricingBody).items).toEqual([
        { service: 'Wash and Fold', item: 'Garment', qty: 4.25, rate: 70, unit: 'kg' },
      ]);

      const saved = await orderNow(request, order);
      expect(saved).toMatchObject({ subtotal: 297.5, total: 297.5, status: 'In Progress' });
      expect(saved.items).toMatchObject([{ item: 'Garment', qty: 4.25, rate: 70, amount: 297.5, unit: 'kg' }]);
      const summary = await cardSummary(page, order);
      await expect(summary).toContainText('Garment (Wash and Fold) 4.25 kg');
      await expect(summary.locator('.invoice-summary-total')).toHaveText(`Total${formatInr(297.5)}`);
      await shot(orderCard(page, order.orderNumber), `kilo-card-${name}`);

      // Reopened, the row is by the kilo as saved.
      const again = await openPricing(page, order, 'Edit Pricing');
      await expect(again.getByRole('group', { name: 'Unit, row 1' }).getByRole('button', { name: 'kg' })).toHaveAttribute('aria-pressed', 'true');
      await expect(again.getByLabel('Qty, row 1')).toHaveValue('4.25');
    });

    test('an Express order shows the Express line from the shop factor, and can be waived with a reason', async ({ page, request }) => {
      const shop = await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema);
      const percent = Math.round(shop.expressFactor * 100) - 100;
      const express = `Express +${percent}%`;
      const shirt = await listRate(request, 'Shirt', 'Steam Iron');
      const customer = await customerSession(request, 'Express Customer');
      const order = await bookOrder(request, customer, {
        delivery: 'express',
        pickupDate: tomorrowIst(),
        pickupTime: '9:00 AM – 11:00 AM',
        pickupAddress: '12-3-45, Beach Road, Suryaraopeta, Kakinada 533001',
        pincode: '533001',
      });
      await openDashboard(page, admin);
      const d = await openPricing(page, order);
      await d.getByLabel('Service, row 1').fill('Iron');
      await d.getByLabel('Item, row 1').fill('Shirt');
      // The list's rate for a shirt ironed: never ₹0 when the list has one.
      await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue(String(shirt));
      await d.getByLabel('Qty, row 1').fill('4');
      const lines = 4 * shirt;
      const surcharge = (lines * percent) / 100;
      const rules = d.getByRole('list', { name: "Added by the bill's rules" });
      // The surcharge is booked under the order's service, as the server writes it.
      await expect(rules).toHaveText(`${express} (${order.service}) ${formatInr(surcharge)}`);
      await expect(d.getByLabel('Total', { exact: true })).toHaveText(formatInr(lines + surcharge));
      await expect(preview(page)).toContainText(express);
      await expect(preview(page)).toContainText(formatInr(lines + surcharge));
      await shot(page, `express-line-${name}`, rules);

      // Waived: a reason is asked for, the line goes, and the reason is sent.
      await d.getByRole('checkbox', { name: 'Waive Express' }).check();
      await expect(d.getByText(`${express}: waived`)).toBeVisible();
      await expect(rules).toHaveCount(0);
      await expect(d.getByLabel('Total', { exact: true })).toHaveText(formatInr(lines));
      await expect(preview(page)).not.toContainText(express);
      await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
      await expect(d.getByRole('alert')).toHaveText('Please give a reason of at least 3 characters for waiving Express.');
      await d.getByLabel('Reason for waiving').fill('Delivered a day late');
      await shot(page, `express-waived-${name}`, d.getByLabel('Reason for waiving'));
      const sent = page.waitForRequest((r) => r.url().endsWith(`/admin/orders/${order._id}/pickup`));
      await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
      await expect(d).toHaveCount(0);
      expect((await sent).postDataJSON()).toMatchObject({ expressWaiver: 'Delivered a day late' });
      const saved = await orderNow(request, order);
      expect(saved).toMatchObject({ expressWaiver: 'Delivered a day late', total: lines });
      expect(saved.items.map((it) => it.kind)).toEqual([undefined]);

      // Reopened: waived, with its reason; unticked, the line is back.
      const again = await openPricing(page, order, 'Edit Pricing');
      await expect(again.getByRole('checkbox', { name: 'Waive Express' })).toBeChecked();
      await expect(again.getByLabel('Reason for waiving')).toHaveValue('Delivered a day late');
      await again.getByRole('checkbox', { name: 'Waive Express' }).uncheck();
      await expect(again.getByLabel('Total', { exact: true })).toHaveText(formatInr(lines + surcharge));
      await again.getByRole('button', { name: 'Save Pricing' }).click();
      await expect(again).toHaveCount(0);
      const charged = await orderNow(request, order);
      expect(charged).toMatchObject({ expressWaiver: '', total: lines + surcharge });
      expect(charged.items.at(-1)).toMatchObject({ item: express, kind: 'express', amount: surcharge });
      await expect(await cardSummary(page, order)).toContainText(express);
    });

    test('lines at ₹0 are saved only once the shop says they are free of charge', async ({ page, request }) => {
      const customer = await customerSession(request, 'Free Customer');
      const order = await bookOrder(request, customer, { service: 'Wash and Iron' });
      await openDashboard(page, admin);
      const d = await openPricing(page, order);
      let calls = 0;
      page.on('request', (r) => {
        if (r.url().endsWith(`/admin/orders/${order._id}/pickup`)) calls += 1;
      });
      await d.getByLabel('Service, row 1').fill('Iron');
      await d.getByLabel('Item, row 1').fill('Shirt');
      await d.getByLabel('Qty, row 1').fill('2');
      await d.getByLabel('Rate (₹), row 1').fill('0');
      await d.getByRole('button', { name: '+ Add Item' }).click();
      await d.getByLabel('Service, row 2').fill('Iron');
      await d.getByLabel('Item, row 2').fill('Saree');
      await d.getByLabel('Rate (₹), row 2').fill('40');

      await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
      const question = d.getByRole('alertdialog');
      await expect(question).toHaveAccessibleName('Shirt × 2 at ₹0: free of charge?');
      await shot(page, `free-question-${name}`, question);
      // "No": back to the rate, nothing sent.
      await question.getByRole('button', { name: 'No, enter the rates' }).click();
      await expect(question).toHaveCount(0);
      await expect(d.getByLabel('Rate (₹), row 1')).toBeFocused();
      expect(calls).toBe(0);

      // Asked again on the next save; "Yes" saves the line at ₹0 (the spec's "rate can be 0" stays).
      await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
      await question.getByRole('button', { name: 'Yes, free of charge' }).click();
      await expect(d).toHaveCount(0);
      expect(calls).toBe(1);
      const saved = await orderNow(request, order);
      expect(saved.items.map((it) => [it.item, it.qty, it.rate])).toEqual([
        ['Shirt', 2, 0],
        ['Saree', 1, 40],
      ]);
      expect(saved.total).toBe(40);
    });
  });
}

test.describe('a tax invoice', () => {
  test.afterAll(async ({ request }) => setShopGstin(request, ''));

  test('shows the round-off to the rupee, hides the typed tax, and a ₹0 bill is confirmed free', async ({ page, request }) => {
    await setShopGstin(request, SHOP_GSTIN);
    const customer = await customerSession(request, 'GST Kilo Customer');
    const order = await bookOrder(request, customer, { service: 'Dry Clean' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, admin);
    const d = await openPricing(page, order);
    await d.getByLabel('Service, row 1').fill('Dry Clean');
    await d.getByLabel('Item, row 1').fill('Stole');
    await d.getByLabel('Rate (₹), row 1').fill('99.5');
    // ₹99.50 + CGST and SGST ₹8.96 each = ₹117.42: a tax invoice ends in whole rupees.
    await expect(d.getByLabel('Tax (₹)')).toHaveCount(0);
    await expect(d.getByText("GST is worked out from the shop's GSTIN (Settings), so there is no tax to type here.")).toBeVisible();
    await expect(d.getByLabel('CGST 9%')).toHaveText('₹8.96');
    await expect(d.getByLabel('Round off')).toHaveText('−₹0.42');
    await expect(d.getByLabel('Total', { exact: true })).toHaveText('₹117');
    await expect(preview(page)).toContainText('₹117');
    await shot(page, 'gst-round-off-1280', d.getByLabel('Round off'));
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'gst-round-off-375', d.getByLabel('Round off'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await expect(d).toHaveCount(0);
    expect(await orderNow(request, order)).toMatchObject({ tax: 17.92, roundOff: -0.42, total: 117 });
    const summary = await cardSummary(page, order);
    await expect(summary.locator('[data-line="round-off"]')).toHaveText('Round off−₹0.42');

    // A ₹0 tax invoice: the question, then confirmFree with the save.
    const free = await bookOrder(request, customer, { service: 'Wash and Fold' });
    await page.reload();
    const f = await openPricing(page, free);
    await f.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await expect(f.getByRole('alertdialog')).toHaveAccessibleName('Garment × 1 at ₹0: free of charge?');
    const sent = page.waitForRequest((r) => r.url().endsWith(`/admin/orders/${free._id}/pickup`));
    await f.getByRole('button', { name: 'Yes, free of charge' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ confirmFree: true });
    await expect(f).toHaveCount(0);
    expect(await orderNow(request, free)).toMatchObject({ total: 0 });
  });
});

/** A rider on the shop's staff, assigned to the order. */
async function assignedRider(request: APIRequestContext, order: Order): Promise<{ phone: string; password: string }> {
  const staff: NewStaffBody = { role: 'rider', name: `Kilo Rider ${Date.now().toString(36)}`, phone: freshPhone(), password: RIDER_PASSWORD };
  const added = await request.post(`${API_URL}/admin/staff`, { headers: authHeaders(admin.token), data: staff });
  expect(added.status(), await added.text()).toBe(201);
  const rider = await readJson(added, staffMemberSchema);
  const assigned = await request.patch(`${API_URL}/admin/orders/${order._id}/rider`, {
    headers: authHeaders(admin.token),
    data: { riderId: rider._id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { phone: staff.phone, password: RIDER_PASSWORD };
}

async function riderPhone(browser: Browser, rider: { phone: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill(rider.phone);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/rider$/);
  return page;
}

test.describe("pricing starts from the rider's count", () => {
  test('the count sent by the rider (a line without a service, one by weight) opens as rows with the list rates', async ({ page, request }) => {
    const shirt = await listRate(request, 'Shirt', 'Steam Iron');
    const customer = await customerSession(request, 'Counted Customer');
    const order = await bookOrder(request, customer, { service: 'Wash and Fold' });
    const rider = await assignedRider(request, order);
    const session = await apiLogin(request, rider.phone, rider.password);
    const body: PickupBody = {
      pieces: 12,
      items: [
        { item: 'Shirt', service: 'Iron', qty: 3 },
        { item: 'Clothes', service: '', qty: 2.5, unit: 'kg' },
      ],
      notes: '',
    };
    const picked = await request.post(`${API_URL}/rider/orders/${order._id}/pickup`, {
      headers: { ...authHeaders(session.token), [IDEMPOTENCY_HEADER]: `bills-e2e-${Date.now().toString(36)}` },
      data: body,
    });
    expect(picked.status(), await picked.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, admin);
    const d = await openPricing(page, order);
    await expect(d.getByLabel('Service, row 1')).toHaveValue('Iron');
    await expect(d.getByLabel('Item, row 1')).toHaveValue('Shirt');
    await expect(d.getByLabel('Qty, row 1')).toHaveValue('3');
    await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue(String(shirt));
    // The line without a service takes the order's; by weight, the per-kg rate and the minimum.
    await expect(d.getByLabel('Service, row 2')).toHaveValue('Wash and Fold');
    await expect(d.getByLabel('Item, row 2')).toHaveValue('Clothes');
    await expect(d.getByLabel('Qty, row 2')).toHaveValue('2.5');
    await expect(d.getByRole('group', { name: 'Unit, row 2' }).getByRole('button', { name: 'kg' })).toHaveAttribute('aria-pressed', 'true');
    await expect(d.getByLabel('Rate (₹), row 2')).toHaveValue('70');
    await expect(d.getByLabel('Amount, row 2')).toHaveText('₹175');
    await expect(d.getByRole('list', { name: "Added by the bill's rules" })).toHaveText('Minimum 3 kg (Wash and Fold) ₹35');
    const total = 3 * shirt + 175 + 35;
    await expect(d.getByLabel('Total', { exact: true })).toHaveText(formatInr(total));
    await shot(page, 'counted-rows-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'counted-rows-375', d.getByLabel('Amount, row 2'));
    await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await expect(d).toHaveCount(0);
    const saved = await orderNow(request, order);
    expect(saved.total).toBe(total);
    expect(saved.items.map((it) => [it.item, it.qty, it.unit, it.kind])).toEqual([
      ['Shirt', 3, undefined, undefined],
      ['Clothes', 2.5, 'kg', undefined],
      ['Minimum 3 kg', 0.5, 'kg', 'minimum'],
    ]);
  });

  test('the rider weighs a line on the phone; Pickup & Price opens with it', async ({ browser, page, request }) => {
    const customer = await customerSession(request, 'Weighed Customer');
    const order = await bookOrder(request, customer, { service: 'Wash and Fold', pickupDate: tomorrowIst() });
    const rider = await riderPhone(browser, await assignedRider(request, order));
    await rider.getByRole('button', { name: 'Tomorrow' }).click();
    const stop = rider.getByRole('article', { name: 'Weighed Customer' });
    await stop.getByRole('button', { name: 'Pick up' }).click();
    const sheet = rider.getByRole('dialog', { name: 'Pick up from Weighed Customer' });
    await sheet.getByLabel('Number of pieces').fill('20');
    await sheet.getByRole('button', { name: 'Add an item' }).click();
    await sheet.getByLabel('Item 1', { exact: true }).fill('Clothes');
    await sheet.getByRole('group', { name: 'Item 1 counted in' }).getByRole('button', { name: 'kg' }).click();
    await sheet.getByLabel('Weight of item 1 in kg').fill('4.255');
    await sheet.getByRole('button', { name: 'Save pickup' }).click();
    await expect(sheet.getByRole('alert')).toHaveText(WEIGHT_MESSAGE);
    await sheet.getByLabel('Weight of item 1 in kg').fill('4.25');
    await sheet.getByRole('button', { name: 'Add an item' }).click();
    await sheet.getByLabel('Item 2', { exact: true }).fill('Bedsheet');
    await sheet.getByLabel('How many of item 2').fill('2');
    await shot(rider, 'rider-weight-375', sheet.getByLabel('Weight of item 1 in kg'));
    const sent = rider.waitForResponse((r) => r.url().endsWith(`/rider/orders/${order._id}/pickup`));
    await sheet.getByRole('button', { name: 'Save pickup' }).click();
    expect((await sent).status()).toBe(200);
    await expect(sheet).toHaveCount(0);
    expect((await orderNow(request, order)).intake?.items).toEqual([
      { item: 'Clothes', service: 'Wash and Fold', qty: 4.25, unit: 'kg' },
      { item: 'Bedsheet', service: 'Wash and Fold', qty: 2 },
    ]);
    await rider.context().close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, admin);
    const d = await openPricing(page, order);
    await expect(d.getByLabel('Item, row 1')).toHaveValue('Clothes');
    await expect(d.getByLabel('Qty, row 1')).toHaveValue('4.25');
    await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue('70');
    await expect(d.getByLabel('Amount, row 1')).toHaveText('₹297.50');
    await expect(d.getByLabel('Item, row 2')).toHaveValue('Bedsheet');
    await expect(d.getByLabel('Qty, row 2')).toHaveValue('2');
    await expect(d.getByRole('group', { name: 'Unit, row 2' }).getByRole('button', { name: 'pcs' })).toHaveAttribute('aria-pressed', 'true');
  });
});
