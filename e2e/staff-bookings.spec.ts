import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { savedAddressSchema } from '@laundry/shared/contracts/addresses';
import { orderListSchema } from '@laundry/shared/contracts/orders';
import { adminSession, orderCard, tomorrowIst, uniqueWord } from './support/admin';
import { API_URL, apiLogin, apiSignup, authHeaders, freshPhone, readJson, useSessionInBrowser } from './support/api';

/**
 * Bookings staff take for a customer (docs/decisions/0072), at a phone's width and a laptop's: a
 * phone booking from the customer search to the order card; a walk-in booked, counted and priced
 * in one go; a rider's doorstep request.
 */

const SHOTS = '/tmp/shots/staff-bookings';
const WIDTHS = [375, 1280] as const;

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Tomorrow, and its first window with a place left. */
async function chooseWindow(page: Page): Promise<void> {
  await page.getByLabel('Pickup date').fill(tomorrowIst());
  const time = page.getByLabel('Pickup time');
  await expect(time).toBeEnabled();
  const value = await time.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
  await time.selectOption(value ?? '');
}

/** "Book Order" in the bar, or in the menu on a phone. */
async function openBookOrder(page: Page, width: number): Promise<void> {
  if (width < 1200) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Book Order' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Book Order' }).click();
  }
}

for (const width of WIDTHS) {
  test(`the shop books a phone call for a known customer, from the search to the order card (${width} px)`, async ({ page, request }) => {
    const name = `Sarala ${uniqueWord()}`;
    const customer = await apiSignup(request, name);
    const saved = await request.post(`${API_URL}/addresses`, {
      headers: authHeaders(customer.token),
      data: { label: 'Hostel', address: 'Room 12, Girls Hostel, JNTU Kakinada', pincode: '533003' },
    });
    await readJson(saved, savedAddressSchema);

    await page.setViewportSize({ width, height: 800 });
    await useSessionInBrowser(page, await adminSession(request));
    await page.goto('/');
    await openBookOrder(page, width);
    await expect(page).toHaveURL(/\/admin\/book$/);
    await expect(page.getByRole('heading', { name: 'Book for a customer', level: 1 })).toBeVisible();

    await page.getByLabel('Phone or name').fill(customer.user.phone);
    const result = page.getByRole('list', { name: 'Customers found' }).getByRole('button', { name: new RegExp(name) });
    await expect(result).toContainText('1 saved address');
    await shot(page, `search-${width}`);
    await result.click();
    await expect(page.getByRole('radio', { name: /Hostel/ })).toBeChecked();
    await page.getByLabel('Booked by').selectOption('phone');
    await page.getByLabel('Service').selectOption('Wash and Iron');
    await chooseWindow(page);
    await page.getByLabel('Notes').fill('Call before coming');
    await shot(page, `form-${width}`);
    await page.getByRole('button', { name: 'Book pickup' }).click();

    const done = page.getByRole('region', { name: /Booked: order/ });
    await expect(done).toContainText(name);
    await expect(done).toContainText('Room 12, Girls Hostel, JNTU Kakinada');
    await expect(done).toContainText('Phone call');
    await expect(done).toContainText('Pending');
    await expect(page.getByText(/\/admin\/|POST /)).toHaveCount(0);
    await shot(page, `done-${width}`);
    const orderNumber = /order (\S+)/.exec((await done.getByRole('heading').textContent()) ?? '')![1]!;

    await done.getByRole('link', { name: 'Open the order' }).click();
    await expect(orderCard(page, orderNumber).locator('.badge', { hasText: /^Phone$/ })).toBeVisible();

    // The customer finds it in My Orders, booked by phone.
    const mine = await request.get(`${API_URL}/orders`, { headers: authHeaders(customer.token) });
    const orders = await readJson(mine, orderListSchema);
    expect(orders.find((o) => o.orderNumber === orderNumber)).toMatchObject({ source: 'phone', status: 'Pending', total: 0 });
  });

  test(`the shop books a walk-in for a new customer, then counts and prices it in one go (${width} px)`, async ({ page, request }) => {
    const name = `Walkin ${uniqueWord()}`;
    const phone = freshPhone();
    await page.setViewportSize({ width, height: 800 });
    await useSessionInBrowser(page, await adminSession(request));
    await page.goto('/admin/book');

    await page.getByLabel('Phone or name').fill(phone);
    await expect(page.getByText(`No customer matches “${phone}”.`)).toBeVisible();
    await page.getByRole('button', { name: 'New customer' }).click();
    await expect(page.getByLabel('Phone')).toHaveValue(phone);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Address', { exact: true }).fill('7-1-22, Temple Street, Kakinada');
    await page.getByLabel('Pincode').fill('533001');
    await page.getByLabel('Booked by').selectOption('walk-in');
    await page.getByLabel('Service').selectOption('Wash and Fold');
    await expect(page.getByText(/Handed over at the counter today/)).toBeVisible();
    await expect(page.getByLabel('Pickup time')).toHaveCount(0);
    await shot(page, `walk-in-form-${width}`);
    await page.getByRole('button', { name: 'Book and count the clothes' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Pickup & Price' })).toBeVisible();
    await dialog.getByLabel('Item, row 1').fill('Shirt');
    await dialog.getByLabel('Qty, row 1').fill('4');
    await dialog.getByLabel('Rate (₹), row 1').fill('30');
    await shot(page, `walk-in-pricing-${width}`);
    await dialog.getByRole('button', { name: 'Confirm Pickup & Save' }).click();
    await expect(dialog).toHaveCount(0);

    const done = page.getByRole('region', { name: /Booked: order/ });
    await expect(done).toContainText(name);
    await expect(done).toContainText('Walk-in at the counter');
    await expect(done).toContainText('In Progress');
    await expect(done).toContainText('at the counter');
    await shot(page, `walk-in-done-${width}`);
  });

  test(`the rider books a doorstep request from the menu (${width} px)`, async ({ page, request }) => {
    const admin = await adminSession(request);
    const rider = { name: `Door ${uniqueWord()}`, phone: freshPhone(), password: 'Rider#12345' };
    const added = await request.post(`${API_URL}/admin/staff`, { headers: authHeaders(admin.token), data: { role: 'rider', ...rider } });
    expect(added.status(), await added.text()).toBe(201);
    const session = await apiLogin(request, rider.phone, rider.password);
    const name = `Neighbour ${uniqueWord()}`;

    await page.setViewportSize({ width, height: 800 });
    await useSessionInBrowser(page, session);
    await page.goto('/rider');
    await openBookOrder(page, width);
    await expect(page).toHaveURL(/\/rider\/book$/);
    // The rider lists no customers: phone, name and address are typed.
    await expect(page.getByLabel('Phone or name')).toHaveCount(0);
    await page.getByLabel('Phone').fill(freshPhone());
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Address', { exact: true }).fill('3-4, Beach Road, Kakinada');
    await page.getByLabel('Pincode').fill('533001');
    await page.getByLabel('Service').selectOption('Dry Clean');
    await chooseWindow(page);
    await shot(page, `doorstep-form-${width}`);
    await page.getByRole('button', { name: 'Book pickup' }).click();

    const done = page.getByRole('region', { name: /Booked: order/ });
    await expect(done).toContainText(name);
    await expect(done).toContainText('At the door (rider)');
    await shot(page, `doorstep-done-${width}`);
    await done.getByRole('link', { name: 'Back to my stops' }).click();
    await expect(page).toHaveURL(/\/rider$/);
  });
}
