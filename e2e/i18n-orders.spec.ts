import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderSchema, type CreateOrderBody, type Order } from '@laundry/shared/contracts/orders';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { amountInWordsHi } from '@laundry/shared/rules/amount-in-words-hi';
import { amountInWordsTe } from '@laundry/shared/rules/amount-in-words-te';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { formatInr } from '@laundry/shared/rules/money';
import invoiceHi from '../apps/web/src/features/orders/invoice/locales/hi.json' with { type: 'json' };
import invoiceTe from '../apps/web/src/features/orders/invoice/locales/te.json' with { type: 'json' };
import homeTe from '../apps/web/src/features/home/locales/te.json' with { type: 'json' };
import ordersHi from '../apps/web/src/features/orders/locales/hi.json' with { type: 'json' };
import ordersTe from '../apps/web/src/features/orders/locales/te.json' with { type: 'json' };
import switcherEn from '../apps/web/src/i18n/locales/en.json' with { type: 'json' };
import switcherTe from '../apps/web/src/i18n/locales/te.json' with { type: 'json' };
import { API_URL, apiLogin, apiSignup, authHeaders, DEMO_ADMIN, readJson, useSessionInBrowser } from './support/api';
import { bookOrder } from './support/admin';

/**
 * Booking and My Orders in Telugu and Hindi: a customer switches to Telugu on Home and
 * books a pickup through form, review and done page; the form names a mistake in Telugu; My
 * Orders in Hindi shows the status, dates with Hindi month names, and the bill with the amount in
 * Hindi words only (docs/decisions/0066). Expected words come from the catalogues.
 */
const SHOTS = '/tmp/shots-i18n-orders';
const tomorrow = () => addDays(istDate(new Date()), 1);

/** A message with its {placeholders} filled in, for plain messages. */
function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A calendar date as the app writes it in a language (lib/ist-format.ts: formatCalendarDate). */
function calendarDate(isoDate: string, language: string): string {
  // Telugu writes the month's whole name ("3 డిసెంబర్, 2026"); the others "03 Dec 2026".
  const options: Intl.DateTimeFormatOptions =
    language === 'te'
      ? { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' }
      : { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(`${language}-IN`, options).format(new Date(`${isoDate}T12:00:00+05:30`));
}

/** Words in Latin letters left in a screen's text, but for the names and codes every language keeps. */
const KEPT = new Set(['sri', 'lakshmi', 'laundry', 'whatsapp', 'upi', 'gst', 'gstin', 'sac', 'cgst', 'sgst', 'png', 'sl', 'qr']);
async function englishLeft(area: Locator): Promise<string[]> {
  const text = await area.innerText();
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !KEPT.has(word.toLowerCase()));
}

/** A screenshot of the whole page, or of one part of it. */
async function shoot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  if ('goto' in target) await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  else await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** This spec's bookings: Wash and Iron, tomorrow 9–11 AM (the shared helper with these defaults). */
function bookByApi(request: APIRequestContext, session: AuthResponse, extra: Partial<CreateOrderBody> = {}): Promise<Order> {
  return bookOrder(request, session, { service: 'Wash and Iron', pickupTime: '9:00 AM – 11:00 AM', ...extra });
}

test('a customer switches to Telugu on Home and books a pickup through form, review and done page, all in Telugu', async ({ page, request }) => {
  const customer = await apiSignup(request, 'Telugu Booker');
  await useSessionInBrowser(page, customer);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByLabel(switcherEn['switcher.label']).selectOption({ label: 'తెలుగు' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page.getByRole('banner').getByLabel(switcherTe['switcher.label'])).toHaveValue('te');

  // Home's own booking button, in Home's Telugu words.
  await page.getByRole('main').getByRole('link', { name: homeTe['hero.book'], exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);

  // The form.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: ordersTe['book.title'] })).toBeVisible();
  await expect(page).toHaveTitle(ordersTe['book.meta.title']);
  await expect(main.getByLabel(ordersTe['form.phone'], { exact: true })).toHaveValue(customer.user.phone);
  await main.getByRole('radio', { name: new RegExp(`^${invoiceTe['service.dryClean']}`) }).check();
  await main.getByLabel(ordersTe['form.pickupDate'], { exact: true }).fill(tomorrow());
  const time = main.getByLabel(ordersTe['form.pickupTime'], { exact: true });
  // The order keeps the shop's English window; the customer reads it the Telugu way.
  await time.selectOption('9:00 AM – 11:00 AM');
  await expect(time.locator('option:checked')).toHaveText(/^ఉదయం 9:00 – 11:00$/);
  await main.getByLabel(ordersTe['form.pickupAddress'], { exact: true }).fill('12-3-45, బీచ్ రోడ్, సూర్యారావుపేట, కాకినాడ');
  expect(await englishLeft(main)).toEqual([]);
  await shoot(page, 'book-form-te-1280');

  // The review.
  await main.getByRole('button', { name: ordersTe['form.submit'] }).click();
  const review = main.getByRole('region', { name: ordersTe['review.title'] });
  await expect(review).toContainText(invoiceTe['service.dryClean']);
  await expect(review).toContainText(invoiceTe['delivery.regular']);
  await expect(review).toContainText(calendarDate(tomorrow(), 'te'));
  await expect(review).toContainText('ఉదయం 9:00 – 11:00');
  expect(await englishLeft(main)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, 'book-review-te-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Booked.
  await review.getByRole('button', { name: ordersTe['review.confirm'] }).click();
  await expect(main.getByRole('heading', { name: ordersTe['done.title'] })).toBeVisible();
  const orderNumber = (await page.getByTestId('new-order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^SL-\d+/);
  await expect(main.getByText(fill(ordersTe['done.number'], { number: '' }).trim())).toBeVisible();
  await expect(main).toContainText(
    fill(ordersTe['done.summaryWithTime'], {
      service: invoiceTe['service.dryClean'],
      date: calendarDate(tomorrow(), 'te'),
      time: 'ఉదయం 9:00 – 11:00',
    }),
  );
  await expect(main.getByRole('link', { name: ordersTe['done.myOrders'] })).toBeVisible();
  expect(await englishLeft(main)).toEqual([]);
  await shoot(page, 'book-done-te-1280');

  // What the shop receives is the same order as in English.
  const mine = (await (await request.get(`${API_URL}/orders`, { headers: authHeaders(customer.token) })).json()) as Order[];
  expect(mine[0]).toMatchObject({ orderNumber, service: 'Dry Clean', pickupTime: '9:00 AM – 11:00 AM', pickupDate: tomorrow() });
});

test('a mistake on the booking form is named in Telugu, beside its field', async ({ page, request }) => {
  await useSessionInBrowser(page, await apiSignup(request, 'Telugu Mistake'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/orders?lang=te');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: ordersTe['book.title'] })).toBeVisible();

  await main.getByRole('button', { name: ordersTe['form.submit'] }).click();
  await expect(main.getByRole('alert')).toHaveText(ordersTe['form.hasErrors']);
  await expect(main.getByRole('group', { name: ordersTe['form.service'] })).toHaveAccessibleDescription(ordersTe['validation.service']);
  await expect(main.getByLabel(ordersTe['form.pickupAddress'], { exact: true })).toHaveAccessibleDescription(ordersTe['validation.addressRequired']);
  await expect(main.getByRole('radio', { name: new RegExp(`^${invoiceTe['service.washFold']}`) })).toBeFocused();

  await main.getByLabel(ordersTe['form.phone'], { exact: true }).fill('98765');
  await expect(main.getByLabel(ordersTe['form.phone'], { exact: true })).toHaveAccessibleDescription(
    new RegExp(ordersTe['validation.phoneInvalid'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await main.getByLabel(ordersTe['form.pickupAddress'], { exact: true }).fill('కాకినాడ');
  await expect(main.getByLabel(ordersTe['form.pickupAddress'], { exact: true })).toHaveAccessibleDescription(ordersTe['validation.addressTooShort']);
  expect(await englishLeft(main)).toEqual([]);
  await shoot(page, 'book-errors-te-375');
});

test('My Orders in Hindi: the status, dates with Hindi month names, the bill with its amount in Hindi words, and a live notice', async ({
  page,
  request,
}) => {
  const customer = await apiSignup(request, 'Hindi Reader');
  const order = await bookByApi(request, customer);
  const admin = (await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password)).token;
  const moved = await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'In Progress' } });
  expect(moved.status()).toBe(200);
  const pricing = await request.patch(`${API_URL}/admin/orders/${order._id}/pricing`, {
    headers: authHeaders(admin),
    data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 4, rate: 29 }], discount: 0, tax: 20.88 },
  });
  expect(pricing.status(), await pricing.text()).toBe(200);
  const priced = await readJson(pricing, orderSchema);

  await useSessionInBrowser(page, customer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/my-orders?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: ordersHi['myOrders.title'] })).toBeVisible();
  await expect(page).toHaveTitle(ordersHi['myOrders.meta.title']);

  const card = page.getByRole('article', { name: order.orderNumber });
  await expect(card.getByTestId('order-status')).toHaveText(invoiceHi['status.inProgress']);
  await expect(card.getByTestId('delivery-badge')).toHaveText(invoiceHi['delivery.regular']);
  await expect(card.getByRole('list', { name: ordersHi['timeline.label'] }).getByRole('listitem')).toHaveText([
    new RegExp(invoiceHi['status.pending']),
    new RegExp(invoiceHi['status.inProgress']),
    new RegExp(invoiceHi['status.delivering']),
    new RegExp(invoiceHi['status.completed']),
  ]);

  // The pickup date with its Hindi month name, and the window the Hindi way.
  const pickup = calendarDate(tomorrow(), 'hi');
  expect(pickup).toMatch(/[\u0900-\u097F]/);
  await expect(card).toContainText(`${pickup}, सुबह 9:00 – 11:00`);

  // The bill: Hindi labels and the amount in Hindi words only (docs/decisions/0066), rounded to the
  // rupee as the English words are.
  await expect(card.getByTestId('bill-total')).toHaveText(formatInr(priced.total, 'hi'));
  await expect(card.getByText(ordersHi['bill.words'])).toBeVisible();
  await expect(card.getByTestId('bill-words')).toHaveText(amountInWordsHi(Math.round(priced.total)));
  await expect(card).not.toContainText(amountInWords(priced.total));
  // The shirt by the price list's Hindi name, kept on the line when it was priced (docs/decisions/0066).
  const shirtHi = priced.items[0]!.names?.hi ?? '';
  expect(shirtHi).toMatch(/[\u0900-\u097F]/);
  await expect(card.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    invoiceHi['service.washIron'],
    new RegExp(`^${shirtHi.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    '4',
    '₹29',
    '₹116',
  ]);

  // The invoice in Hindi, its amount in Hindi words only.
  await card.getByRole('button', { name: ordersHi['bill.viewInvoice'] }).click();
  const invoice = card.getByRole('article', { name: fill(invoiceHi.label, { reference: priced.invoiceNumber ?? '' }) });
  // The shop has no GSTIN until it enters one (docs/decisions/0046): a plain invoice, not a tax invoice.
  await expect(invoice).toContainText(invoiceHi['title.plain']);
  await expect(invoice).not.toContainText(invoiceHi['title.tax']);
  await expect(invoice).toContainText(invoiceHi['sign.line']);
  await expect(invoice).toContainText('सुबह 9:00 – 11:00');
  await expect(invoice.getByTestId('amount-in-words')).toHaveText(amountInWordsHi(Math.round(priced.total)));
  await expect(invoice).not.toContainText(amountInWords(priced.total));
  await shoot(page, 'my-orders-hi-1280');

  // The shop moves the order on: the notice speaks Hindi.
  await expect(page.getByTestId('live-indicator')).toHaveText(ordersHi['live.live']);
  await request.patch(`${API_URL}/admin/orders/${order._id}/status`, { headers: authHeaders(admin), data: { status: 'Delivering' } });
  await expect(page.getByRole('status').filter({ hasText: order.orderNumber })).toContainText(
    fill(ordersHi['notice.delivering'], { orderNumber: order.orderNumber }),
  );
  await expect(card.getByTestId('order-status')).toHaveText(invoiceHi['status.delivering']);

  // The invoice PNG is named in Hindi too.
  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: ordersHi['bill.download'] }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^बिल-SL-\d{4}-\d{2}-\d{4}\.png$/);
  mkdirSync(SHOTS, { recursive: true });
  await download.saveAs(`${SHOTS}/invoice-hi.png`);

  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(card, 'my-orders-card-hi-375');

  // The same bill in Telugu: the amount in Telugu words.
  await page.goto('/my-orders?lang=te');
  const teCard = page.getByRole('article', { name: order.orderNumber });
  await expect(teCard.getByTestId('bill-words')).toHaveText(amountInWordsTe(Math.round(priced.total)));
  await expect(teCard.getByTestId('order-status')).toHaveText(invoiceTe['status.delivering']);
  await teCard.getByRole('button', { name: ordersTe['bill.viewInvoice'] }).click();
  await expect(teCard.getByRole('article', { name: fill(invoiceTe.label, { reference: priced.invoiceNumber ?? '' }) })).toContainText(
    invoiceTe['title.plain'],
  );
  await shoot(teCard, 'my-orders-card-te-375');
});
