import { expect, test } from '@playwright/test';
import { addDays } from '@laundry/shared/rules/ist';
import { isLate } from '@laundry/shared/rules/late';
import { adminSession, getStats, listOrders, manualOrder, openDashboard, orderCard, todayIst, uniqueWord } from './support/admin';
import { LAPTOP, overflowing, PHONE, seriousViolations, setRackApi, shoot, SHOTS, todayBoard, uniqueRack } from './support/shop-floor';

/**
 * The Late count tile and filter, and the Today board. A manual
 * order picked up ten days ago is promised ready long ago: late by the shared rule, the one the
 * server counts and filters with and the card's badge reads.
 */

test.describe('late orders and the Today board', () => {
  test('the Late tile shows the server’s count and filters the list to the late orders, each with its badge', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('late');
    const late = await manualOrder(request, admin, {
      status: 'In Progress',
      pickupDate: addDays(todayIst(), -10),
      userId: { name: `Late ${word}` },
    });
    expect(late.readyBy).not.toBeNull();
    expect(isLate(late, new Date())).toBe(true);
    const onTime = await manualOrder(request, admin, {
      status: 'In Progress',
      pickupDate: addDays(todayIst(), 1),
      userId: { name: `On time ${word}` },
    });
    expect(isLate(onTime, new Date())).toBe(false);

    await page.setViewportSize(LAPTOP);
    await openDashboard(page, admin);
    const tile = page.locator('.stat-tile.stat-late');
    const stats = await getStats(request, admin);
    expect(stats.counts.late).toBeGreaterThanOrEqual(1);
    await expect(tile).toHaveText(`Late${stats.counts.late.toLocaleString('en-IN')}`);
    await expect(tile).toHaveAttribute('title', 'Show the late orders');
    // Six tiles, one row on a laptop.
    const tops = await page.locator('.stat-tile').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size).toBe(1);
    // The badge on the card, from the same rule.
    await expect(orderCard(page, late.orderNumber).locator('.badge-late')).toHaveText('Late');
    await expect(orderCard(page, onTime.orderNumber).locator('.badge-late')).toHaveCount(0);

    const asked = page.waitForRequest((r) => r.url().includes('/admin/orders?') && r.url().includes('late=true'));
    await tile.click();
    await asked;
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    const listed = await listOrders(request, admin, { late: 'true' });
    expect(listed.map((o) => o._id)).toContain(late._id);
    expect(listed.map((o) => o._id)).not.toContain(onTime._id);
    const cards = page.locator('article.order-card');
    await expect(cards).toHaveCount(Math.min(listed.length, 50));
    await expect(orderCard(page, late.orderNumber)).toBeVisible();
    await expect(orderCard(page, onTime.orderNumber)).toHaveCount(0);
    await expect(cards.locator('.badge-late')).toHaveCount(Math.min(listed.length, 50));

    // A status tile takes the place of Late; Total Orders shows every order again.
    await page.getByRole('button', { name: /^In Progress \d/ }).click();
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
    await expect(orderCard(page, onTime.orderNumber)).toBeVisible();
    await page.getByRole('button', { name: /^Total Orders/ }).click();
    await expect(page.getByRole('button', { name: /^Total Orders/ })).toHaveAttribute('aria-pressed', 'true');

    // On a phone the six tiles make two rows of three.
    await page.setViewportSize(PHONE);
    const phoneTops = await page.locator('.stat-tile').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(phoneTops).size).toBe(2);
    expect(await overflowing(page.locator('.admin-page'))).toEqual([]);
  });

  test('Today: pickups due, deliveries due with their racks, late orders; an order number opens the order', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('today');
    const rack = uniqueRack();
    // No pickup time: "time to agree", due today by its date.
    const pickup = await manualOrder(request, admin, {
      status: 'Pending',
      pickupDate: todayIst(),
      pickupTime: '',
      userId: { name: `Pickup ${word}` },
    });
    const delivery = await setRackApi(
      request,
      admin,
      (await manualOrder(request, admin, { status: 'Delivering', userId: { name: `Delivery ${word}` } }))._id,
      rack,
    );
    const late = await manualOrder(request, admin, { status: 'In Progress', pickupDate: addDays(todayIst(), -10), userId: { name: `Late ${word}` } });
    const board = await todayBoard(request, admin);
    expect(board.date).toBe(todayIst());
    expect(board.pickups.map((o) => o._id)).toContain(pickup._id);
    expect(board.deliveries.map((o) => o._id)).toContain(delivery._id);
    expect(board.late.map((o) => o._id)).toContain(late._id);

    // The dashboard's first screen, with the Today and Scan shortcuts beside the title.
    await openDashboard(page, admin);
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}.png` });
    }
    const todayLink = page.getByRole('navigation', { name: 'Shop floor' }).getByRole('link', { name: 'Today' });
    await todayLink.click();
    await expect(page).toHaveURL(/\/admin\?view=today$/);
    const today = page.getByRole('region', { name: /^Today/ });
    await expect(today).toBeVisible();
    await expect(todayLink).toHaveAttribute('aria-current', 'page');

    const column = (name: string) => today.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
    const shown = await todayBoard(request, admin);
    await expect(column('Pickups due')).toHaveAccessibleName(`Pickups due ${shown.pickups.length}`);
    await expect(column('Deliveries due')).toHaveAccessibleName(`Deliveries due ${shown.deliveries.length}`);
    await expect(column('Late')).toHaveAccessibleName(`Late ${shown.late.length}`);
    const row = (name: string, orderNumber: string) => column(name).getByRole('listitem').filter({ hasText: orderNumber });
    await expect(row('Pickups due', pickup.orderNumber)).toContainText(`Pickup ${word}`);
    await expect(row('Pickups due', pickup.orderNumber)).toContainText('Time to agree');
    await expect(row('Deliveries due', delivery.orderNumber)).toContainText(`Delivery ${word}`);
    await expect(row('Deliveries due', delivery.orderNumber).locator('.rack-chip')).toHaveText(`Rack ${rack}`);
    await expect(row('Late', late.orderNumber)).toContainText(`Late ${word}`);
    await expect(row('Late', late.orderNumber)).toContainText(/Was due \d/);
    expect(await overflowing(page.locator('.admin-page'))).toEqual([]);
    expect(await seriousViolations(page, '.today-board')).toEqual([]);
    await shoot(page, today, 'today-board');
    await page.setViewportSize(PHONE);
    expect(await overflowing(page.locator('.admin-page'))).toEqual([]);

    // An order number opens that order: the board closes, the list holds just it.
    await row('Late', late.orderNumber).getByRole('link', { name: late.orderNumber }).click();
    await expect(page).toHaveURL(`/admin?q=${late.orderNumber}`);
    await expect(today).toHaveCount(0);
    await expect(page.getByLabel('Search orders')).toHaveValue(late.orderNumber);
    await expect(page.locator('article.order-card')).toHaveCount(1);
    await expect(orderCard(page, late.orderNumber).locator('.badge-late')).toBeVisible();

    // Back to the board, and its All orders button closes it again.
    await todayLink.click();
    await expect(today).toBeVisible();
    await today.getByRole('button', { name: 'All orders' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(today).toHaveCount(0);
  });
});
