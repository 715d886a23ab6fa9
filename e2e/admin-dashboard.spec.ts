import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { orderPageSchema, orderSchema } from '@laundry/shared/contracts/orders';
import { addDays } from '@laundry/shared/rules/ist';
import { formatInr } from '@laundry/shared/rules/money';
import { API_URL, authHeaders, readJson, useSessionInBrowser } from './support/api';
import {
  adminSession,
  bookOrder,
  customerSession,
  getStats,
  holdRequest,
  listOrders,
  manualOrder,
  openCardMenu,
  openDashboard,
  orderCard,
  todayIst,
  uniquePhone,
  uniqueWord,
} from './support/admin';

const SHOTS = '/tmp/shots-admin';

test.describe('admin dashboard', () => {
  test('the other tabs and the pricing editor load while the shop reads the dashboard, before any tap', async ({ page, request }) => {
    const admin = await adminSession(request);
    const fetched = new Set<string>();
    page.on('response', (res) => {
      const chunk = /\/assets\/(messages-tab|payments-tab|settings-tab|invoice-modal)-[\w-]+\.js$/.exec(res.url());
      if (chunk && res.ok()) fetched.add(chunk[1]!);
    });
    await openDashboard(page, admin);
    await expect(page.locator('article.order-card').first()).toBeVisible();
    await expect.poll(() => [...fetched].sort(), { timeout: 15_000 }).toEqual(['invoice-modal', 'messages-tab', 'payments-tab', 'settings-tab']);
    // Nothing was opened: the dashboard is still the tab shown.
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a customer's booking appears on the admin's open dashboard without a reload", async ({ browser, request }) => {
    const admin = await adminSession(request);
    const adminContext = await browser.newContext();
    const customerContext = await browser.newContext();
    try {
      const page = await adminContext.newPage();
      await openDashboard(page, admin);
      const totalTile = page.locator('.stat-total .stat-value');
      const before = (await getStats(request, admin)).counts.total;
      await expect(totalTile).toHaveText(before.toLocaleString('en-IN'));
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));

      const customer = await customerSession(customerContext.request, 'Live Booking Customer');
      const order = await bookOrder(customerContext.request, customer, { service: 'Dry Clean', delivery: 'express' });

      const card = orderCard(page, order.orderNumber);
      await expect(card).toBeVisible();
      await expect(page.locator('article.order-card').first()).toHaveAttribute('data-order-id', order._id);
      await expect(card).toContainText('Live Booking Customer');
      await expect(card).toContainText('Express');
      // Counts follow the change too (refetched, throttled).
      await expect(totalTile).toHaveText((before + 1).toLocaleString('en-IN'));
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
    } finally {
      await adminContext.close();
      await customerContext.close();
    }
  });

  test('every status button sets that status, for the admin and the customer alike', async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Status Customer');
    const order = await bookOrder(request, customer);
    await openDashboard(page, admin);
    const card = orderCard(page, order.orderNumber);
    await expect(card.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute('aria-pressed', 'true');

    for (const status of ['In Progress', 'Delivering', 'Completed', 'Pending'] as const) {
      const tile = page.locator(`.stat-tiles .stat-${status.toLowerCase().replace(' ', '-')} .stat-value`);
      await card.getByRole('button', { name: status, exact: true }).click();
      await expect(card.getByRole('button', { name: status, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(card.locator('.order-card-head .badge').last()).toHaveText(status);
      await expect(card.getByRole('button', { name: /^(Pending|In Progress|Delivering|Completed)$/, pressed: true })).toHaveCount(1);
      const seen = await request.get(`${API_URL}/orders/${order._id}`, { headers: authHeaders(customer.token) });
      expect((await readJson(seen, orderSchema)).status).toBe(status);
      const key = ({ Pending: 'pending', 'In Progress': 'inProgress', Delivering: 'delivering', Completed: 'completed' } as const)[status];
      await expect(tile).toHaveText((await getStats(request, admin)).counts[key].toLocaleString('en-IN'));
    }
  });

  test('a card shows every field, directions only with a location, and a red border for a past pickup', async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Field Customer');
    const word = uniqueWord('addr');
    const located = await bookOrder(request, customer, {
      service: 'Wash and Iron',
      pickupAddress: `7-1 ${word} Street, Kakinada`,
      pickupTime: '05:00 PM - 07:00 PM',
      lat: 16.9891,
      lng: 82.2475,
      notes: 'Ring twice',
    });
    const plain = await bookOrder(request, customer, { pickupAddress: `9-9 ${word} Lane` });
    const late = await manualOrder(request, admin, {
      pickupDate: addDays(todayIst(), -2),
      userId: { name: 'Late Pickup' },
      pickupAddress: `${word} Market`,
    });
    await openDashboard(page, admin);

    const card = orderCard(page, located.orderNumber);
    for (const text of [
      located.orderNumber,
      'Wash and Iron',
      'Field Customer',
      customer.user.phone,
      'Regular',
      `7-1 ${word} Street, Kakinada`,
      '05:00 PM - 07:00 PM',
      'Pending',
      'Ring twice',
      'Not priced yet',
    ]) {
      await expect(card).toContainText(text);
    }
    await expect(card.getByText('Created')).toBeVisible();
    await expect(card.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=16.9891,82.2475',
    );
    await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', `tel:${customer.user.phone}`);
    const wa = await card.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    expect(wa).toMatch(new RegExp(`^https://wa\\.me/91${customer.user.phone}\\?text=`));
    expect(decodeURIComponent(wa!.split('text=')[1]!)).toContain(located.orderNumber);
    await expect(card.getByRole('button', { name: 'Pickup & Price' })).toBeVisible();
    await expect(card).not.toHaveClass(/order-card-overdue/);

    await expect(orderCard(page, plain.orderNumber).getByRole('link', { name: /Directions/ })).toHaveCount(0);

    const lateCard = orderCard(page, late.orderNumber);
    await expect(lateCard).toHaveClass(/order-card-overdue/);
    await expect(lateCard).toHaveCSS('border-top-color', 'rgb(185, 28, 28)');
    await expect(lateCard.getByRole('button', { name: 'Edit Pricing' })).toBeVisible();
  });

  test("the card's invoice summary lists the first 3 items, then '…and N more' and the four figures", async ({ page, request }) => {
    const admin = await adminSession(request);
    const items = ['Shirt', 'Trouser', 'Saree', 'Kurta', 'Towel'].map((item, i) => ({ service: 'Wash and Iron', item, qty: i + 1, rate: 20 }));
    const order = await manualOrder(request, admin, { items, discount: 15, tax: 9.5, userId: { name: 'Summary Customer' } });
    await openDashboard(page, admin);
    const summary = orderCard(page, order.orderNumber).getByLabel('Invoice summary');
    await expect(summary.locator('.invoice-summary-items li')).toHaveText([
      'Shirt (Wash and Iron) × 1₹20',
      'Trouser (Wash and Iron) × 2₹40',
      'Saree (Wash and Iron) × 3₹60',
    ]);
    await expect(summary).toContainText('…and 2 more');
    expect(order).toMatchObject({ subtotal: 300, discount: 15, tax: 9.5, total: 294.5 });
    await expect(summary.locator('.invoice-summary-totals')).toHaveText(
      // The shop's discount is a discount line now (docs/decisions/0046), written as taken off.
      `Subtotal${formatInr(300)}Discount− ${formatInr(15)}Tax${formatInr(9.5)}Total${formatInr(294.5)}`,
    );
  });

  test('delete asks first, removes the card, and a delete by another admin disappears live', async ({ page, request }) => {
    const admin = await adminSession(request);
    const mine = await manualOrder(request, admin, { userId: { name: 'Delete Me' } });
    const theirs = await manualOrder(request, admin, { userId: { name: 'Deleted Elsewhere' } });
    await openDashboard(page, admin);
    const card = orderCard(page, mine.orderNumber);

    const messages: string[] = [];
    page.once('dialog', (d) => (messages.push(d.message()), void d.dismiss()));
    await openCardMenu(card);
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toBeVisible();
    page.once('dialog', (d) => (messages.push(d.message()), void d.accept()));
    await openCardMenu(card);
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    expect(messages).toEqual(['Are you sure you want to DELETE this order?', 'Are you sure you want to DELETE this order?']);
    const gone = await request.get(`${API_URL}/admin/orders?q=${mine.orderNumber}`, { headers: authHeaders(admin.token) });
    expect((await readJson(gone, orderPageSchema)).data).toHaveLength(0);

    await expect(orderCard(page, theirs.orderNumber)).toBeVisible();
    const res = await request.delete(`${API_URL}/admin/orders/${theirs._id}`, { headers: authHeaders(admin.token) });
    expect(res.status()).toBe(200);
    await expect(orderCard(page, theirs.orderNumber)).toHaveCount(0);
  });

  test('search is answered by the server: case-insensitive, whitespace collapsed, over every searched field', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('srch');
    const customer = await customerSession(request, `Padmavathi ${word}`);
    const byName = await bookOrder(request, customer, { pickupAddress: 'Door 4, Temple Street' });
    const byAddress = await manualOrder(request, admin, {
      pickupAddress: `Flat 9,  ${word}   Towers`,
      phone: '9123400001',
      userId: { name: 'Other Person' },
    });
    await openDashboard(page, admin);

    const search = page.getByPlaceholder('Search orders, phone, address, service...');
    const asked = page.waitForRequest((r) => r.url().includes('/admin/orders?') && new URL(r.url()).searchParams.get('q') === word);
    await search.fill(word.toUpperCase());
    await asked;
    await expect(page.locator('article.order-card')).toHaveCount(2);
    await expect(orderCard(page, byName.orderNumber)).toBeVisible();
    await expect(orderCard(page, byAddress.orderNumber)).toBeVisible();

    await search.fill(`  ${word}    towers `);
    await expect(page.locator('article.order-card')).toHaveCount(1);
    await expect(orderCard(page, byAddress.orderNumber)).toBeVisible();

    await search.fill(byName.orderNumber.toLowerCase());
    await expect(page.locator('article.order-card')).toHaveCount(1);
    await expect(orderCard(page, byName.orderNumber)).toBeVisible();

    await search.fill('9123400001');
    await expect(orderCard(page, byAddress.orderNumber)).toBeVisible();

    await search.fill(`${word} nothing-matches-this`);
    await expect(page.getByText('No orders found.')).toBeVisible();
    await expect(page.locator('article.order-card')).toHaveCount(0);
  });

  test('the service and delivery filters show what the server holds for them', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('filt');
    const express = await manualOrder(request, admin, { service: 'Others', delivery: 'express', pickupAddress: `${word} express` });
    const regular = await manualOrder(request, admin, { service: 'Others', delivery: 'regular', pickupAddress: `${word} regular` });
    await openDashboard(page, admin);

    await page.getByLabel('Service', { exact: true }).selectOption('Others');
    await page.getByLabel('Delivery', { exact: true }).selectOption('express');
    await expect(orderCard(page, express.orderNumber)).toBeVisible();
    await expect(orderCard(page, regular.orderNumber)).toHaveCount(0);
    const expected = await listOrders(request, admin, { service: 'Others', delivery: 'express' });
    await expect(page.locator('article.order-card')).toHaveCount(Math.min(50, expected.length));
    for (const badge of await page.locator('article.order-card .delivery-express').all()) await expect(badge).toHaveText('Express');
    await expect(page.locator('article.order-card .delivery-regular')).toHaveCount(0);

    await page.getByLabel('Delivery', { exact: true }).selectOption('');
    await page.getByPlaceholder('Search orders, phone, address, service...').fill(word);
    await expect(page.locator('article.order-card')).toHaveCount(2);
    await page.getByLabel('Service', { exact: true }).selectOption('Iron');
    await expect(page.getByText('No orders found.')).toBeVisible();
    await expect(page.getByLabel('Service', { exact: true }).locator('option')).toHaveText([
      'All Services',
      'Wash and Fold',
      'Wash and Iron',
      'Iron',
      'Dry Clean',
      'Others',
    ]);
    await expect(page.getByLabel('Delivery', { exact: true }).locator('option')).toHaveText(['All', 'Regular', 'Express']);
  });

  test("the tiles and the four charts show the stats call's figures, seeded orders included", async ({ page, request }) => {
    const admin = await adminSession(request);
    await openDashboard(page, admin);
    const stats = await getStats(request, admin);
    // The demo seed holds one order in each state the admin sets, and one of each of these services.
    expect(stats.counts.pending).toBeGreaterThanOrEqual(1);
    expect(stats.counts.inProgress).toBeGreaterThanOrEqual(1);
    expect(stats.counts.delivering).toBeGreaterThanOrEqual(1);
    expect(stats.counts.completed).toBeGreaterThanOrEqual(1);
    expect(stats.counts.total).toBe(stats.byStatus.reduce((s, p) => s + p.count, 0));

    await expect(page.locator('.stat-tile')).toHaveText([
      `Total Orders${stats.counts.total.toLocaleString('en-IN')}`,
      `Pending${stats.counts.pending.toLocaleString('en-IN')}`,
      `In Progress${stats.counts.inProgress.toLocaleString('en-IN')}`,
      `Delivering${stats.counts.delivering.toLocaleString('en-IN')}`,
      `Completed${stats.counts.completed.toLocaleString('en-IN')}`,
      `Late${stats.counts.late.toLocaleString('en-IN')}`,
    ]);
    const figures = (points: { label: string; count: number }[]) => points.map((p) => `${p.label} ${p.count}`).join(', ');
    const names: Record<string, string> = { regular: 'Regular', express: 'Express' };
    await expect(page.getByRole('img', { name: /^Orders by Status:/ })).toHaveAttribute('aria-label', `Orders by Status: ${figures(stats.byStatus)}`);
    await expect(page.getByRole('img', { name: /^Orders by Service:/ })).toHaveAttribute(
      'aria-label',
      `Orders by Service: ${figures(stats.byService)}`,
    );
    await expect(page.getByRole('img', { name: /^Orders by Delivery Type:/ })).toHaveAttribute(
      'aria-label',
      `Orders by Delivery Type: ${figures(stats.byDelivery.map((p) => ({ label: names[p.label]!, count: p.count })))}`,
    );
    const days = page.getByRole('img', { name: /^Orders last 7 days:/ });
    const label = (await days.getAttribute('aria-label'))!;
    const counts = label
      .replace('Orders last 7 days: ', '')
      .split(', ')
      .map((part) => Number(part.split(' ').pop()));
    expect(counts).toEqual(stats.last7Days.map((p) => p.count));
    expect(stats.last7Days.at(-1)!.label).toBe(todayIst());
    expect(label).toMatch(/, Today \d+$/);
    expect(stats.last7Days.at(-1)!.count).toBeGreaterThanOrEqual(4);
    // Four charts drawn on canvases.
    await expect(page.locator('.order-charts canvas')).toHaveCount(4);

    // The seeded walk-in order (Iron, Completed) is found by name.
    await page.getByPlaceholder('Search orders, phone, address, service...').fill('suresh babu');
    const seeded = page.locator('article.order-card').filter({ hasText: 'Walk-in at the shop' }).first();
    await expect(seeded).toContainText('Iron');
    await expect(seeded.getByRole('button', { name: 'Completed', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test("states 'Loading orders…' and 'No orders found.', and the list pages with the cursor", async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('page');
    const made: string[] = [];
    for (let i = 0; i < 53; i++)
      made.push((await manualOrder(request, admin, { pickupAddress: `${word} block ${i}`, phone: uniquePhone() })).orderNumber);

    const held = await holdRequest(page, /\/admin\/orders\?/);
    // A page further on is fetched only when the end of the drawn list comes near, never while the
    // first cards of an answer are drawn on their own.
    const paged: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/admin/orders?') && new URL(r.url()).searchParams.has('cursor')) paged.push(r.url());
    });
    await useSessionInBrowser(page, admin);
    // A slow computer: the cards after the first few take their time to draw.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto('/admin');
    await held.requested;
    await expect(page.getByText('Loading orders…')).toBeVisible();
    held.release();
    await expect(page.locator('article.order-card').first()).toBeVisible();
    // The admin scrolls down while the first few cards stand alone: the rest of the page is drawn,
    // and no page further on is fetched for it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('article.order-card')).toHaveCount(50);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(paged).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    // The old cards stay while the search runs, and they are 50 too: wait for the searched answer.
    const searched = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/admin/orders') && url.searchParams.get('q') === word && !url.searchParams.has('cursor');
    });
    await page.getByPlaceholder('Search orders, phone, address, service...').fill(word);
    await searched;
    await expect(page.locator('section.order-list-section')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('article.order-card')).toHaveCount(50);
    await expect(orderCard(page, made[52]!)).toBeVisible();
    await expect(orderCard(page, made[0]!)).toHaveCount(0);
    // Scroll the page, not to the button: the end of the list coming near loads the next page,
    // which can remove the button while a locator is still scrolling to it. Cards drawn as they
    // come into view grow the page, so the end is scrolled to until the page is asked for.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(paged.filter((url) => new URL(url).searchParams.get('q') === word)).not.toEqual([]);
    }).toPass();
    await expect(page.locator('article.order-card')).toHaveCount(53);
    await expect(orderCard(page, made[0]!)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more orders' })).toHaveCount(0);
    await expect(page.getByText('Showing 53 orders')).toBeVisible();
  });

  test('Refresh Orders reloads from the server; Refresh Tickets reloads the tickets; Copy phone copies', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const admin = await adminSession(request);
    await openDashboard(page, admin);
    await page.getByPlaceholder('Search orders, phone, address, service...').fill('');

    const orders = page.waitForRequest((r) => r.url().includes('/admin/orders?'));
    const stats = page.waitForRequest((r) => r.url().endsWith('/admin/orders/stats'));
    await page.getByRole('button', { name: 'Refresh Orders' }).click();
    await Promise.all([orders, stats]);
    await expect(page.locator('article.order-card').first()).toBeVisible();

    const tickets = page.waitForRequest((r) => r.url().endsWith('/api/tickets') && r.method() === 'GET');
    await page.getByRole('button', { name: 'Refresh Tickets' }).click();
    await tickets;
    await expect(page.getByRole('status').filter({ hasText: /^Tickets refreshed: \d+ in all, \d+ pending\.$/ })).toBeVisible();

    const first = page.locator('article.order-card').first();
    const phone = (await first.locator('.order-fields div', { hasText: 'Phone' }).locator('dd').textContent())!;
    await openCardMenu(first);
    await first.getByRole('button', { name: /^Copy phone/ }).click();
    await expect(first.getByRole('button', { name: /^Copy phone/ })).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phone);
  });

  test('looks right at 375 px and 1280 px', async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await adminSession(request);
    await manualOrder(request, admin, { pickupDate: addDays(todayIst(), -1), userId: { name: 'Overdue Screenshot' } });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page, admin);
      if (width < 641) {
        // On a phone the orders come first; the charts open on request.
        await expect(page.locator('.order-charts canvas')).toHaveCount(0);
        await page.getByRole('button', { name: 'Show charts' }).click();
        await expect(page.getByRole('button', { name: 'Hide charts' })).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(page.locator('.order-charts canvas')).toHaveCount(4);
      // Nothing of the dashboard reaches past the window.
      const overflow = await page.locator('.admin-page').evaluate((el) => {
        const limit = document.documentElement.clientWidth;
        return [...el.querySelectorAll('*')].filter((n) => n.getBoundingClientRect().right > limit + 1).map((n) => n.className);
      });
      expect(overflow).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png` });
      await page.getByRole('heading', { name: 'Orders', exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/dashboard-cards-${width}.png` });
      await page.getByRole('tab', { name: /Tickets/ }).click();
      await expect(page.locator('article.ticket-card').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/tickets-${width}.png` });
    }
  });
});
