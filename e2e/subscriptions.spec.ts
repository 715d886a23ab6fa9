import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { orderListSchema } from '@laundry/shared/contracts/orders';
import { adminPlanSchema } from '@laundry/shared/contracts/subscriptions';
import { istDate } from '@laundry/shared/rules/ist';
import { subscriptionDatesToBook } from '@laundry/shared/rules/subscription-dates';
import { adminSession, uniqueWord } from './support/admin';
import { API_URL, apiSignup, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Subscriptions (docs/decisions/0046): the shop offers a plan; a customer on a phone
 * subscribes with a weekday and a window; the next pickups are booked at once, shown on the
 * subscription and in My Orders with a Subscription badge; skipping one cancels its order.
 */

const SHOTS = '/tmp/shots-subscriptions';
const FRIDAY = 5;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

test('a customer subscribes on a phone, the next pickups are booked and shown in My Orders, and one is skipped', async ({ page, request }) => {
  const admin = await adminSession(request);
  const planName = `Weekly ${uniqueWord('p')}`;
  const created = await request.post(`${API_URL}/admin/plans`, {
    headers: authHeaders(admin.token),
    data: { name: planName, period: 'weekly', pickupsPerPeriod: 1, discountPercent: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const plan = await readJson(created, adminPlanSchema);

  const customer = await apiSignup(request, 'Subscriber Sita');
  await page.setViewportSize({ width: 375, height: 740 });
  // A visitor is sent to sign in first.
  await page.goto('/subscriptions');
  await expect(page).toHaveURL(/\/login/);
  await useSessionInBrowser(page, customer);
  await page.goto('/my-orders');
  await page.getByTestId('subscribe-link').click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();

  await page.getByRole('radio', { name: new RegExp(planName) }).check();
  await page.getByLabel('Pickup day').selectOption(String(FRIDAY));
  await page.getByLabel('Pickup time').selectOption('9:00 AM – 11:00 AM');
  await page.getByLabel('Service').selectOption('Wash and Fold');
  await page.getByLabel('Pickup address').fill('12-3-45 Main Road, Suryaraopeta, Kakinada');
  await expect(page.getByLabel('Phone')).toHaveValue(customer.user.phone);
  // Nothing sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(page, 'subscribe-form');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscribed. Your next pickups are booked below.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add another pickup day' })).toBeVisible();

  // The next two Fridays (from tomorrow, 14 days on) are booked.
  const dates = subscriptionDatesToBook({ today: istDate(new Date()), weekday: FRIDAY, period: 'weekly', pickupsPerPeriod: 1, taken: [] });
  expect(dates).toHaveLength(2);
  const card = page.locator('article.subscription-card');
  await expect(card.getByRole('heading', { name: planName })).toBeVisible();
  await expect(card.getByTestId('subscription-status')).toHaveText('Active');
  await expect(card.getByText('Every Friday, 9:00 AM – 11:00 AM')).toBeVisible();
  const pickups = card.getByTestId('subscription-pickup');
  await expect(pickups).toHaveCount(2);
  expect(await pickups.evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))).toEqual(dates);
  await expect(pickups.first()).toContainText('Pending');
  await shoot(page, 'subscription-card');

  // The orders carry the subscription, for the right dates, and show its badge in My Orders.
  const list = await readJson(await request.get(`${API_URL}/orders`, { headers: authHeaders(customer.token) }), orderListSchema);
  const booked = list.filter((o) => o.subscriptionId).sort((a, b) => a.pickupDate.localeCompare(b.pickupDate));
  expect(booked.map((o) => [o.pickupDate, o.status, o.pickupTime, o.service])).toEqual(
    dates.map((d) => [d, 'Pending', '9:00 AM – 11:00 AM', 'Wash and Fold']),
  );
  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await expect(page).toHaveURL(/\/my-orders$/);
  for (const order of booked) {
    const orderCard = page.locator(`article[data-order-id="${order._id}"]`);
    await expect(orderCard.getByTestId('subscription-badge')).toHaveText('Subscription');
    await expect(orderCard.getByTestId('order-status')).toHaveText('Pending');
  }
  await shoot(page, 'my-orders-badge');

  // Skipping the first pickup cancels its order; the second stays booked.
  await page.goto('/subscriptions');
  const first = page.locator(`[data-testid="subscription-pickup"][data-date="${dates[0]}"]`);
  await first.getByRole('button', { name: /^Skip the pickup on/ }).click();
  await expect(first).toContainText('Skipped');
  await expect(first.getByRole('button')).toHaveCount(0);
  await expect(page.locator(`[data-testid="subscription-pickup"][data-date="${dates[1]}"]`)).toContainText('Pending');
  await page.goto('/my-orders');
  await expect(page.locator(`article[data-order-id="${booked[0]!._id}"]`).getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.locator(`article[data-order-id="${booked[1]!._id}"]`).getByTestId('order-status')).toHaveText('Pending');

  // The shop sees its subscriber on the plan, in the Settings tab.
  await page.context().clearCookies();
  const adminPage = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 800 } });
  await useSessionInBrowser(adminPage, admin);
  await adminPage.goto('/admin?tab=settings');
  const row = adminPage.locator(`[data-plan-id="${plan._id}"]`);
  await expect(row).toContainText('1 subscriber');
  await expect(row).toContainText('10% off');
  await shoot(adminPage, 'admin-plans');
  await adminPage.close();
});
