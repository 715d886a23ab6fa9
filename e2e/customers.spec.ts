import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { savedAddressSchema, type AddressBody } from '@laundry/shared/contracts/addresses';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderListSchema } from '@laundry/shared/contracts/orders';
import { staffMemberSchema } from '@laundry/shared/contracts/staff';
import { adminSession, bookOrder, uniqueWord } from './support/admin';
import { API_URL, apiSignup, authHeaders, freshPhone, readJson, useSessionInBrowser } from './support/api';

/**
 * Customers the shop knows, saved addresses and staff passwords (docs/decisions/0070), at a
 * phone's width and a laptop's: the admin finds a customer by phone and opens their page; a
 * returning customer books with a saved address; the admin resets a rider's password and the
 * rider signs in with the new one.
 */

const SHOTS = '/tmp/shots/customers';
const WIDTHS = [375, 1280] as const;
const HOME = 'Flat 4, Lakshmi Nagar, Main Road, Kakinada';

async function shot(page: Page | Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${name}.png`;
  await ('goto' in page ? page.screenshot({ path, fullPage: true }) : page.screenshot({ path }));
}

async function saveAddress(request: APIRequestContext, customer: AuthResponse, body: AddressBody) {
  const res = await request.post(`${API_URL}/addresses`, { headers: authHeaders(customer.token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return readJson(res, savedAddressSchema);
}

for (const width of WIDTHS) {
  test(`the admin finds a customer by phone and opens their page (${width} px)`, async ({ page, request }) => {
    const name = `Padma ${uniqueWord()}`;
    const customer = await apiSignup(request, name);
    const order = await bookOrder(request, customer);
    await saveAddress(request, customer, { label: 'Hostel', address: 'Room 12, Girls Hostel, JNTU Kakinada', pincode: '533003' });

    await page.setViewportSize({ width, height: 800 });
    await useSessionInBrowser(page, await adminSession(request));
    await page.goto('/admin?tab=customers');
    await page.getByLabel('Find a customer').fill(customer.user.phone);
    const card = page.getByTestId('customer-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('customer-card')).toHaveCount(1);
    await expect(card).toContainText('Orders');
    await expect(card.getByRole('definition').first()).toContainText('1');
    await shot(page, `admin-customers-${width}`);

    await card.getByRole('button', { name }).click();
    await expect(page).toHaveURL(/customer=/);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeFocused();
    const orders = page.getByRole('region', { name: 'Orders (1)' });
    await expect(orders.getByRole('rowheader', { name: order.orderNumber })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Saved addresses' })).toContainText('Hostel');

    // The shop's notes are kept with the customer.
    await page.getByLabel('Shop notes').fill('Gate code 4321, prefers starch');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    await shot(page, `admin-customer-page-${width}`);
    await page.reload();
    await expect(page.getByLabel('Shop notes')).toHaveValue('Gate code 4321, prefers starch');

    // Back to the list, which found the customer by phone.
    await page.getByRole('button', { name: '← All customers' }).click();
    await expect(page.getByLabel('Find a customer')).toBeVisible();
  });

  test(`a returning customer books with a saved address (${width} px)`, async ({ page, request }) => {
    const customer = await apiSignup(request, 'Saved Address');
    await saveAddress(request, customer, { label: 'Home', address: HOME, pincode: '533001', lat: 16.9891, lng: 82.2475 });

    await page.setViewportSize({ width, height: 800 });
    await useSessionInBrowser(page, customer);
    await page.goto('/orders');
    const main = page.getByRole('main');
    await page.getByRole('radio', { name: /^Wash and Iron/ }).check();
    await main.getByLabel('Pickup time').selectOption({ index: 1 });
    // One tap fills the address, the pincode and the place.
    const saved = main.getByRole('group', { name: 'Your saved addresses' });
    await saved.getByRole('radio', { name: /^Home/ }).check();
    await expect(main.getByLabel('Pickup address')).toHaveValue(HOME);
    await expect(main.getByLabel(/^Pincode/)).toHaveValue('533001');
    // A saved address offers no "Save this address".
    await expect(main.getByLabel('Save this address for next time')).toHaveCount(0);
    await shot(page, `booking-saved-address-${width}`);
    await page.getByRole('button', { name: 'Review booking' }).click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'Pickup booked!' })).toBeVisible();
    const list = await readJson(await request.get(`${API_URL}/orders`, { headers: authHeaders(customer.token) }), orderListSchema);
    expect(list[0]).toMatchObject({ pickupAddress: HOME });

    // A new address is saved with the booking when asked, under the name given.
    await page.getByRole('button', { name: /Book another/ }).click();
    await page.getByRole('radio', { name: /^Wash and Iron/ }).check();
    await main.getByLabel('Pickup time').selectOption({ index: 1 });
    await main.getByLabel('Pickup address').fill('Room 12, Girls Hostel, JNTU Kakinada');
    await main.getByLabel(/^Pincode/).fill('533003');
    await main.getByLabel('Save this address for next time').check();
    await page.getByRole('button', { name: 'Review booking' }).click();
    await expect(main.getByLabel('Save it as')).toBeFocused();
    await expect(main.getByText('Please name the address, such as Home or Office.')).toBeVisible();
    await main.getByLabel('Save it as').fill('Hostel');
    await page.getByRole('button', { name: 'Review booking' }).click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your address is saved as "Hostel".' })).toBeVisible();
    const addresses = await (await request.get(`${API_URL}/addresses`, { headers: authHeaders(customer.token) })).json();
    expect(addresses).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Hostel', pincode: '533003' })]));
  });

  test(`the admin resets a rider's password and the rider signs in with it (${width} px)`, async ({ browser, page, request }) => {
    const admin = await adminSession(request);
    const riderName = `Ravi ${uniqueWord()}`;
    const phone = freshPhone();
    const added = await request.post(`${API_URL}/admin/staff`, {
      headers: authHeaders(admin.token),
      data: { role: 'rider', name: riderName, phone, password: 'Rider#12345' },
    });
    expect(added.status(), await added.text()).toBe(201);
    await readJson(added, staffMemberSchema);

    await page.setViewportSize({ width, height: 800 });
    await useSessionInBrowser(page, admin);
    await page.goto('/admin?tab=settings');
    const row = page.getByTestId('staff-row').filter({ has: page.getByText(riderName, { exact: true }) });
    await expect(row).toContainText('Has not signed in yet', { timeout: 20_000 });

    // A one-time code for "Forgot password?" is shown once.
    await row.getByRole('button', { name: 'Reset password' }).click();
    let dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByRole('button', { name: 'Make a code' }).click();
    await expect(dialog.getByTestId('staff-secret')).toHaveText(/^\d{4}$/);
    await shot(dialog, `staff-reset-code-${width}`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    // A new password, set at once.
    await row.getByRole('button', { name: 'Reset password' }).click();
    dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByRole('radio', { name: /^A new password now/ }).check();
    await dialog.getByRole('button', { name: 'Set a new password' }).click();
    const secret = dialog.getByTestId('staff-secret');
    await expect(secret).toHaveText(/^[A-Za-z0-9]{12}$/);
    const password = (await secret.textContent()) ?? '';
    await shot(dialog, `staff-reset-password-${width}`);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const riderContext = await browser.newContext({ viewport: { width, height: 800 } });
    const rider = await riderContext.newPage();
    await rider.goto('/login');
    await rider.getByLabel('Phone number').fill(phone);
    await rider.getByLabel('Password', { exact: true }).fill(password);
    await rider.getByRole('button', { name: 'Sign In' }).click();
    await expect(rider).toHaveURL(/\/rider$/);
    await riderContext.close();

    // The admin sees the sign-in.
    await page.reload();
    await expect(row).toContainText('Last signed in');
  });
}
