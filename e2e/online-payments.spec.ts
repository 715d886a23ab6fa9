import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { adminSession, bookOrder } from './support/admin';
import { API_URL, apiSignup, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Paying online (docs/decisions/0085): from My Orders the customer opens the gateway's page (a
 * stand-in for Razorpay's, which signs and sends the webhook as Razorpay does) and pays by card;
 * the card turns Paid live on another tab, and again on the page the gateway sends them back to.
 */

const SHOTS = '/tmp/shots-online-payments';
const PHONE = { width: 375, height: 740 };

async function pricedOrder(request: APIRequestContext, admin: AuthResponse, customer: AuthResponse): Promise<Order> {
  const order = await bookOrder(request, customer);
  const res = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
    headers: authHeaders(admin.token),
    data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 3, rate: 120 }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

test('on a phone a customer pays by card through the gateway; the card turns Paid live and a receipt is listed', async ({
  page,
  context,
  request,
}) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Kiran Online');
  const order = await pricedOrder(request, admin, customer);

  await page.setViewportSize(PHONE);
  await useSessionInBrowser(page, customer);
  await page.goto('/my-orders');
  const card = page.getByRole('article', { name: order.orderNumber });
  await expect(card.getByTestId('pay-status')).toHaveText('Unpaid');

  // Another tab of the same customer stays on My Orders: the payment reaches it by the socket.
  const watcher = await context.newPage();
  await watcher.setViewportSize(PHONE);
  await watcher.goto('/my-orders');
  const watched = watcher.getByRole('article', { name: order.orderNumber });
  await expect(watched.getByTestId('pay-status')).toHaveText('Unpaid');

  const online = card.getByRole('button', { name: 'UPI, card or net banking' });
  await expect(online).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/my-orders-pay-online-375.png`, fullPage: true });
  await online.click();

  // The gateway's page asks the due (₹360) for the invoice.
  await expect(page.getByRole('heading', { name: 'Pay ₹360.00' })).toBeVisible();
  await expect(page.getByText(order.invoiceNumber!)).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();

  // Back on My Orders with the order's card: Paid, with a receipt, and the gateway's parameters gone.
  await page.waitForURL((url) => url.pathname === '/my-orders' && url.searchParams.get('order') === order._id);
  const back = page.getByRole('article', { name: order.orderNumber });
  await expect(back.getByTestId('pay-status')).toHaveText('Paid');
  await expect(page).not.toHaveURL(/razorpay_/);
  await expect(back.getByRole('button', { name: 'UPI, card or net banking' })).toHaveCount(0);
  await expect(back.getByText(/R\/\d{4}-\d{2}\/\d{4}/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/my-orders-paid-375.png`, fullPage: true });

  // The other tab, never reloaded, turned Paid on its own.
  await expect(watched.getByTestId('pay-status')).toHaveText('Paid');

  // The ledger has the one card payment, recorded by the gateway's webhook.
  const res = await request.get(`${API_URL}/orders/${order._id}`, { headers: authHeaders(customer.token) });
  const paid = await readJson(res, orderSchema);
  expect(paid.payments.map((p) => [p.amount, p.method, p.source])).toEqual([[360, 'card', 'gateway']]);
});
