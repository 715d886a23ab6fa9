import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { shopPaymentSettingsSchema } from '@laundry/shared/contracts/shop';
import { API_URL, authHeaders, readJson, useSessionInBrowser } from './support/api';
import { adminSession, bookOrder, customerSession, listOrders, openDashboard, orderCard } from './support/admin';

const SHOTS = '/tmp/shots-gst';
/** Valid GSTINs (checksums computed): the shop's in Andhra Pradesh, a customer's in Maharashtra. */
const SHOP_GSTIN = '37AABCU9603R1ZM';
const MAHARASHTRA = '27AAPFU0939F1ZV';

const dialog = (page: Page) => page.getByRole('dialog');
const preview = (page: Page) => dialog(page).getByRole('region', { name: 'Invoice preview' });

// Settings holds several forms, each with its own Save: this one's.
const paymentsSection = (page: Page) => page.getByRole('region', { name: 'Payments and tax', exact: true });

async function openSettings(page: Page) {
  await page.goto('/admin?tab=settings');
  await expect(page.getByRole('heading', { name: 'Payments and tax' })).toBeVisible();
  await expect(page.getByLabel('GSTIN', { exact: true })).toBeEditable();
}

test.describe('GST invoices and discounts', () => {
  // The suite shares one database: the next spec finds the shop as it was, without GST or bulk discount.
  test.afterAll(async ({ request }) => {
    const admin = await adminSession(request);
    const res = await request.patch(`${API_URL}/admin/shop`, {
      headers: authHeaders(admin.token),
      data: { gstin: '', bulkMinPieces: 0, bulkPercent: 0 },
    });
    expect(res.status()).toBe(200);
  });

  test('the admin sets the GSTIN and a bulk discount; a priced order gets a tax invoice; another state is IGST', async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'GST Customer');
    const order = await bookOrder(request, customer);
    await useSessionInBrowser(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettings(page);

    // A mistyped GSTIN is named before anything is sent.
    const gstin = page.getByLabel('GSTIN', { exact: true });
    await gstin.fill('37AABCU9603R1ZX');
    await paymentsSection(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please enter a valid 15-character GSTIN, or leave it empty.')).toBeVisible();
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await gstin.fill(SHOP_GSTIN.toLowerCase());
    await expect(gstin).toHaveValue(SHOP_GSTIN);
    await expect(page.getByText(/GST is on/)).toBeVisible();
    await page.getByLabel('From pieces').fill('20');
    await page.getByLabel('Discount %').fill('5');
    await expect(page.getByText('5% off orders of 20 pieces or more.')).toBeVisible();
    await paymentsSection(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(paymentsSection(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const shop = await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema);
    expect(shop).toMatchObject({ gstin: SHOP_GSTIN, bulkMinPieces: 20, bulkPercent: 5 });
    await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByLabel('GSTIN', { exact: true })).toHaveValue(SHOP_GSTIN);
    await page.screenshot({ path: `${SHOTS}/settings-375.png`, fullPage: true });

    // Pricing a web order: 20 pieces take the bulk discount; the tax is GST, worked out.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, admin);
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Pickup & Price' }).click();
    const d = dialog(page);
    await d.getByLabel('Service, row 1').fill('Dry Clean');
    await d.getByLabel('Item, row 1').fill('Saree');
    await d.getByLabel('Qty, row 1').fill('20');
    await d.getByLabel('Rate (₹), row 1').fill('50');
    // ₹1,000 − bulk 5% ₹50 = ₹950 taxable; CGST and SGST ₹85.50 each; total ₹1,121
    await expect(d.locator('[data-discount="bulk"]')).toContainText('Bulk discount 5%');
    await expect(d.locator('[data-discount="bulk"]')).toContainText('₹50');
    // With GST the typed tax is ignored by the server: no field, one line saying why (docs/decisions/0066).
    await expect(d.getByLabel('Tax (₹)')).toHaveCount(0);
    await expect(d.getByText(/GST is worked out from the shop's GSTIN/)).toBeVisible();
    await expect(d.locator('output[aria-label="CGST 9%"]')).toHaveText('₹85.50');
    const p = preview(page);
    await expect(p).toContainText('Tax Invoice');
    await expect(p).toContainText(`GSTIN: ${SHOP_GSTIN}`);
    await expect(p).toContainText('State: Andhra Pradesh (37)');
    await expect(p.getByRole('columnheader', { name: 'SAC' })).toBeVisible();
    await expect(p.getByRole('cell', { name: '999712' })).toBeVisible();
    await expect(p).toContainText('Taxable value');
    await expect(p).toContainText('CGST 9%');
    await expect(p).toContainText('SGST 9%');
    await expect(p).not.toContainText('IGST');
    await expect(p).toContainText('₹1,121');
    await d.screenshot({ path: `${SHOTS}/pricing-1280.png` });
    await d.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await expect(d).toBeHidden();
    const card = orderCard(page, order.orderNumber);
    await expect(card).toContainText('Bulk discount 5%');
    await expect(card).toContainText('CGST 9%');
    const [saved] = await listOrders(request, admin, { q: order.orderNumber });
    expect(saved).toMatchObject({ subtotal: 1000, discount: 50, cgst: 85.5, sgst: 85.5, igst: 0, tax: 171, total: 1121, placeOfSupply: '37' });

    // A manual invoice for a business customer of another state: IGST 18%.
    await page.getByRole('button', { name: 'Manual Invoice' }).click();
    await d.getByLabel('Customer Name').fill('Pune Traders');
    await d.getByLabel('Phone').fill('9822012345');
    await d.getByLabel('Service, row 1').fill('Wash and Iron');
    await d.getByLabel('Qty, row 1').fill('4');
    await d.getByLabel('Rate (₹), row 1').fill('100');
    await d.getByLabel('Customer GSTIN').fill('27AAPFU0939F1ZW');
    await expect(d.getByText('Please enter a valid 15-character GSTIN, or leave it empty.')).toBeVisible();
    await d.getByLabel('Customer GSTIN').fill(MAHARASHTRA);
    await expect(p).toContainText('IGST 18%');
    await expect(p).toContainText(`GSTIN: ${MAHARASHTRA}`);
    await expect(p).toContainText('Place of supply');
    await expect(p).toContainText('Maharashtra (27)');
    await expect(p.getByRole('cell', { name: '999713' })).toBeVisible();
    await expect(p).not.toContainText('CGST');
    await expect(p).toContainText('₹472');
    await d.getByRole('button', { name: 'Save / Create Order' }).click();
    await expect(d.getByRole('status').filter({ hasText: /created with invoice/ })).toBeVisible();
    await expect(p).toContainText('IGST 18%');
    await p.screenshot({ path: `${SHOTS}/invoice-igst-1280.png` });
    const [manual] = await listOrders(request, admin, { q: 'Pune Traders' });
    expect(manual).toMatchObject({ subtotal: 400, igst: 72, cgst: 0, tax: 72, total: 472, customerGstin: MAHARASHTRA, placeOfSupply: '27' });

    // On a phone: the editor reopened from the card keeps the customer's GSTIN and the IGST.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await orderCard(page, manual!.orderNumber).getByRole('button', { name: 'Edit Pricing' }).click();
    await expect(d.getByLabel('Customer GSTIN')).toHaveValue(MAHARASHTRA);
    await expect(d.getByLabel('IGST 18%')).toHaveText('₹72');
    await d.getByLabel('Customer GSTIN').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-igst-375.png` });
    await p.getByRole('columnheader', { name: 'SAC' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/invoice-igst-375.png` });
  });
});
