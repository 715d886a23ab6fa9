import { expect, test } from '@playwright/test';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { adminSession, bookOrder } from './support/admin';
import { API_URL, apiSignup, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * The customer's wallet (docs/decisions/0086): store credit left from an overpayment shows on
 * My Orders and the profile, and the customer spends it on their next bill from its card.
 */

test('on a phone a customer sees their store credit and uses it on a bill; the card shows the new due', async ({ page, request }) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Lakshmi Credit');
  const priced = async (): Promise<Order> => {
    const order = await bookOrder(request, customer);
    const res = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
      headers: authHeaders(admin.token),
      data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 2, rate: 150 }] },
    });
    expect(res.status(), await res.text()).toBe(200);
    return readJson(res, orderSchema);
  };
  // ₹350 in cash against ₹300: ₹50 becomes store credit.
  const first = await priced();
  const paid = await request.post(`${API_URL}/admin/orders/${first._id}/payments`, {
    headers: authHeaders(admin.token),
    data: { method: 'cash', amount: 350 },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const bill = await priced();

  await page.setViewportSize({ width: 375, height: 740 });
  await useSessionInBrowser(page, customer);
  await page.goto('/my-orders');
  await expect(page.getByTestId('wallet-card')).toContainText('₹50 of store credit');
  const card = page.getByRole('article', { name: bill.orderNumber });
  await expect(card.getByText('Due ₹300')).toBeVisible();

  await card.getByTestId('use-credit').click();
  const amount = card.getByLabel('Amount to use (₹)');
  await expect(amount).toHaveValue('50');
  // More than the credit is named before anything is sent.
  await amount.fill('60');
  await card.getByRole('button', { name: 'Use ₹60' }).click();
  await expect(card.getByRole('alert')).toContainText('at most ₹50');
  await amount.fill('50');
  await card.getByRole('button', { name: 'Use ₹50' }).click();

  await expect(card.getByText('₹50 of store credit used.')).toBeVisible();
  await expect(card.getByText('Due ₹250')).toBeVisible();
  await expect(card.getByTestId('pay-status')).toHaveText('Part-paid');
  await expect(card.getByTestId('use-credit')).toHaveCount(0);
  await expect(page.getByTestId('wallet-card')).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByTestId('wallet-card')).toContainText('₹0 of store credit');
});
