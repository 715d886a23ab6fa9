import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderListSchema } from '@laundry/shared/contracts/orders';
import { shopPaymentSettingsSchema } from '@laundry/shared/contracts/shop';
import { addDays } from '@laundry/shared/rules/ist';
import { istInstant } from '@laundry/shared/rules/slots';
import { adminSession, bookOrder, todayIst } from './support/admin';
import { API_URL, apiSignup, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Booking with slots (docs/decisions/0048, 0051): the form offers the shop's open
 * windows with places left (a full one shows "Full" and cannot be chosen), the done page and My
 * Orders show the ready-by promise, and an address the shop does not reach yet is told so kindly,
 * with a WhatsApp link to the shop.
 */

const SHOTS = '/tmp/shots/road';
const WIDTHS = [
  { name: '375', size: { width: 375, height: 800 } },
  { name: '1280', size: { width: 1280, height: 900 } },
];

/** The part of the page the test is about (the form, the done card, the order card), else the whole page. */
async function shot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  if ('goto' in target) await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  else await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function windowCapacity(request: APIRequestContext, admin: AuthResponse, capacity?: number): Promise<number> {
  if (capacity !== undefined) {
    const res = await request.patch(`${API_URL}/admin/shop`, { headers: authHeaders(admin.token), data: { windowCapacity: capacity } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return (await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema)).windowCapacity;
}

/** "Wed 25 Nov, 1 PM": the promise as English readers see it, written here independently of the app's own code. */
function readyByEnglish(iso: string, time: string): string {
  const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
  return `${day.replace(',', '')}, ${time}`;
}

for (const { name, size } of WIDTHS) {
  test(`a full window shows Full and cannot be chosen; a booking into an open one promises ready-by on the done page and My Orders (${name} px)`, async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const before = await windowCapacity(request, admin);
    // A date of its own per width, far from the days other specs book.
    const date = addDays(todayIst(), name === '375' ? 20 : 21);
    try {
      await windowCapacity(request, admin, 1);
      const neighbour = await apiSignup(request, 'Early Neighbour');
      await bookOrder(request, neighbour, { pickupDate: date, pickupTime: '9:00 AM – 11:00 AM' });

      const customer = await apiSignup(request, 'Slot Booker');
      await page.setViewportSize(size);
      await useSessionInBrowser(page, customer);
      await page.goto('/orders');
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { name: 'Book a pickup' })).toBeVisible();
      await page.getByRole('radio', { name: /^Wash and Fold/ }).check();
      await main.getByLabel('Pickup date').fill(date);

      const time = main.getByLabel('Pickup time');
      const full = time.locator('option', { hasText: '9:00 AM – 11:00 AM' });
      await expect(full).toHaveText('9:00 AM – 11:00 AM — Full');
      await expect(full).toBeDisabled();
      // The open windows of the day are offered; the full one cannot be taken.
      await expect(time.locator('option:not([disabled])')).toHaveCount(8);
      await expect(time.selectOption('9:00 AM – 11:00 AM', { timeout: 1_000 })).rejects.toThrow();
      await expect(time).toHaveValue('');

      await time.selectOption('11:00 AM – 1:00 PM');
      await main.getByLabel('Pickup address').fill('Flat 2, Gandhi Nagar, Kakinada 533004');
      // The pincode comes from the address.
      await expect(main.getByLabel('Pincode (optional)')).toHaveValue('533004');
      await expect(page.getByTestId('outside-area')).toHaveCount(0);
      await shot(page.locator('.booking-form'), `booking-form-full-window-${name}`);

      await page.getByRole('button', { name: 'Review booking' }).click();
      const review = page.getByRole('region', { name: 'Review your booking' });
      await expect(review).toContainText('533004');
      await review.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(page.getByRole('heading', { name: 'Pickup booked!' })).toBeVisible();

      // Wash and Fold: 24 hours from the end of the 11 AM – 1 PM window.
      const readyBy = istInstant(addDays(date, 1), 13 * 60);
      const promise = `Ready by ${readyByEnglish(readyBy, '1 PM')}`;
      await expect(page.getByTestId('ready-by')).toHaveText(promise);
      await shot(page.locator('.booking-done'), `booking-done-ready-by-${name}`);
      const orderNumber = (await page.getByTestId('new-order-number').textContent()) ?? '';
      const mine = await readJson(await request.get(`${API_URL}/orders`, { headers: authHeaders(customer.token) }), orderListSchema);
      expect(mine[0]).toMatchObject({
        orderNumber,
        pickupDate: date,
        pickupTime: '11:00 AM – 1:00 PM',
        pincode: '533004',
        areaStatus: 'inside',
        slot: { start: istInstant(date, 11 * 60), end: istInstant(date, 13 * 60) },
        readyBy,
      });

      await page.getByRole('link', { name: 'View My Orders' }).click();
      const card = page.getByRole('article', { name: orderNumber });
      await expect(card.getByTestId('ready-by').locator('dt')).toHaveText('Ready by');
      await expect(card.getByTestId('ready-by').locator('dd')).toHaveText(readyByEnglish(readyBy, '1 PM'));
      await shot(card, `my-orders-ready-by-${name}`);
    } finally {
      await windowCapacity(request, admin, before);
    }
  });

  test(`an address the shop does not reach yet is told kindly, with a WhatsApp link to the shop (${name} px)`, async ({ page, request }) => {
    const customer = await apiSignup(request, 'Far Customer');
    const shop = await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema);
    await page.setViewportSize(size);
    await useSessionInBrowser(page, customer);
    await page.goto('/orders');
    const main = page.getByRole('main');
    await page.getByRole('radio', { name: /^Iron/ }).check();
    await main.getByLabel('Pickup date').fill(addDays(todayIst(), 1));
    await main.getByLabel('Pickup time').selectOption({ index: 1 });
    await main.getByLabel('Pickup address').fill('4-12 Beach Road, Uppada, Kakinada district 533100');

    const notice = page.getByTestId('outside-area');
    await expect(notice).toContainText("Sorry, we don't pick up from 533100 yet.");
    const whatsapp = notice.getByRole('link', { name: 'Message the shop on WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    const digits = shop.whatsapp.replace(/\D/g, '');
    expect(href.startsWith(`https://wa.me/${digits.length === 10 ? `91${digits}` : digits}?text=`)).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toBe(`Hello ${shop.name}, do you pick up from 533100?`);
    await expect(main.getByLabel('Pincode (optional)')).toHaveAccessibleDescription(/Sorry, we don't pick up from 533100 yet\./);
    await shot(page.locator('.booking-form'), `booking-form-outside-area-${name}`);
    // It is not sent: the form stays, the pincode field in focus.
    await page.getByRole('button', { name: 'Review booking' }).click();
    await expect(page.getByRole('heading', { name: 'Review your booking' })).toHaveCount(0);
    await expect(main.getByLabel('Pincode (optional)')).toBeFocused();

    // A pincode the shop reaches, but Express does not go there.
    await main.getByLabel('Pincode (optional)').fill('533005');
    await page.getByRole('radio', { name: /^Express/ }).check();
    await expect(notice).toContainText('Express does not reach 533005 yet.');
    await page.getByRole('radio', { name: /^Regular/ }).check();
    await expect(notice).toHaveCount(0);

    // The server says so too, when the form could not know (the area list did not load).
    await page.route(`${API_URL}/api/service-area`, (route) => route.fulfill({ json: { pincodes: [] } }));
    await page.reload();
    await page.getByRole('radio', { name: /^Iron/ }).check();
    await main.getByLabel('Pickup date').fill(addDays(todayIst(), 1));
    await main.getByLabel('Pickup time').selectOption({ index: 1 });
    await main.getByLabel('Pickup address').fill('4-12 Beach Road, Uppada, Kakinada district 533100');
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'Review booking' }).click();
    const review = page.getByRole('region', { name: 'Review your booking' });
    await review.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(review.getByTestId('outside-area')).toContainText("Sorry, we don't pick up from 533100 yet.");
    await expect(review.getByRole('link', { name: 'Message the shop on WhatsApp' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pickup booked!' })).toHaveCount(0);
    await shot(review, `booking-review-outside-area-${name}`);
  });
}
