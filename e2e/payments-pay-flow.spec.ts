import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { shopPaymentSettingsSchema } from '@laundry/shared/contracts/shop';
import { adminSession, bookOrder, manualOrder, openDashboard, orderCard } from './support/admin';
import { API_URL, apiSignup, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Getting paid (docs/decisions/0046): a customer pays a priced order by UPI from My
 * Orders (a upi://pay link on a phone, its QR on a laptop), reports the UPI reference, and the
 * shop confirms it with one click; the customer's card turns Paid live. At the counter the shop
 * records a cash payment in two taps.
 */

const SHOTS = '/tmp/shots-payments';
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/** The whole page, or (for a dialog) what the screen shows. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** The shop picks the order up and prices it: 2 shirts at ₹150, ₹300 in all. */
async function pricedOrder(request: APIRequestContext, admin: AuthResponse, customer: AuthResponse): Promise<Order> {
  const order = await bookOrder(request, customer);
  const res = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
    headers: authHeaders(admin.token),
    data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 2, rate: 150 }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const priced = await readJson(res, orderSchema);
  expect(priced).toMatchObject({ total: 300, due: 300, paymentStatus: 'unpaid' });
  return priced;
}

function myOrderCard(page: Page, orderNumber: string) {
  return page.getByRole('article', { name: orderNumber });
}

test('on a phone a customer pays by UPI link and reports the UTR; the shop confirms with one click and the card turns Paid live', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Meena Payer');
  const order = await pricedOrder(request, admin, customer);
  const shop = await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema);

  await page.setViewportSize(PHONE);
  await useSessionInBrowser(page, customer);
  await page.goto('/my-orders');
  const card = myOrderCard(page, order.orderNumber);
  await expect(card.getByTestId('pay-status')).toHaveText('Unpaid');
  await expect(card.getByText('Due ₹300')).toBeVisible();

  // The Pay link opens any UPI app with the shop, the amount and the invoice number filled in.
  const pay = card.getByRole('link', { name: 'Pay ₹300' });
  await expect(pay).toBeVisible();
  const link = new URL((await pay.getAttribute('href'))!);
  expect(link.protocol).toBe('upi:');
  expect(link.href.startsWith('upi://pay?')).toBe(true);
  expect(Object.fromEntries(link.searchParams)).toEqual({ pa: shop.upiId, pn: shop.upiName, am: '300.00', cu: 'INR', tn: order.invoiceNumber });
  await expect(card.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await shot(page, 'customer-pay-375');

  // "I have paid": a wrong reference is named before anything is sent, then the right one goes.
  await card.getByRole('button', { name: 'I have paid' }).click();
  const utr = card.getByLabel('UPI reference (UTR)');
  await utr.fill('12');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByRole('alert')).toContainText('6 to 35 letters or digits');
  await utr.fill('4123 4567 8901');
  await shot(page, 'customer-utr-375');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByTestId('pay-reported')).toHaveText('Payment reported, awaiting confirmation');
  await expect(card.getByText('₹300, UTR 412345678901')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Pay ₹300' })).toHaveCount(0);
  await shot(page, 'customer-reported-375');

  // The shop, on a laptop, sees the report on the order's card and confirms it with one click.
  const adminContext = await browser.newContext({ viewport: LAPTOP });
  const adminPage = await adminContext.newPage();
  await openDashboard(adminPage, admin);
  const adminCard = orderCard(adminPage, order.orderNumber);
  await expect(adminCard.getByTestId('payment-report')).toContainText('Payment reported: ₹300, UTR 412345678901');
  await expect(adminCard.getByTestId('payment-status')).toHaveText('Unpaid');
  await adminCard.scrollIntoViewIfNeeded();
  await shot(adminPage, 'admin-report-1280');
  await adminCard.getByRole('button', { name: 'Confirm' }).click();
  await expect(adminCard.getByTestId('payment-status')).toHaveText('Paid');
  await expect(adminCard.getByTestId('payment-report')).toHaveCount(0);
  await expect(adminCard.getByTestId('payment-due')).toHaveText('Due ₹0');

  // The customer's page, never reloaded, shows it paid.
  await expect(card.getByTestId('pay-status')).toHaveText('Paid');
  await expect(card.getByText('Paid ₹300')).toBeVisible();
  await expect(card.getByTestId('pay-reported')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'I have paid' })).toHaveCount(0);
  await shot(page, 'customer-paid-375');
  await adminContext.close();
});

test('at the counter the shop records a cash payment, asked once before it is written, and the card shows Paid', async ({ page, request }) => {
  const admin = await adminSession(request);
  const order = await manualOrder(request, admin, { items: [{ service: 'Iron', item: 'Shirt', qty: 4, rate: 15 }] });
  expect(order).toMatchObject({ total: 60, due: 60 });

  await page.setViewportSize(LAPTOP);
  await openDashboard(page, admin);
  const card = orderCard(page, order.orderNumber);
  await expect(card.getByTestId('payment-due')).toHaveText('Due ₹60');

  // Tap 1: Record payment (the amount comes filled with the due).
  await card.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('60');
  await shot(page, 'admin-record-1280', false);
  // Tap 2: Cash; tap 3: the question answered (docs/decisions/0073).
  await dialog.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(dialog.getByTestId('record-question')).toHaveText(`Record ₹60 by Cash for ${order.orderNumber}?`);
  await dialog.getByRole('button', { name: 'Record ₹60' }).click();
  await expect(dialog.getByTestId('record-done')).toContainText('₹60 recorded. Receipt R/');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('payment-status')).toHaveText('Paid');
  await expect(card.getByTestId('payment-due')).toHaveText('Due ₹0');
  await expect(card.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // The ledger names the cash entry, who took it, and can reverse it with a reason.
  await card.getByText('1 payment', { exact: true }).click();
  await expect(card.locator('.payment-entry')).toContainText('₹60 Cash');
  await card.getByRole('button', { name: 'Reverse the Cash payment of ₹60' }).click();
  await card.getByLabel('Why is it reversed?').fill('Tapped Cash by mistake');
  await card.getByRole('button', { name: 'Reverse ₹60' }).click();
  await expect(card.getByTestId('payment-status')).toHaveText('Unpaid');
  await expect(card.getByText('Correction: Tapped Cash by mistake')).toBeVisible();

  await page.setViewportSize(PHONE);
  await card.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Record payment' }).getByRole('button', { name: 'UPI', exact: true })).toBeVisible();
  await shot(page, 'admin-record-375', false);
});

test('on a laptop the customer sees the QR of the same UPI link', async ({ page, request }) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Kiran Laptop');
  const order = await pricedOrder(request, admin, customer);
  const shop = await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema);

  await page.setViewportSize(LAPTOP);
  await useSessionInBrowser(page, customer);
  await page.goto('/my-orders');
  const card = myOrderCard(page, order.orderNumber);
  await expect(card.getByRole('link', { name: 'Pay ₹300' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Pay ₹300' }).click();
  const qr = card.getByRole('img', { name: `QR code to pay ₹300 to ${shop.upiName} by UPI` });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(150);
  await expect(card.getByText(`UPI ID: ${shop.upiId}`)).toBeVisible();
  await shot(page, 'customer-qr-1280');
});
