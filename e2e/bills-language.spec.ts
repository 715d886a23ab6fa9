import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type Order, type OrderItem, type PricingBody } from '@laundry/shared/contracts/orders';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { amountInWordsTe } from '@laundry/shared/rules/amount-in-words-te';
import { formatInr } from '@laundry/shared/rules/money';
import invoiceTe from '../apps/web/src/features/orders/invoice/locales/te.json' with { type: 'json' };
import ordersTe from '../apps/web/src/features/orders/locales/te.json' with { type: 'json' };
import { API_URL, authHeaders, readJson, useSessionInBrowser } from './support/api';
import { adminSession, bookOrder, customerSession, holdRequest, openDashboard, orderCard, pngSize } from './support/admin';

/**
 * docs/decisions/0066, "The customer's language on every bill": a customer who chose Telugu has
 * an Express order priced from the price list, with a weight, its kilo minimum and a tax
 * invoice's round-off. My Orders, the admin's invoice (whose screen is English) and its PNG are
 * Telugu throughout; the labels print the Telugu item in the app's own face, on a machine with no
 * Telugu font of its own. Expected words come from the catalogues and the shared rules.
 */
const SHOTS = '/tmp/shots/bills-language';
/** A valid GSTIN in Andhra Pradesh (checksum computed): the bill becomes a tax invoice with a round-off. */
const SHOP_GSTIN = '37AABCU9603R1ZM';
const TELUGU = /[\u0C00-\u0C7F]/;
/** "AM"/"PM" as a word (inside a GSTIN or an order number it is no clock). */
const CLOCK_PERIOD = /\b(AM|PM|am|pm|a\.m\.|p\.m\.)\b/;

const ITEMS: PricingBody['items'] = [
  { service: 'Dry Clean', item: 'Silk Saree (Pattu)', qty: 1, rate: 300 },
  { service: 'Wash and Iron', item: 'Shirt / T-Shirt', qty: 2, rate: 29 },
  // Under the demo shop's 3 kg minimum for Wash and Fold: the bill adds the missing half kilo.
  { service: 'Wash and Fold', item: 'Clothes', qty: 2.5, rate: 70, unit: 'kg' },
];

async function setGstin(request: APIRequestContext, admin: AuthResponse, gstin: string): Promise<void> {
  const res = await request.patch(`${API_URL}/admin/shop`, { headers: authHeaders(admin.token), data: { gstin } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A customer who chose Telugu, with an Express order priced at pickup through the API. */
async function teluguOrder(request: APIRequestContext, admin: AuthResponse): Promise<{ customer: AuthResponse; order: Order }> {
  const customer = await customerSession(request, 'Lakshmi Devi');
  const chosen = await request.patch(`${API_URL}/profile`, { headers: authHeaders(customer.token), data: { language: 'te' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const booked = await bookOrder(request, customer, { delivery: 'express' });
  const body: PricingBody = { items: ITEMS, discount: 0, tax: 0 };
  const res = await request.post(`${API_URL}/admin/orders/${booked._id}/pickup`, { headers: authHeaders(admin.token), data: body });
  expect(res.status(), await res.text()).toBe(200);
  return { customer, order: await readJson(res, orderSchema) };
}

/** The bill's figures and names as the server answered them. */
function billOf(order: Order) {
  const [saree, shirt, clothes, minimum, express] = order.items as [OrderItem, OrderItem, OrderItem, OrderItem, OrderItem];
  return { saree, shirt, clothes, minimum, express };
}

const roundOffText = (rupees: number) => `${rupees < 0 ? '−' : '+'}${formatInr(Math.abs(rupees))}`;

/** Pictures show the real letters: the page's faces are in before each is taken. */
async function shoot(page: Page, target: Page | Locator, name: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Everything on the invoice that must be Telugu, wherever it is shown. */
async function expectTeluguInvoice(invoice: Locator, order: Order): Promise<void> {
  const { saree, shirt } = billOf(order);
  await expect(invoice).toHaveAttribute('lang', 'te');
  await expect(invoice.locator('.invoice__title')).toHaveText(invoiceTe['title.tax']);
  await expect(invoice.getByTestId('amount-in-words')).toHaveText(amountInWordsTe(order.total));
  await expect(invoice).not.toContainText(amountInWords(order.total));
  await expect(invoice.getByTestId('invoice-round-off')).toHaveText(`${invoiceTe['summary.roundOff']}${roundOffText(order.roundOff)}`);
  // The time on the 24-hour clock, and no AM or PM anywhere (the Generated line included).
  await expect(invoice.locator('.invoice__meta .invoice__row').nth(3).locator('dd')).toHaveText(/^\d{2}:\d{2}$/);
  expect(await invoice.innerText()).not.toMatch(CLOCK_PERIOD);
  const rows = invoice.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText(saree.names!.te);
  await expect(rows.nth(1)).toContainText(shirt.names!.te);
  await expect(rows.nth(2).locator('td').nth(4)).toContainText('2.50');
  await expect(rows.nth(2).locator('.items-table__unit')).toHaveText(invoiceTe['table.kg']);
  await expect(rows.nth(0).locator('.items-table__unit')).toHaveText(invoiceTe['table.pieces']);
  await expect(rows.nth(3)).toContainText(invoiceTe['line.minimum'].replace('{kg}', '3'));
  await expect(rows.nth(4)).toContainText(invoiceTe['line.express'].replace('{percent}', '50'));
  await expect(invoice).not.toContainText('Silk Saree');
}

test.describe('bills in the customer’s language', () => {
  // The suite shares one database: the next spec finds the shop without GST.
  test.afterAll(async ({ request }) => {
    await setGstin(request, await adminSession(request), '');
  });

  for (const width of [375, 1280]) {
    test(`a Telugu customer's bill, invoice, PNG and labels at ${width} px`, async ({ page, browser, request }) => {
      mkdirSync(SHOTS, { recursive: true });
      const admin = await adminSession(request);
      await setGstin(request, admin, SHOP_GSTIN);
      const { customer, order } = await teluguOrder(request, admin);
      const { saree, shirt, clothes, minimum, express } = billOf(order);
      expect(order.customerLanguage).toBe('te');
      expect(saree.names?.te).toMatch(TELUGU);
      expect(shirt.names?.te).toMatch(TELUGU);
      expect([clothes.unit, minimum.kind, express.kind]).toEqual(['kg', 'minimum', 'express']);
      expect(order.roundOff).not.toBe(0);
      expect(Number.isInteger(order.total)).toBe(true);

      // My Orders in Telugu: the list's Telugu names, the weight with its decimals, the rules' lines
      // translated, the round-off, and the amount in Telugu words only.
      await useSessionInBrowser(page, customer);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/my-orders?lang=te');
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');
      const card = page.getByRole('article', { name: order.orderNumber });
      const bill = card.locator('.order-bill');
      const rows = bill.locator('tbody tr');
      await expect(rows).toHaveCount(5);
      await expect(rows.nth(0)).toContainText(saree.names!.te);
      await expect(rows.nth(1)).toContainText(shirt.names!.te);
      await expect(rows.nth(2).locator('td.num').first()).toHaveText(`2.50 ${invoiceTe['table.kg']}`);
      await expect(rows.nth(3)).toContainText(invoiceTe['line.minimum'].replace('{kg}', '3'));
      await expect(rows.nth(4)).toContainText(invoiceTe['line.express'].replace('{percent}', '50'));
      await expect(bill).not.toContainText('Silk Saree');
      await expect(bill.getByTestId('bill-round-off')).toHaveText(roundOffText(order.roundOff));
      await expect(bill.getByTestId('bill-total')).toHaveText(formatInr(order.total));
      await expect(bill.getByTestId('bill-words')).toHaveText(amountInWordsTe(order.total));
      await expect(bill.getByTestId('bill-words')).toHaveAttribute('lang', 'te');
      await expect(card).not.toContainText(amountInWords(order.total));
      await shoot(page, bill, `my-orders-bill-te-${width}`);

      await card.getByRole('button', { name: ordersTe['bill.viewInvoice'] }).click();
      const shown = card.getByRole('article', { name: invoiceTe.label.replace('{reference}', order.invoiceNumber!) });
      await expectTeluguInvoice(shown, order);
      await shoot(page, card, `my-orders-invoice-te-${width}`);

      // The admin's screen is English; the Telugu catalogue is held back, so the invoice first shows
      // English: the image is made only once it is Telugu.
      // Twice the pixels, so the pictures of the small labels read well.
      const adminContext = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 2 });
      const adminPage = await adminContext.newPage();
      const telugu = await holdRequest(adminPage, /\/assets\/te-[\w-]+\.js$/);
      await openDashboard(adminPage, admin);
      await expect(adminPage.locator('html')).toHaveAttribute('lang', 'en');
      await orderCard(adminPage, order.orderNumber).getByRole('button', { name: 'Edit Pricing', exact: true }).click();
      const dialog = adminPage.getByRole('dialog');
      const exported = adminPage.locator('.invoice-export-copy article.invoice');
      await expect(exported).toHaveAttribute('data-language', 'te');
      await expect(exported).toHaveAttribute('lang', 'en');
      await telugu.requested;
      let downloads = 0;
      adminPage.on('download', () => (downloads += 1));
      const download = adminPage.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download PNG' }).click();
      // Working on it, and nothing downloaded while the invoice is still English.
      await expect(dialog.getByRole('button', { name: 'Download PNG' })).toHaveCount(0);
      expect(downloads).toBe(0);
      telugu.release();
      const file = await download;
      await file.saveAs(`${SHOTS}/telugu-invoice-${width}.png`);
      if (width === 1280) await file.saveAs(`${SHOTS}/telugu-invoice.png`);
      expect(pngSize(readFileSync(await file.path())).width).toBe(1588);
      await expectTeluguInvoice(exported, order);
      await expectTeluguInvoice(dialog.getByRole('region', { name: 'Invoice preview' }).locator('article.invoice'), order);
      // On a phone the dialog is one column: a screen tall enough for editor and preview in one picture.
      if (width === 375) await adminPage.setViewportSize({ width, height: 4000 });
      await shoot(adminPage, adminPage, `admin-invoice-te-${width}`);
      await adminPage.setViewportSize({ width, height: 900 });

      // The labels: the Telugu item beside the tag, drawn in the app's Telugu face; Print opens the
      // dialog only once that face is in (window.print is recorded here, not opened).
      await adminPage.addInitScript(() => {
        window.print = () => {
          (window as unknown as { printedInTelugu?: boolean }).printedInTelugu = document.fonts.check('700 12px "Laundry Telugu"', 'తెలుగు');
        };
      });
      await adminPage.goto(`/admin/labels/${order._id}`);
      const sareePiece = order.pieces.find((p) => p.item === saree.item)!;
      const local = adminPage.locator(`.piece-label[data-tag="${sareePiece.tag}"] .piece-label__local`);
      await expect(local).toHaveText(saree.names!.te);
      await expect(local).toHaveAttribute('lang', 'te');
      await expect(adminPage.locator('.labels-paper')).toHaveAttribute('data-fonts', 'ready');
      expect(await local.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Laundry Telugu"?,/);
      expect(await local.evaluate((el, text) => document.fonts.check(`700 12px "Laundry Telugu"`, text), saree.names!.te)).toBe(true);
      const faces = await adminPage.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`),
      );
      expect(faces).toEqual(expect.arrayContaining(['Laundry Telugu 400', 'Laundry Telugu 700']));
      await adminPage.getByRole('button', { name: 'Print', exact: true }).click();
      await expect.poll(() => adminPage.evaluate(() => (window as unknown as { printedInTelugu?: boolean }).printedInTelugu)).toBe(true);
      await shoot(adminPage, adminPage.locator('.labels-paper'), width === 1280 ? 'labels' : `labels-${width}`);
      if (width === 1280) {
        // On paper the labels carry the app's Noto Sans Telugu, embedded in the PDF.
        const pdf = await adminPage.pdf({ path: `${SHOTS}/labels.pdf`, preferCSSPageSize: true });
        expect(pdf.toString('latin1')).toMatch(/NotoSansTelugu/);
      }
      await adminContext.close();
    });
  }
});
