import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { openStatementLinesSchema } from '@laundry/shared/contracts/statements';
import { adminSession, manualOrder, orderCard } from './support/admin';
import { API_URL, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Reconciliation without a gateway (docs/decisions/0046): the admin uploads the shop
 * account's statement, the credits naming unpaid orders are proposed, confirmed together, and
 * the orders are Paid; a credit naming no order stays listed; the same file again records nothing.
 */

const SHOTS = '/tmp/shots-statement';

async function readOrder(request: APIRequestContext, admin: AuthResponse, order: Order): Promise<Order> {
  const res = await request.get(`${API_URL}/admin/orders?q=${encodeURIComponent(order.orderNumber)}`, { headers: authHeaders(admin.token) });
  expect(res.status()).toBe(200);
  const page = (await res.json()) as { data: unknown[] };
  return orderSchema.parse(page.data.find((o) => orderSchema.parse(o)._id === order._id));
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** An SBI-shaped CSV export (made up): preamble, header, credits and a debit. */
function statementCsv(a: Order, b: Order, strangerNote: string): string {
  const rows = [
    ['Account Name', ':', 'SRI LAKSHMI LAUNDRY'],
    ['Account Number', ':', '00000012345678901'],
    [],
    ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [
      '1 Apr 2025',
      '1 Apr 2025',
      `BY TRANSFER-UPI/CR/509112345678/ANITHA/SBIN/anitha@oksbi/${a.orderNumber}`,
      'TRANSFER FROM 3199',
      '',
      `${a.total}.00`,
      '10,000.00',
    ],
    ['1 Apr 2025', '1 Apr 2025', 'TO TRANSFER-UPI/DR/509198765432/ELECTRICITY', 'TRANSFER TO 4897', '1,200.00', '', '8,800.00'],
    ['2 Apr 2025', '2 Apr 2025', `BY TRANSFER-NEFT*HDFC0000001*N0925*PRIYA S*${b.invoiceNumber}`, 'NEFT N0925', '', `${b.total}.00`, '9,800.00'],
    ['3 Apr 2025', '3 Apr 2025', `BY TRANSFER-UPI/CR/509312345678/STRANGER/${strangerNote}`, 'TRANSFER FROM 4000', '', '12,345.67', '22,145.67'],
  ];
  return rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');
}

test('statement credits naming unpaid orders are confirmed together; the unrelated one stays; a second upload records nothing twice', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const a = await manualOrder(request, admin, {
    userId: { name: 'Anitha Statement' },
    items: [{ service: 'Iron', item: 'Saree', qty: 1, rate: 611 }],
  });
  const b = await manualOrder(request, admin, {
    userId: { name: 'Priya Statement' },
    items: [{ service: 'Dry Clean', item: 'Blazer', qty: 1, rate: 733 }],
  });
  expect(b.invoiceNumber).toBeTruthy();
  const note = `GIFT${Date.now().toString(36).toUpperCase()}`;
  const csv = Buffer.from(statementCsv(a, b, note));

  await useSessionInBrowser(page, admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin?tab=payments&view=statement');
  await expect(page.getByRole('heading', { name: 'Bank statement' })).toBeVisible();
  await page.getByLabel('Choose statement file').setInputFiles({ name: 'sbi-april.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByText(/sbi-april\.csv: 3 credits read, 3 new, 0 already uploaded before\./)).toBeVisible();

  // Both orders proposed as sure matches and ticked; the stranger's credit is listed without an order.
  const proposed = page.locator('section[aria-labelledby="proposed-title"]');
  const rowA = proposed.getByRole('listitem').filter({ hasText: a.orderNumber });
  const rowB = proposed.getByRole('listitem').filter({ hasText: b.orderNumber });
  await expect(rowA).toContainText('Sure match');
  await expect(rowB).toContainText('Sure match');
  await expect(rowA.getByRole('checkbox')).toBeChecked();
  await expect(rowB.getByRole('checkbox')).toBeChecked();
  const unmatched = page.locator('section[aria-labelledby="unmatched-title"]');
  await expect(unmatched.getByText(note)).toBeVisible();
  await shoot(page, 'proposed');

  await page.setViewportSize({ width: 1280, height: 800 });
  await proposed.getByRole('button', { name: /^Record \d+ payments$/ }).click();
  await expect(page.getByText('2 payments recorded.')).toBeVisible();
  await expect(proposed.getByRole('listitem').filter({ hasText: a.orderNumber })).toHaveCount(0);
  await expect(unmatched.getByText(note)).toBeVisible();
  for (const order of [a, b]) {
    const read = await readOrder(request, admin, order);
    expect(read).toMatchObject({ paymentStatus: 'paid', due: 0 });
    expect(read.payments).toHaveLength(1);
    expect(read.payments[0]).toMatchObject({ source: 'statement', amount: order.total });
  }

  // The same file again: nothing new, nothing recorded twice, the stranger's credit still listed once.
  await page.getByLabel('Choose statement file').setInputFiles({ name: 'sbi-april.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByText(/sbi-april\.csv: 3 credits read, 0 new, 3 already uploaded before\./)).toBeVisible();
  await expect(proposed.getByRole('listitem').filter({ hasText: a.orderNumber })).toHaveCount(0);
  await expect(unmatched.getByText(note)).toHaveCount(1);
  for (const order of [a, b]) expect((await readOrder(request, admin, order)).payments).toHaveLength(1);

  // An old binary Excel file is refused in the browser with what to do instead.
  await page.getByLabel('Choose statement file').setInputFiles({
    name: 'old.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  });
  await expect(page.getByRole('alert')).toContainText('old Excel file (.xls)');
  await shoot(page, 'after');

  // The dashboard's cards show both orders Paid.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin');
  for (const order of [a, b]) await expect(orderCard(page, order.orderNumber).getByTestId('payment-status')).toHaveText('Paid');
});

test('the statement view reads well on a phone: cards, no sideways scrolling', async ({ page, request }) => {
  const admin = await adminSession(request);
  const res = await request.get(`${API_URL}/admin/statements/unmatched`, { headers: authHeaders(admin.token) });
  expect(res.status()).toBe(200);
  const open = await readJson(res, openStatementLinesSchema);
  await page.setViewportSize({ width: 375, height: 740 });
  await useSessionInBrowser(page, admin);
  await page.goto('/admin?tab=payments&view=statement');
  await expect(page.getByRole('heading', { name: 'Bank statement' })).toBeVisible();
  await expect(page.getByLabel('Choose statement file')).toBeAttached();
  if (open.lines.length > 0) await expect(page.locator('.statement-line').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const box of await page.locator('.statement-line').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(375);
  }
});
