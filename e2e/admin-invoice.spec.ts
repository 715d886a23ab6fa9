import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { formatInr } from '@laundry/shared/rules/money';
import { API_URL, authHeaders, readJson } from './support/api';
import {
  adminSession,
  bookOrder,
  customerSession,
  holdRequest,
  listOrders,
  manualOrder,
  openDashboard,
  orderCard,
  pngSize,
  todayIst,
  uniquePhone,
  uniqueWord,
} from './support/admin';

const SHOTS = '/tmp/shots-admin';
const NO_ITEMS = 'Add at least one item with qty > 0 (rate can be 0).';

const dialog = (page: Page) => page.getByRole('dialog');
const title = (page: Page) => dialog(page).getByRole('heading', { level: 2 });
const preview = (page: Page) => dialog(page).getByRole('region', { name: 'Invoice preview' });

async function fillRow(d: Locator, n: number, row: { service?: string; item?: string; qty?: string; rate?: string }) {
  if (row.service !== undefined) await d.getByLabel(`Service, row ${n}`).fill(row.service);
  if (row.item !== undefined) await d.getByLabel(`Item, row ${n}`).fill(row.item);
  if (row.qty !== undefined) await d.getByLabel(`Qty, row ${n}`).fill(row.qty);
  if (row.rate !== undefined) await d.getByLabel(`Rate (₹), row ${n}`).fill(row.rate);
}

async function customerView(request: APIRequestContext, token: string, id: string): Promise<Order> {
  const res = await request.get(`${API_URL}/orders/${id}`, { headers: authHeaders(token) });
  expect(res.status()).toBe(200);
  return readJson(res, orderSchema);
}

test.describe('invoice modal', () => {
  test('Pickup & Price: the editor rules, the live preview, and the card and the customer agree with the server', async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Pickup Customer');
    const order = await bookOrder(request, customer);
    await openDashboard(page, admin);
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Pickup & Price' }).click();
    const d = dialog(page);
    await expect(title(page)).toHaveText('Pickup & Price');
    await expect(d.locator('.invoice-modal-sub')).toHaveText(`Order ${order.orderNumber} · Pickup Customer`);
    await expect(d.getByRole('button', { name: 'Confirm Pickup & Save' })).toBeVisible();
    for (const column of ['Service', 'Item', 'Qty', 'Rate (₹)', 'Amount'])
      await expect(d.getByRole('columnheader', { name: column, exact: true }).first()).toBeVisible();

    // The default row, then qty and rate: non-digits stripped, never below 0.
    await expect(d.getByLabel('Service, row 1')).toHaveValue('Wash and Fold');
    await expect(d.getByLabel('Item, row 1')).toHaveValue('Garment');
    await expect(d.getByLabel('Qty, row 1')).toHaveValue('1');
    await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue('0');
    await fillRow(d, 1, { service: 'Wash and Iron', item: 'Shirt', qty: '-3x', rate: '29.5₹abc' });
    await expect(d.getByLabel('Qty, row 1')).toHaveValue('3');
    await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue('29.5');
    await d.getByLabel('Rate (₹), row 1').fill('-abc');
    await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue('0');
    await d.getByLabel('Rate (₹), row 1').fill('29.5');
    await expect(d.getByLabel('Amount, row 1')).toHaveText(formatInr(88.5));

    await d.getByRole('button', { name: '+ Add Item' }).click();
    await expect(d.getByLabel('Service, row 2')).toHaveValue('Wash and Fold');
    await fillRow(d, 2, { service: 'Dry Clean', item: 'Blazer', qty: '1', rate: '250' });
    await d.getByRole('button', { name: '+ Add Item' }).click();
    await fillRow(d, 3, { item: 'Dropped', qty: '0', rate: '99' });
    await d.getByRole('button', { name: '+ Add Item' }).click();
    await d.getByRole('button', { name: 'Remove row 4' }).click();
    await expect(d.getByLabel('Service, row 4')).toHaveCount(0);

    // 10% of ₹338.50 is ₹33.85, rounded to ₹34.
    await d.getByRole('button', { name: 'Percent of subtotal' }).click();
    await d.getByLabel('Discount', { exact: true }).fill('10');
    await expect(d.getByText(`10% of ${formatInr(338.5)} = ${formatInr(34)} (rounded to whole rupees)`)).toBeVisible();
    await d.getByLabel('Tax (₹)').fill('12.25');
    await expect(d.getByLabel('Total', { exact: true })).toHaveText(formatInr(316.75));
    await expect(preview(page)).toContainText('Blazer');
    await expect(preview(page)).not.toContainText('Dropped');
    await expect(preview(page)).toContainText(amountInWords(316.75));
    await expect(preview(page)).toContainText('Draft');

    await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await expect(d).toHaveCount(0);

    const seen = await customerView(request, customer.token, order._id);
    expect(seen).toMatchObject({ subtotal: 338.5, discount: 34, tax: 12.25, total: 316.75, status: 'In Progress' });
    expect(seen.items.map((it) => [it.service, it.item, it.qty, it.rate, it.amount])).toEqual([
      ['Wash and Iron', 'Shirt', 3, 29.5, 88.5],
      ['Dry Clean', 'Blazer', 1, 250, 250],
    ]);
    expect(seen.invoiceNumber).toMatch(/^SL\/\d{4}-\d{2}\/\d{4,5}$/);

    const card = orderCard(page, order.orderNumber);
    await expect(card.getByRole('button', { name: 'Edit Pricing' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'In Progress', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText(seen.invoiceNumber!);
    await expect(card.locator('.invoice-summary-totals')).toHaveText(
      // A percent discount is a discount line with its percent, written as taken off (docs/decisions/0046).
      `Subtotal${formatInr(seen.subtotal)}Discount 10%− ${formatInr(seen.discount)}Tax${formatInr(seen.tax)}Total${formatInr(seen.total)}`,
    );
  });

  test("save rules: no valid row is refused with the spec's text; blank names become Service and Item; server errors are shown", async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Rules Customer');
    const order = await bookOrder(request, customer);
    await openDashboard(page, admin);
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Pickup & Price' }).click();
    const d = dialog(page);

    let calls = 0;
    page.on('request', (r) => r.url().endsWith(`/admin/orders/${order._id}/pickup`) && (calls += 1));
    await d.getByLabel('Qty, row 1').fill('0');
    await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await expect(d.getByRole('alert')).toHaveText(NO_ITEMS);
    await d.getByRole('button', { name: 'Remove row 1' }).click();
    await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await expect(d.getByRole('alert')).toHaveText(NO_ITEMS);
    expect(calls).toBe(0);

    await d.getByRole('button', { name: '+ Add Item' }).click();
    await fillRow(d, 1, { service: '  ', item: '', qty: '2', rate: '0' });
    await expect(d.getByRole('alert')).toHaveCount(0);
    await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    // Rate 0 is allowed once the shop says the line is free of charge (docs/decisions/0066).
    await expect(d.getByRole('alertdialog')).toHaveAccessibleName('Item × 2 at ₹0: free of charge?');
    expect(calls).toBe(0);
    await d.getByRole('button', { name: 'Yes, free of charge' }).click();
    await expect(d).toHaveCount(0);
    const saved = await customerView(request, customer.token, order._id);
    expect(saved.items.map((it) => [it.service, it.item, it.qty, it.rate])).toEqual([['Service', 'Item', 2, 0]]);
    expect(saved.total).toBe(0);

    // Another admin deletes the order while this one is pricing it: the server's error is shown.
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Edit Pricing' }).click();
    expect((await request.delete(`${API_URL}/admin/orders/${order._id}`, { headers: authHeaders(admin.token) })).status()).toBe(200);
    await d.getByRole('button', { name: 'Save Pricing' }).click();
    await expect(d.getByRole('alert')).toHaveText('Order not found.');
    await expect(d).toBeVisible();
  });

  test('closes by the backdrop, X, Cancel and Escape, but not while saving (X disabled)', async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Close Customer');
    const order = await bookOrder(request, customer);
    await openDashboard(page, admin);
    const open = async () => {
      await orderCard(page, order.orderNumber)
        .getByRole('button', { name: /Pickup & Price|Edit Pricing/ })
        .click();
      await expect(dialog(page)).toBeVisible();
    };
    await open();
    await page.mouse.click(6, 6);
    await expect(dialog(page)).toHaveCount(0);
    await open();
    // A click inside the modal is not a backdrop click.
    await dialog(page).locator('.invoice-modal-sub').click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await open();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await open();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await open();
    const held = await holdRequest(page, new RegExp(`/admin/orders/${order._id}/pickup$`), 'POST');
    await dialog(page).getByLabel('Rate (₹), row 1').fill('40');
    await dialog(page).getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await held.requested;
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await page.mouse.click(6, 6);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    held.release();
    await expect(dialog(page)).toHaveCount(0);
    await expect(orderCard(page, order.orderNumber).locator('.invoice-summary-total')).toHaveText(`Total${formatInr(40)}`);
  });

  test('Edit Pricing starts from the saved items and keeps the invoice number', async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Edit Customer');
    const order = await bookOrder(request, customer);
    const priced = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
      headers: authHeaders(admin.token),
      data: {
        items: [
          { service: 'Iron', item: 'Saree', qty: 3, rate: 40 },
          { service: 'Iron', item: 'Shirt', qty: 2, rate: 15 },
        ],
        discount: 10,
        tax: 5,
      },
    });
    const before = await readJson(priced, orderSchema);
    await openDashboard(page, admin);
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Edit Pricing' }).click();
    const d = dialog(page);
    await expect(title(page)).toHaveText('Edit Pricing');
    await expect(d.getByLabel('Item, row 1')).toHaveValue('Saree');
    await expect(d.getByLabel('Qty, row 1')).toHaveValue('3');
    await expect(d.getByLabel('Item, row 2')).toHaveValue('Shirt');
    await expect(d.getByLabel('Discount', { exact: true })).toHaveValue('10');
    await expect(d.getByLabel('Tax (₹)')).toHaveValue('5');
    await expect(d.getByLabel('Total', { exact: true })).toHaveText(formatInr(145));
    await expect(preview(page)).toContainText(before.invoiceNumber!);

    await d.getByLabel('Qty, row 2').fill('4');
    await d.getByRole('button', { name: 'Save Pricing' }).click();
    await expect(d).toHaveCount(0);
    const after = await customerView(request, customer.token, order._id);
    expect(after).toMatchObject({ subtotal: 180, discount: 10, tax: 5, total: 175, invoiceNumber: before.invoiceNumber });
    await expect(orderCard(page, order.orderNumber).locator('.invoice-summary-total')).toHaveText(`Total${formatInr(175)}`);
  });

  test('a manual invoice creates a priced order and stays open with it; a failed one is kept locally', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('manual');
    await openDashboard(page, admin);
    await page.getByRole('button', { name: 'Manual Invoice' }).click();
    const d = dialog(page);
    await expect(title(page)).toHaveText('Manual / WhatsApp Invoice');
    const generated = await d.getByLabel('Order Number', { exact: true }).inputValue();
    const match = /^SL-(\d{8})(\d{4})(\d{3})$/.exec(generated);
    expect(match, generated).not.toBeNull();
    expect(match![1]).toBe(todayIst().replace(/-/g, ''));
    expect(Number(match![3])).toBeGreaterThanOrEqual(100);
    // The suite books hundreds of orders a minute, which can fill that minute's 900 three-digit
    // numbers (the server then widens its own): this order takes a six-digit one the suite never makes.
    const number = `SL-${match![1]}${match![2]}${String((Date.now() % 900_000) + 100_000)}`;
    await d.getByLabel('Order Number', { exact: true }).fill(number);
    await expect(d.getByLabel('Phone')).toHaveAttribute('placeholder', '10-digit mobile');
    await expect(d.getByLabel('Status')).toHaveValue('Pending');
    await expect(d.getByLabel('Delivery')).toHaveValue('regular');
    await expect(d.getByLabel('Pickup Date')).toHaveValue(todayIst());

    const phone = uniquePhone();
    await d.getByLabel('Customer Name').fill(`Manual ${word}`);
    await d.getByLabel('Phone').fill(phone);
    await d.getByLabel('Status').selectOption('Completed');
    await d.getByLabel('Delivery').selectOption('express');
    await d.getByLabel('Pickup Time').fill('11:30 AM');
    await d.getByLabel('Address').fill('Counter, Main Road');
    await fillRow(d, 1, { service: 'Iron', item: 'Saree', qty: '3', rate: '40' });
    await expect(preview(page)).toContainText(`Manual ${word}`);
    await expect(preview(page)).toContainText(number);
    // Delivery Express: the Express line the server will add, ₹120 and half again (docs/decisions/0066).
    await expect(d.getByRole('list', { name: "Added by the bill's rules" })).toHaveText('Express +50% (Iron) ₹60');
    await expect(preview(page)).toContainText('Express +50%');
    await d.getByRole('button', { name: 'Save / Create Order' }).click();

    await expect(d.getByRole('status').filter({ hasText: `Order ${number} created with invoice SL/` })).toBeVisible();
    await expect(d).toBeVisible();
    await expect(title(page)).toHaveText('Edit Pricing');
    await expect(d.getByRole('button', { name: 'Save Pricing' })).toBeVisible();
    await expect(preview(page)).not.toContainText('Draft');
    const [created] = await listOrders(request, admin, { q: number });
    expect(created).toMatchObject({
      orderNumber: number,
      source: 'manual',
      status: 'Completed',
      delivery: 'express',
      phone,
      total: 180,
      pickupTime: '11:30 AM',
    });
    expect(created!.userId.name).toBe(`Manual ${word}`);
    await expect(preview(page)).toContainText(created!.invoiceNumber!);

    // Saving again edits the created order instead of making a second one.
    await d.getByLabel('Qty, row 1').fill('4');
    await d.getByRole('button', { name: 'Save Pricing' }).click();
    await expect(d).toHaveCount(0);
    expect(await listOrders(request, admin, { q: number })).toMatchObject([{ total: 240 }]);
    const card = orderCard(page, number);
    await expect(card).toContainText('Manual');
    await expect(card.locator('.invoice-summary-total')).toHaveText(`Total${formatInr(240)}`);

    // The same order number again: the server refuses, the invoice stays here without an id.
    await page.getByRole('button', { name: 'Manual Invoice' }).click();
    await d.getByLabel('Order Number', { exact: true }).fill(number);
    await d.getByLabel('Phone').fill(phone);
    await fillRow(d, 1, { item: 'Kept locally', qty: '1', rate: '70' });
    await d.getByRole('button', { name: 'Save / Create Order' }).click();
    await expect(d.getByRole('alert')).toContainText('An order with this order number already exists.');
    await expect(title(page)).toHaveText('Manual / WhatsApp Invoice');
    await expect(preview(page)).toContainText('Kept locally');
    await expect(preview(page)).toContainText('Draft');
    // Nothing leaves the shop as a draft: Download tries the save first, and it is refused again.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await d.getByRole('button', { name: 'Download PNG' }).click();
    await expect(d.getByRole('alert')).toContainText('An order with this order number already exists.');
    await expect(d.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
    expect(downloads).toBe(0);
  });

  test('Download PNG saves a valid PNG at twice the size of the invoice preview', async ({ page, request }) => {
    const admin = await adminSession(request);
    const order = await manualOrder(request, admin, { userId: { name: 'Png Customer' } });
    await openDashboard(page, admin);
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Edit Pricing' }).click();
    const download = page.waitForEvent('download');
    await dialog(page).getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${order.invoiceNumber!.replace(/\//g, '-')}.png`);
    const size = pngSize(readFileSync(await file.path()));
    const box = (await page.locator('.invoice-export-copy .invoice').boundingBox())!;
    expect(box.width).toBe(794);
    expect(size.width).toBe(Math.round(box.width * 2));
    expect(Math.abs(size.height - box.height * 2)).toBeLessThanOrEqual(2);
    // The image is taken from a full-size copy of the very invoice the admin sees.
    for (const invoice of [preview(page).locator('.invoice'), page.locator('.invoice-export-copy .invoice')]) {
      await expect(invoice).toContainText(order.invoiceNumber!);
      await expect(invoice).toContainText('Png Customer');
      await expect(invoice).toContainText(formatInr(order.total));
    }
  });

  test('WhatsApp opens the chat with the invoice text and, without a share sheet, downloads the image quietly with a notice', async ({
    page,
    request,
    context,
  }) => {
    // The chat itself is on the internet: note where the new tab goes, and go no further.
    const chats: string[] = [];
    await context.route(
      'https://wa.me/**',
      (route) => (chats.push(route.request().url()), route.fulfill({ contentType: 'text/plain', body: 'chat' })),
    );
    const admin = await adminSession(request);
    const order = await manualOrder(request, admin, { phone: '9123456789', userId: { name: 'Share Customer' } });
    await openDashboard(page, admin);
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Edit Pricing' }).click();
    const alerts: string[] = [];
    page.on('dialog', (d) => (alerts.push(d.message()), void d.accept()));
    const popup = page.waitForEvent('popup');
    const download = page.waitForEvent('download');
    await dialog(page).getByRole('button', { name: 'WhatsApp' }).click();
    const tab = await popup;
    await expect.poll(() => chats.length).toBe(1);
    await expect(tab).toHaveURL(chats[0]!);
    const url = new URL(chats[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919123456789');
    const text = url.searchParams.get('text')!;
    expect(text).toMatch(/^Hello Share Customer,/);
    expect(text).toContain(order.invoiceNumber!);
    expect(text).toContain('Iron – Shirt × 2');
    expect(text).toContain(`*Total: ${formatInr(order.total)}*`);
    expect(text).toContain('Thank you');
    pngSize(readFileSync(await (await download).path()));
    // Nothing failed: this browser cannot share files, so no alert, a short notice instead.
    await expect(dialog(page).getByRole('status').filter({ hasText: 'Image downloaded — attach it in the WhatsApp chat.' })).toBeVisible();
    expect(alerts).toEqual([]);
  });

  test('beside the editor and sticky from 1080 px; one column, full screen below', async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await adminSession(request);
    const order = await manualOrder(request, admin, { userId: { name: 'Layout Customer' } });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDashboard(page, admin);
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Edit Pricing' }).click();
    const editor = dialog(page).locator('form.invoice-editor');
    const pane = preview(page);
    let e = (await editor.boundingBox())!;
    let p = (await pane.boundingBox())!;
    expect(p.x).toBeGreaterThanOrEqual(e.x + e.width);
    expect(Math.abs(p.y - e.y)).toBeLessThan(2);
    await expect(pane).toHaveCSS('position', 'sticky');
    await page.screenshot({ path: `${SHOTS}/invoice-1280.png` });

    for (const width of [1000, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const modal = (await dialog(page).locator('.invoice-modal').boundingBox())!;
      expect(modal).toEqual({ x: 0, y: 0, width, height: 800 });
      e = (await editor.boundingBox())!;
      p = (await pane.boundingBox())!;
      expect(p.y).toBeGreaterThanOrEqual(e.y + e.height);
      await expect(pane).toHaveCSS('position', 'static');
      await page.screenshot({ path: `${SHOTS}/invoice-${width}.png` });
    }
  });
});
