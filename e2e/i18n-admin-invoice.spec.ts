import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import adminEn from '../apps/web/src/features/admin/locales/en.json' with { type: 'json' };
import adminHi from '../apps/web/src/features/admin/locales/hi.json' with { type: 'json' };
import adminTe from '../apps/web/src/features/admin/locales/te.json' with { type: 'json' };
import hi from '../apps/web/src/features/orders/invoice/invoice-editor/locales/hi.json' with { type: 'json' };
import te from '../apps/web/src/features/orders/invoice/invoice-editor/locales/te.json' with { type: 'json' };
import { API_URL, authHeaders, readJson } from './support/api';
import { adminSession, bookOrder, customerSession, openDashboard, orderCard } from './support/admin';

/**
 * The admin prices an order with the dashboard in Hindi, and the invoice editor fits a
 * 375 px phone in Telugu and Hindi. Every expected text comes from the catalogues.
 */
const SHOTS = '/tmp/shots-i18n-invoice';
type AdminCatalogue = Record<string, string>;
const ADMIN = { te: adminTe as AdminCatalogue, hi: adminHi as AdminCatalogue };

/** A dashboard text (helper catalogue `admin`) in a language, found by its English words. */
function adminText(language: 'te' | 'hi', english: string): string {
  const key = Object.entries(adminEn as AdminCatalogue).find(([, text]) => text === english)?.[0];
  expect(key, `the admin catalogue holds "${english}"`).toBeDefined();
  const text = ADMIN[language][key!];
  expect(text, `the ${language} admin catalogue translates ${key}`).toBeTruthy();
  return text!;
}

const rowLabel = (messages: typeof hi, key: 'items.serviceRow' | 'items.itemRow' | 'items.qtyRow' | 'items.rateRow' | 'items.amountRow', n: number) =>
  messages[key].replace('{n}', String(n));

/** The pictures show the real letters: the Telugu and Devanagari faces load on first use. */
async function shot(page: Page, path: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.screenshot({ path });
}

async function customerView(request: APIRequestContext, token: string, id: string): Promise<Order> {
  const res = await request.get(`${API_URL}/orders/${id}`, { headers: authHeaders(token) });
  expect(res.status()).toBe(200);
  return readJson(res, orderSchema);
}

/** Text in the dialog's head and editor that reaches past the screen's edge or clips itself sideways. */
async function overflowing(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const root of roots)
      for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')] as HTMLElement[]) {
        const style = getComputedStyle(el);
        if (style.display === 'none' || el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) continue;
        const name = `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
        if (box.right > width + 1 || box.left < -1) problems.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
        const clips = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLInputElement)) problems.push(`${name} clips its text`);
      }
    return problems;
  });
}

test.describe('invoice editor in Telugu and Hindi', () => {
  test('the admin prices an order with the dashboard in Hindi', async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Hindi Pricing Customer');
    const order = await bookOrder(request, customer);
    await openDashboard(page, admin, '/admin?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    await orderCard(page, order.orderNumber)
      .getByRole('button', { name: adminText('hi', 'Pickup & Price'), exact: true })
      .click();
    const d = page.getByRole('dialog');
    await expect(d.getByRole('heading', { level: 2 })).toHaveText(hi['modal.title.pickup']);
    await expect(d.locator('.invoice-modal-sub')).toHaveText(
      `${hi['modal.order'].replace('{orderNumber}', order.orderNumber)} · Hindi Pricing Customer`,
    );
    for (const column of ['items.service', 'items.item', 'items.qty', 'items.rate', 'items.amount'] as const)
      await expect(d.getByRole('form', { name: hi['modal.editor'] }).getByRole('columnheader', { name: hi[column], exact: true })).toBeVisible();
    // The default row's service shows in Hindi; it is still Wash and Fold underneath.
    await expect(d.getByLabel(rowLabel(hi, 'items.serviceRow', 1))).toHaveValue(hi['service.washAndFold']);

    // Nothing to price: refused in Hindi, before anything is sent.
    const save = d.getByRole('button', { name: hi['modal.save.pickup'], exact: true });
    await d.getByLabel(rowLabel(hi, 'items.qtyRow', 1)).fill('0');
    await save.click();
    await expect(d.getByRole('alert')).toHaveText(hi['error.noItems']);

    // Ironing (प्रेस), typed in Hindi, three shirts at ₹15.
    await d.getByLabel(rowLabel(hi, 'items.serviceRow', 1)).fill(hi['service.iron']);
    await d.getByLabel(rowLabel(hi, 'items.itemRow', 1)).fill('Shirt');
    await d.getByLabel(rowLabel(hi, 'items.qtyRow', 1)).fill('3');
    await expect(d.getByLabel(rowLabel(hi, 'items.rateRow', 1))).toHaveValue('15');
    await expect(d.getByLabel(rowLabel(hi, 'items.amountRow', 1))).toHaveText(formatInr(45, 'hi'));
    await d.getByLabel(hi['totals.taxRupees']).fill('5');
    await expect(d.getByLabel(hi['totals.total'], { exact: true })).toHaveText(formatInr(50, 'hi'));
    await expect(d.getByText(hi['share.hint.unsaved'])).toBeVisible();
    await save.click();
    await expect(d).toHaveCount(0);

    // Priced, with the services' English data values.
    const priced = await customerView(request, customer.token, order._id);
    expect(priced).toMatchObject({ subtotal: 45, tax: 5, total: 50, status: 'In Progress' });
    expect(priced.items.map((it) => [it.service, it.item, it.qty, it.rate, it.amount])).toEqual([['Iron', 'Shirt', 3, 15, 45]]);
    expect(priced.invoiceNumber).toMatch(/^SL\//);

    // The card's short invoice speaks Hindi too.
    const card = orderCard(page, order.orderNumber);
    await expect(card.locator('.invoice-summary-items')).toContainText(`Shirt (${hi['service.iron']}) × 3`);
    await expect(card.locator('.invoice-summary-total dt')).toHaveText(hi['totals.total']);
    await expect(card.getByRole('button', { name: adminText('hi', 'Edit Pricing'), exact: true })).toBeVisible();
  });

  for (const [language, messages] of [
    ['te', te],
    ['hi', hi],
  ] as const) {
    test(`fits a 375 px phone in ${language}: Pickup & Price and the manual invoice`, async ({ page, request }) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width: 375, height: 740 });
      const admin = await adminSession(request);
      const customer = await customerSession(request, 'Layout Customer');
      const order = await bookOrder(request, customer);
      await openDashboard(page, admin, `/admin?lang=${language}`);

      const d = page.getByRole('dialog');
      await orderCard(page, order.orderNumber)
        .getByRole('button', { name: adminText(language, 'Pickup & Price'), exact: true })
        .click();
      await expect(d.getByRole('heading', { level: 2 })).toHaveText(messages['modal.title.pickup']);
      await d.getByRole('button', { name: messages['totals.percentMode'] }).click();
      await d.getByLabel(messages['totals.discount'], { exact: true }).fill('10');
      await expect(d.locator('#invoice-discount-amount')).toBeVisible();
      // A tall phone screen, so the whole editor is in the picture.
      await page.setViewportSize({ width: 375, height: 2400 });
      expect(await overflowing(d.locator('.invoice-modal-head, form.invoice-editor'))).toEqual([]);
      await shot(page, `${SHOTS}/pickup-375-${language}.png`);
      await d.getByRole('button', { name: messages['modal.cancel'], exact: true }).click();
      await expect(d).toHaveCount(0);

      // Manual Invoice sits in the toolbar on a wide screen (folded away on a phone): open it there, then narrow.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: adminText(language, 'Manual Invoice'), exact: true }).click();
      await expect(d.getByRole('heading', { level: 2 })).toHaveText(messages['modal.title.manual']);
      await expect(d.getByLabel(messages['manual.phone'])).toHaveAttribute('placeholder', messages['manual.phonePlaceholder']);
      await expect(d.getByLabel(messages['manual.status'])).toHaveValue('Pending');
      await expect(d.getByLabel(messages['manual.status']).locator('option:checked')).toHaveText(messages['status.pending']);
      await expect(d.getByText(messages['share.noPhone.hint'])).toBeVisible();
      await shot(page, `${SHOTS}/manual-1280-${language}.png`);
      await page.setViewportSize({ width: 375, height: 2400 });
      expect(await overflowing(d.locator('.invoice-modal-head, form.invoice-editor'))).toEqual([]);
      await shot(page, `${SHOTS}/manual-375-${language}.png`);
    });
  }
});
