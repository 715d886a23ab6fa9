import { expect, test, type APIRequestContext } from '@playwright/test';
import { goLiveSchema } from '@laundry/shared/contracts/go-live';
import { orderSchema } from '@laundry/shared/contracts/orders';
import { shopPaymentSettingsSchema, type ShopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { adminSession, bookOrder } from './support/admin';
import { API_URL, apiLogin, apiSignup, authHeaders, DEMO_ADMIN, readJson, useSessionInBrowser } from './support/api';

/*
 * Going live (docs/decisions/0083): the owner works through Settings → Go live on a laptop until
 * the dashboard's banner goes; a customer on a phone pays cash when the shop has no UPI ID,
 * downloads their data and deletes their account.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
const NEW_PASSWORD = 'Owner#Real2026';

async function patchShop(request: APIRequestContext, token: string, body: ShopSettingsPatchBody) {
  const res = await request.patch(`${API_URL}/admin/shop`, { headers: authHeaders(token), data: body });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, shopPaymentSettingsSchema);
}

/** Sets the owner's password back to the demo one (other browser tests sign in with it), by a reset code. */
async function restoreDemoPassword(request: APIRequestContext): Promise<void> {
  const asked = await request.post(`${API_URL}/auth/forgot-password/request-otp`, { data: { phone: DEMO_ADMIN.phone } });
  const { otp } = (await asked.json()) as { otp: string };
  const reset = await request.post(`${API_URL}/auth/forgot-password/reset`, {
    data: { phone: DEMO_ADMIN.phone, otp, newPassword: DEMO_ADMIN.password },
  });
  expect(reset.status(), await reset.text()).toBe(200);
}

test('the owner works through Settings → Go live at 1280 px and the dashboard banner goes', async ({ page, request }) => {
  const admin = await adminSession(request);
  const before = await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema);
  await page.setViewportSize(DESKTOP);
  try {
    await useSessionInBrowser(page, admin);
    await page.goto('/admin');
    const banner = page.getByTestId('go-live-banner');
    await expect(banner).toContainText('The shop is not ready for customers yet');
    await banner.getByRole('button', { name: 'Open the checklist' }).click();
    await expect(page).toHaveURL(/tab=settings/);
    const list = page.getByRole('region', { name: 'Go live' });
    await expect(list).toBeVisible();

    const item = (id: string) => list.getByTestId(`go-live-${id}`);
    const done = (id: string) => expect(item(id).getByText('Done', { exact: true })).toBeVisible();

    // What only the owner can judge: confirmed with a tap, each marked done at once.
    for (const [id, button] of [
      ['profile', 'These are right'],
      ['prices', 'I have reviewed the price list'],
      ['pickups', 'Pickup hours and area are right'],
    ] as const) {
      await item(id).getByRole('button', { name: button }).click();
      await done(id);
    }
    // Social links: edited here; a bad one is refused, a good one saved.
    await item('social').getByLabel('Instagram link').fill('https://www.instagram.com/lakshmi.kkd');
    await item('social').getByRole('button', { name: 'Save links' }).click();
    await expect(item('social').getByText('Saved')).toBeVisible();
    await item('social').getByRole('button', { name: 'Links are right' }).click();
    await done('social');
    // Plans and the bulk discount: not offered, so the site stops advertising them.
    // Each box saves at once; it shows the saved value.
    for (const label of ['We offer subscription plans', 'We offer a bulk discount']) {
      await item('offers').getByLabel(label).click();
      await expect(item('offers').getByLabel(label)).not.toBeChecked();
    }
    await item('offers').getByRole('button', { name: 'This is what we offer' }).click();
    await done('offers');
    await done('upi');
    await done('messages');
    await expect(item('gstin').getByText('Optional')).toBeVisible();

    // The last item: the demo password goes.
    await expect(item('password')).toContainText('An admin account still has the demo password.');
    await item('password').getByRole('link', { name: 'Set a new password' }).click();
    await expect(page).toHaveURL(/\/forgot-password/);
    await page.getByLabel('Phone number').fill(DEMO_ADMIN.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login/);

    const owner = await apiLogin(request, DEMO_ADMIN.phone, NEW_PASSWORD);
    const state = await readJson(await request.get(`${API_URL}/admin/go-live`, { headers: authHeaders(owner.token) }), goLiveSchema);
    expect(state.done).toBe(true);
    // Signed in again with the new password, as the login screen stores it.
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('authExpiry', String(Date.now() + 3_600_000));
    }, owner);
    await page.goto('/admin');
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Go live' })).toBeHidden();
    await expect(page.getByTestId('go-live-banner')).toHaveCount(0);

    // The footer shows the link the owner set; the home page no longer asks about subscriptions.
    await page.goto('/');
    await expect(page.getByRole('link', { name: /on Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/lakshmi.kkd');
    await expect(page.getByText('Do you have weekly or monthly subscriptions?')).toHaveCount(0);
  } finally {
    await restoreDemoPassword(request);
    const again = await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await patchShop(request, again.token, { instagramUrl: before.instagramUrl, offersPlans: before.offersPlans, offersBulk: before.offersBulk });
  }
});

test('at 375 px a customer with no UPI ID to pay sees cash on delivery, downloads their data and deletes their account', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const customer = await apiSignup(request, 'Zebulon Goliveson');
  const order = await bookOrder(request, customer);
  const priced = await request.post(`${API_URL}/admin/orders/${order._id}/pickup`, {
    headers: authHeaders(admin.token),
    data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 2, rate: 150 }] },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  await readJson(priced, orderSchema);
  const before = await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema);
  await patchShop(request, admin.token, { upiId: '' });
  await page.setViewportSize(PHONE);
  try {
    await useSessionInBrowser(page, customer);
    await page.goto('/my-orders');
    const card = page.getByRole('article', { name: order.orderNumber });
    await expect(card.getByTestId('pay-cash')).toHaveText('Pay ₹300 in cash when your clothes are delivered.');
    await expect(card.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
    await expect(card.getByRole('link', { name: /^Pay ₹/ })).toHaveCount(0);
    await expect(card.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  } finally {
    await patchShop(request, admin.token, { upiId: before.upiId });
  }

  await page.goto('/profile');
  const data = page.getByRole('region', { name: 'Your data' });
  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))) as {
    account: { name: string };
    orders: { orderNumber: string }[];
  };
  expect(saved.account.name).toBe('Zebulon Goliveson');
  expect(saved.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
  await expect(data.getByRole('status')).toContainText('Your data has been downloaded');

  await data.getByRole('button', { name: 'Delete my account' }).click();
  await data.getByLabel('Your password').fill('Wrong#12345');
  await data.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(data.getByRole('alert')).toHaveText('That password is not right. Your account has not been deleted.');
  await data.getByLabel('Your password').fill(customer.password);
  await data.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // The shop keeps the order, without the name.
  const orders = await request.get(`${API_URL}/admin/orders?limit=100`, { headers: authHeaders(admin.token) });
  const text = await orders.text();
  expect(text).toContain(order.orderNumber);
  expect(text).not.toContain('Zebulon Goliveson');
  const login = await request.post(`${API_URL}/login`, { data: { phone: customer.user.phone, password: customer.password } });
  expect(login.status()).toBe(401);
});
