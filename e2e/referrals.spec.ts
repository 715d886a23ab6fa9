import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { orderListSchema, orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { myReferralsSchema } from '@laundry/shared/contracts/referrals';
import { adminSession, bookOrder, tomorrowIst } from './support/admin';
import { API_URL, apiSignup, authHeaders, freshPhone, readJson, useSessionInBrowser } from './support/api';

/**
 * Referrals (spec section 9, docs/decisions/0046): a customer's share link brings a
 * friend to sign-up with the code filled in; the friend's first completed order earns the
 * customer 10% off their next order, which the shop's pricing takes off as a discount line.
 */

const SHOTS = '/tmp/shots-referrals';
const ITEMS = [{ service: 'Wash and Iron', item: 'Shirt', qty: 4, rate: 50 }];

/** The shop picks the order up and prices it, then (if asked) completes it, as the dashboard does. */
async function priceOrder(request: APIRequestContext, admin: AuthResponse, id: string): Promise<Order> {
  const res = await request.post(`${API_URL}/admin/orders/${id}/pickup`, { headers: authHeaders(admin.token), data: { items: ITEMS } });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, orderSchema);
}

async function completeOrder(request: APIRequestContext, admin: AuthResponse, id: string): Promise<void> {
  const res = await request.patch(`${API_URL}/admin/orders/${id}/status`, { headers: authHeaders(admin.token), data: { status: 'Completed' } });
  expect(res.status(), await res.text()).toBe(200);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a share link brings a friend to sign-up with the code, and their first completed order earns 10% off the next order', async ({
  page,
  browser,
  request,
}) => {
  const asha = await apiSignup(request, 'Asha Referrer');
  const code = asha.user.referralCode!;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);

  // Asha opens Refer a friend from My Orders and takes her link.
  await useSessionInBrowser(page, asha);
  await page.goto('/my-orders');
  await page.getByTestId('refer-link').click();
  await expect(page).toHaveURL(/\/refer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveText(code);
  await expect(page.getByText('No rewards yet.')).toBeVisible();
  const link = await page.getByLabel('Your sign-up link', { exact: true }).inputValue();
  expect(link).toBe(new URL(`/signup?ref=${code}`, page.url()).toString());
  const whatsapp = new URL((await page.getByTestId('share-whatsapp').getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
  const message = whatsapp.searchParams.get('text')!;
  expect(message).toContain('Sri Lakshmi Laundry');
  expect(message).toContain(code);
  expect(message).toContain(link);
  expect(message).toContain('10% off');
  await shoot(page, 'refer-empty');

  // The friend opens the link on their own phone: sign-up with the code filled in.
  const friendContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const friend = await friendContext.newPage();
  await friend.goto(link);
  const codeField = friend.getByLabel('Referral code');
  await expect(codeField).toHaveValue(code);
  await friend.getByLabel('Full name').fill('Meena Friend');
  await friend.getByLabel('Phone number').fill(freshPhone());
  await friend.getByLabel('Password', { exact: true }).fill('Friend#12345');
  // A mistyped code is refused on its field, and nothing is created until it is right.
  await codeField.fill('ZZZZZZ');
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(codeField).toHaveAccessibleDescription('This referral code is not valid. Please check it, or leave it empty.');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  mkdirSync(SHOTS, { recursive: true });
  await friend.screenshot({ path: `${SHOTS}/signup-bad-code-375.png`, fullPage: true });
  await codeField.fill(code.toLowerCase());
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend.getByRole('heading', { name: 'Book a pickup' })).toBeVisible();

  // The friend books their first pickup.
  const main = friend.getByRole('main');
  await friend.getByRole('radio', { name: /^Wash and Iron/ }).check();
  await main.getByLabel('Pickup date').fill(tomorrowIst());
  await main.getByLabel('Pickup time').selectOption('9:00 AM – 11:00 AM');
  await main.getByLabel('Pickup address').fill('2-14-9, Temple Street, Kakinada');
  await friend.getByRole('button', { name: 'Review booking' }).click();
  await friend.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(friend.getByRole('heading', { name: 'Pickup booked!' })).toBeVisible();
  const friendToken = await friend.evaluate(() => localStorage.getItem('token'));
  const [friendOrder] = await readJson(await request.get(`${API_URL}/orders`, { headers: authHeaders(friendToken!) }), orderListSchema);
  await friendContext.close();

  // The shop prices and completes it; Asha's page shows the reward.
  const admin = await adminSession(request);
  const friendPriced = await priceOrder(request, admin, friendOrder!._id);
  expect(friendPriced.discounts.filter((d) => d.kind === 'referral')).toEqual([]);
  await completeOrder(request, admin, friendOrder!._id);
  await expect
    .poll(
      async () =>
        (await readJson(await request.get(`${API_URL}/referrals/mine`, { headers: authHeaders(asha.token) }), myReferralsSchema)).rewards.length,
    )
    .toBe(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  const rewards = page.getByTestId('referral-rewards');
  await expect(rewards).toContainText('Earned: 10% off your next order');
  await expect(rewards).toContainText('Thanks to Meena');
  await expect(page.getByText('1 friend joined')).toBeVisible();
  await shoot(page, 'refer-earned');

  // Asha's next order: the shop's pricing takes 10% off as a referral discount line, once.
  const next = await bookOrder(request, asha);
  const priced = await priceOrder(request, admin, next._id);
  expect(priced.subtotal).toBe(200);
  expect(priced.discounts).toEqual([expect.objectContaining({ kind: 'referral', percent: 10, amount: 20 })]);
  expect(priced.discount).toBe(20);
  await page.reload();
  await expect(rewards).toContainText(`Used on order ${next.orderNumber}`);
  await shoot(page, 'refer-used');
});

test('the profile page leads to Refer a friend', async ({ page, request }) => {
  const customer = await apiSignup(request, 'Profile Referrer');
  await useSessionInBrowser(page, customer);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Refer a friend' }).click();
  await expect(page.getByTestId('referral-code')).toHaveText(customer.user.referralCode!);
});
