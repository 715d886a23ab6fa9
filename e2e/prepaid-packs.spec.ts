import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { adminSession, bookOrder } from './support/admin';
import { API_URL, apiSignup, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Prepaid packs (docs/decisions/0087): the owner adds a pack in Settings; a customer buys it on
 * their phone through the gateway's page (the stand-in signs and sends the webhook as Razorpay
 * does), spends the credit on their next bill and sees it in the wallet's history. The counter
 * sells one too, and it shows in Today's takings.
 */

const SHOTS = '/tmp/shots-prepaid-packs';
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

test('the owner adds a pack; a customer buys it online and spends the credit on the next bill', async ({ page, browser, request }) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Padma Packs');
  mkdirSync(SHOTS, { recursive: true });

  // Before the shop sells any pack (only this file makes packs), the wallet card offers none to buy.
  await useSessionInBrowser(page, customer);
  await page.goto('/profile');
  await expect(page.getByTestId('wallet-card').getByRole('link', { name: 'Open wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-card').getByRole('link', { name: 'Buy a pack' })).toHaveCount(0);

  // The owner: Settings → Prepaid packs → Add a pack.
  const owner = await browser.newPage();
  await useSessionInBrowser(owner, admin);
  await owner.goto('/admin?tab=settings');
  const packs = owner.getByTestId('packs-admin');
  await packs.getByLabel('Customer pays (₹)').fill('777');
  await packs.getByLabel('Credit given (₹)').fill('850');
  await packs.getByLabel('Days the credit lasts (empty: never expires)').fill('30');
  await packs.getByRole('button', { name: 'Add pack' }).click();
  await expect(packs.getByText('Pay ₹777, get ₹850').first()).toBeVisible();
  await owner.close();

  // The customer, on a phone: the profile's wallet card leads to the wallet and its packs.
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  await expect(page.getByTestId('wallet-card').getByRole('link', { name: 'Buy a pack' })).toBeVisible();
  await page.getByTestId('wallet-card').getByRole('link', { name: 'Open wallet' }).click();
  await expect(page.getByRole('heading', { name: 'My wallet' })).toBeVisible();
  const offer = page.getByTestId('pack-offers').getByRole('listitem').filter({ hasText: 'Pay ₹777, get ₹850' }).first();
  await expect(offer).toContainText('Credit lasts 30 days');
  await page.screenshot({ path: `${SHOTS}/wallet-buy-375.png`, fullPage: true });
  await offer.getByRole('button', { name: 'Buy' }).click();

  // The gateway's page asks the pack's price; paying brings the customer back to the wallet.
  await expect(page.getByRole('heading', { name: 'Pay ₹777.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.waitForURL((url) => url.pathname === '/wallet');
  await expect(page.getByTestId('pack-purchase-check')).toContainText('Payment received: ₹850 of credit added.');
  await expect(page.getByTestId('wallet-balance')).toContainText('₹850 of store credit');
  await expect(page.getByTestId('wallet-lots')).toContainText('₹850 left of ₹850');

  // The next bill (₹360) is paid from the pack's credit on My Orders.
  const bill = await pricedOrder(request, admin, customer);
  await page.goto('/my-orders');
  const card = page.getByRole('article', { name: bill.orderNumber });
  await card.getByTestId('use-credit').click();
  await expect(card.getByLabel('Amount to use (₹)')).toHaveValue('360');
  await card.getByRole('button', { name: 'Use ₹360' }).click();
  await expect(card.getByTestId('pay-status')).toHaveText('Paid');

  // The wallet shows what is left of the pack and the history: the top-up and the spend.
  await page.getByTestId('wallet-card').getByRole('link', { name: 'Open wallet' }).click();
  await expect(page.getByTestId('wallet-lots')).toContainText('₹490 left of ₹850');
  const ledger = page.getByTestId('wallet-ledger');
  await expect(ledger.locator('[data-kind="spend"]')).toContainText(`Used on order ${bill.orderNumber}`);
  await expect(ledger.locator('[data-kind="spend"]')).toContainText('−₹360');
  await expect(ledger.locator('[data-kind="topup"]')).toContainText('Pack bought (paid ₹777)');
  await expect(ledger.locator('[data-kind="topup"]')).toContainText('+₹850');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/wallet-ledger-375.png`, fullPage: true });
});

test('the counter sells a pack for cash; Today’s takings counts it as money in', async ({ page, request }) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Ravi Counter');
  const offer = await request.post(`${API_URL}/admin/packs`, {
    headers: authHeaders(admin.token),
    data: { price: 1000, credit: 1100, validDays: null },
  });
  expect(offer.status(), await offer.text()).toBe(201);

  await useSessionInBrowser(page, admin);
  await page.goto('/admin?tab=payments&view=takings');
  const packsLine = page.locator('[data-figure="prepaid-packs"]');
  await expect(page.locator('[data-figure="total"]')).toBeVisible();
  const before = (await packsLine.count()) > 0 ? Number((await packsLine.innerText()).replace(/[^\d.]/g, '')) : 0;

  await page.goto('/admin?tab=payments&view=packs');
  const sale = page.getByTestId('pack-sale');
  await sale.getByLabel('Pack').selectOption({ label: 'Pay ₹1,000, get ₹1,100 · Credit never expires' });
  await sale.getByLabel("Customer's phone").fill(customer.user.phone);
  await sale.getByLabel('Paid by').selectOption('cash');
  await sale.getByRole('button', { name: 'Record sale' }).click();
  await expect(sale.getByText(`Sold: ₹1,100 of credit for ${customer.user.phone}.`)).toBeVisible();

  await page.goto('/admin?tab=payments&view=takings');
  await expect(packsLine).toHaveText(/₹/);
  expect(Number((await packsLine.innerText()).replace(/[^\d.]/g, ''))).toBe(before + 1000);
  const wallet = await request.get(`${API_URL}/wallet`, { headers: authHeaders(customer.token) });
  expect(((await wallet.json()) as { credit: number }).credit).toBe(1100);
});
