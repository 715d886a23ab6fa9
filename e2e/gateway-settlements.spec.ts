import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { onlinePaymentLinkSchema } from '@laundry/shared/contracts/gateway';
import { orderSchema } from '@laundry/shared/contracts/orders';
import { istDate } from '@laundry/shared/rules/ist';
import { formatInr } from '@laundry/shared/rules/money';
import { adminSession, bookOrder } from './support/admin';
import { API_URL, apiSignup, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Gateway settlements (docs/decisions/0088): the admin fetches Razorpay's settlements (from the
 * stand-in), uploads the bank statement with the settlement's credit, and sees it matched to the
 * settlement, never to an order, with the fees and GST apart, here and in Today's takings.
 */

const SHOTS = '/tmp/shots-gateway-settlements';
const RZP_URL = `http://127.0.0.1:${process.env.E2E_RZP_PORT ?? 4317}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test('the admin fetches settlements, the bank credit is the settlement’s, and the fees are shown apart', async ({ page, request }) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Sunita Settles');
  const order = await bookOrder(request, customer);
  const priced = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
    headers: authHeaders(admin.token),
    data: { items: [{ service: 'Dry Clean', item: 'Saree', qty: 1, rate: 845 }] },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  // The customer pays on the gateway's page: the stand-in sends the signed webhook before it answers.
  const link = await readJson(
    await request.post(`${API_URL}/orders/${order._id}/online-payments`, { headers: authHeaders(customer.token), data: {} }),
    onlinePaymentLinkSchema,
  );
  const paid = await request.post(`${link.url}/complete`, { form: { method: 'upi' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const after = await readJson(await request.get(`${API_URL}/orders/${order._id}`, { headers: authHeaders(customer.token) }), orderSchema);
  expect(after.payments.map((p) => p.source)).toEqual(['gateway']);

  const utr = `AXISCN${Date.now()}`.slice(0, 22);
  const settlement = (await (await request.post(`${RZP_URL}/__stand-in/settle`, { data: { utr } })).json()) as {
    amount: number;
    fees: number;
    tax: number;
  };
  const money = (paise: number) => formatInr(paise / 100, 'en');

  await useSessionInBrowser(page, admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin?tab=payments&view=statement');
  const card = page.locator('section[aria-labelledby="settlements-title"]');
  await expect(card.getByRole('heading', { name: 'Gateway settlements' })).toBeVisible();
  await card.getByRole('button', { name: 'Fetch settlements' }).click();
  await expect(card.getByText(/^[1-9]\d* new settlements?\.$/)).toBeVisible();
  const row = card.getByRole('listitem').filter({ hasText: `UTR ${utr}` });
  await expect(row).toContainText(money(settlement.amount));
  await expect(row).toContainText(`less fees ${money(settlement.fees)} and GST ${money(settlement.tax)}`);
  await expect(row).toContainText('Not in an uploaded statement yet');

  const today = istDate(new Date());
  const date = `${Number(today.slice(8, 10))} ${MONTHS[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`;
  const csv = [
    ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [date, date, `BY TRANSFER-NEFT*UTIB0000001*${utr}*RAZORPAY SOFTWARE`, utr, '', (settlement.amount / 100).toFixed(2), '50,000.00'],
  ]
    .map((r) => r.map((c) => `"${c}"`).join(','))
    .join('\r\n');
  await page.getByLabel('Choose statement file').setInputFiles({ name: 'axis.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('1 credit is a gateway settlement: see Gateway settlements. No order is paid by it.')).toBeVisible();
  await expect(row).toContainText(/In the bank on /);
  // Matched to the settlement: neither proposed for an order nor listed without one.
  await expect(page.locator('.statement-line').filter({ hasText: utr })).toHaveCount(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/statement-settled-1280.png`, fullPage: true });

  await page.goto('/admin?tab=payments&view=takings');
  const online = page.locator('section[aria-labelledby="gateway-title"]');
  await expect(online.getByRole('heading', { name: 'Online payments (gateway)' })).toBeVisible();
  await expect(online.locator('[data-figure="gateway-received"]')).not.toHaveText(money(0));
  // Fees and GST of every settlement settled today: this test's at least.
  await expect(online.locator('[data-figure="gateway-fees"]')).not.toHaveText(money(0));
  await expect(online.locator('[data-figure="gateway-in-bank"]')).not.toHaveText(money(0));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/takings-375.png`, fullPage: true });
});
