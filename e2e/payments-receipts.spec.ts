import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { adminSession, bookOrder, openDashboard, orderCard, pngSize, uniqueWord } from './support/admin';
import { API_URL, apiSignup, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Payments with care (docs/decisions/0073): the shop confirms the amount before it is recorded and is
 * told the receipt's number; the customer downloads the receipt from My Orders; the Unpaid list
 * offers Confirm for a reported UPI payment instead of a reminder.
 */

const SHOTS = '/tmp/shots-payments-receipts';
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

async function pricedOrder(request: APIRequestContext, admin: AuthResponse, customer: AuthResponse, rate = 150): Promise<Order> {
  const order = await bookOrder(request, customer);
  const res = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
    headers: authHeaders(admin.token),
    data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 2, rate }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

for (const size of [PHONE, LAPTOP]) {
  test(`at ${size.width} px the shop records a part payment after confirming the amount, and opens its receipt`, async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await apiSignup(request, `Ravi ${uniqueWord('rc')}`);
    // On the laptop the customer reads Telugu: the receipt is drawn in their language, the screen stays the shop's.
    const telugu = size === LAPTOP;
    if (telugu) await request.patch(`${API_URL}/profile`, { headers: authHeaders(customer.token), data: { language: 'te' } });
    const order = await pricedOrder(request, admin, customer);

    await page.setViewportSize(size);
    await openDashboard(page, admin);
    const card = orderCard(page, order.orderNumber);
    await card.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    const amount = dialog.getByLabel('Amount (₹)');
    await expect(amount).toHaveValue('300');
    await amount.fill('120');
    await dialog.getByLabel(/UPI reference/).fill('UTR777');
    await dialog.getByRole('button', { name: 'UPI', exact: true }).click();
    // Asked before anything is written: the order is still unpaid.
    await expect(dialog.getByTestId('record-question')).toHaveText(`Record ₹120 by UPI for ${order.orderNumber}?`);
    await expect(card.getByTestId('payment-due')).toHaveText('Due ₹300');
    await page.screenshot({ path: `${SHOTS}/record-question-${size.width}.png` });
    await dialog.getByRole('button', { name: 'Record ₹120' }).click();
    const done = dialog.getByTestId('record-done');
    await expect(done).toContainText(/₹120 recorded\. Receipt R\/\d{4}-\d{2}\/\d{4,} sent to Ravi/);
    await expect(done).toContainText(customer.user.phone);
    await expect(card.getByTestId('payment-due')).toHaveText('Due ₹180');

    await dialog.getByRole('button', { name: 'Open receipt' }).click();
    const receipt = page.getByTestId('receipt').first();
    await expect(receipt).toContainText(telugu ? 'చెల్లింపు రసీదు' : 'Payment receipt');
    await expect(receipt.getByTestId('receipt-amount')).toHaveText('₹120');
    await expect(receipt).toContainText('UTR777');
    await expect(receipt).toContainText('₹180');
    await page.screenshot({ path: `${SHOTS}/receipt-staff-${size.width}.png` });
  });
}

test('the customer downloads the receipt of a payment from My Orders, at 375 and 1280 px', async ({ page, request }) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, `Latha ${uniqueWord('rc')}`);
  const order = await pricedOrder(request, admin, customer);
  const paid = await request.post(`${API_URL}/admin/orders/${order._id}/payments`, {
    headers: authHeaders(admin.token),
    data: { method: 'cash', amount: 300 },
  });
  const number = (await readJson(paid, orderSchema)).payments[0]!.receiptNumber!;
  expect(number).toMatch(/^R\//);

  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await useSessionInBrowser(page, customer);
    await page.goto('/my-orders');
    const card = page.getByRole('article', { name: order.orderNumber });
    await card.getByRole('button', { name: `Open receipt ${number}` }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/my-orders-receipts-${size.width}.png` });
    await card.getByRole('button', { name: `Open receipt ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Receipt ${number}` });
    await expect(dialog.getByTestId('receipt')).toContainText(number);
    await expect(dialog.getByTestId('receipt')).toContainText('Cash');
    // Where the shop is, as on the invoice: a receipt a customer can take to the counter.
    await expect(dialog.getByTestId('receipt')).toContainText('Kakinada, Andhra Pradesh 533001');
    await page.screenshot({ path: `${SHOTS}/receipt-customer-${size.width}.png` });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`receipt-${number.replace(/\//g, '-')}.png`);
    const { width } = pngSize(readFileSync(await file.path()));
    // The full-size copy, 420 px at twice the pixels, whatever the screen.
    expect(width).toBe(840);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('the Unpaid list shows a reported UPI payment beside its due and offers Confirm instead of Remind', async ({ page, request }) => {
  const admin = await adminSession(request);
  const word = uniqueWord('rc');
  const customer = await apiSignup(request, `Kiran ${word}`);
  const order = await pricedOrder(request, admin, customer, 100);
  const reported = await request.post(`${API_URL}/orders/${order._id}/payment-reports`, {
    headers: authHeaders(customer.token),
    data: { reference: '412345678901' },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  await useSessionInBrowser(page, admin);
  await page.setViewportSize(PHONE);
  await page.goto('/admin?tab=payments&view=dues');
  const kiran = page.locator('li.due-card').filter({ has: page.getByRole('heading', { name: `Kiran ${word}`, exact: true }) });
  await expect(kiran.getByTestId('due-reported')).toContainText('Reported paid ₹200 · UTR 412345678901');
  await expect(kiran.getByRole('link', { name: 'Remind on WhatsApp' })).toHaveCount(0);
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await kiran.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dues-reported-${size.width}.png` });
  }
  await kiran.getByRole('button', { name: `Confirm the reported payment of ₹200 for ${order.invoiceNumber}` }).click();
  await expect(kiran).toHaveCount(0);

  const after = await request.get(`${API_URL}/orders/${order._id}`, { headers: authHeaders(customer.token) });
  const confirmed = await readJson(after, orderSchema);
  expect(confirmed).toMatchObject({ due: 0, paymentStatus: 'paid' });
  expect(confirmed.payments[0]!.receiptNumber).toMatch(/^R\//);
});
