import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ORDER_STATUSES } from '@laundry/shared/constants';
import { orderSchema } from '@laundry/shared/contracts/orders';
import hi from '../apps/web/src/features/admin/locales/hi.json' with { type: 'json' };
import te from '../apps/web/src/features/admin/locales/te.json' with { type: 'json' };
import { API_URL, authHeaders, readJson } from './support/api';
import {
  adminSession,
  bookOrder,
  customerSession,
  listTickets,
  openCardMenu,
  openDashboard,
  orderCard,
  raiseTicket,
  ticketCard,
  uniqueWord,
} from './support/admin';

/**
 * The admin dashboard in Hindi (tabs, tiles, a card's status buttons, the tickets tab and
 * a reply) works from its Hindi words, and in Telugu at 375 px nothing reaches past the screen.
 * Every expected text comes from the `admin` catalogue.
 */
const SHOTS = '/tmp/shots-i18n-admin-dashboard';

/** A message with its plain `{name}` placeholders filled in. */
function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

const STATUS_KEYS = {
  Pending: 'status.pending',
  'In Progress': 'status.inProgress',
  Delivering: 'status.delivering',
  Completed: 'status.completed',
} as const;

/** Dashboard elements that reach past the screen's right edge, or clip their own text sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    // The dashboard's own box (the site's navigation bar is checked by its own tests).
    const page = document.querySelector<HTMLElement>('.admin-page')!;
    if (page.scrollWidth > page.clientWidth + 1) problems.push(`the dashboard scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('.admin-page *')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], .visually-hidden, svg, [hidden]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const name = `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      if (box.right > width + 1 || box.left < -1) problems.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      const clips = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLInputElement) && !(el instanceof HTMLSelectElement))
        problems.push(`${name} clips its text (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  });
}

/** Screenshots wait for the Telugu and Devanagari fonts (they load on first use). */
async function shoot(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // A face the last layout asked for starts loading only then: wait until none is loading, a frame on.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return [...document.fonts].filter((face) => face.status === 'loading').length;
      }),
    )
    .toBe(0);
  await page.screenshot({ path });
}

test.describe('admin dashboard in Hindi and Telugu', () => {
  test('in Hindi: tabs, tiles, status buttons, charts, the tickets tab and a reply, and a status change from Hindi buttons', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Hindi Dashboard Customer');
    const order = await bookOrder(request, customer);
    const word = uniqueWord('hi');
    const ticket = await raiseTicket(request, { userName: `Hindi Ticket ${word}`, issue: 'Kurta button missing' });

    await openDashboard(page, admin, '/admin?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(hi['page.meta.title']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['page.title']);

    // Tabs
    await expect(page.getByRole('tablist', { name: hi['page.tabs'] })).toBeVisible();
    await expect(page.getByRole('tab', { name: hi['page.tab.dashboard'], exact: true })).toHaveAttribute('aria-selected', 'true');
    const ticketsTab = page.getByRole('tab', { name: new RegExp(`^${hi['page.tab.tickets']}`) });
    await expect(ticketsTab).toHaveAttribute('aria-selected', 'false');

    // Tiles, toolbar and charts
    await expect(page.locator('.stat-tile .stat-label')).toHaveText([
      hi['tiles.total'],
      hi['status.pending'],
      hi['status.inProgress'],
      hi['status.delivering'],
      hi['status.completed'],
      hi['tiles.late'],
    ]);
    await expect(page.getByPlaceholder(hi['toolbar.search.placeholder'])).toBeVisible();
    await expect(page.getByLabel(hi['toolbar.service'], { exact: true }).locator('option')).toHaveText([
      hi['toolbar.allServices'],
      hi['service.washAndFold'],
      hi['service.washAndIron'],
      hi['service.iron'],
      hi['service.dryClean'],
      hi['service.others'],
    ]);
    await expect(page.getByRole('button', { name: hi['toolbar.manualInvoice'], exact: true })).toBeVisible();
    await expect(page.locator('.chart-title')).toHaveText([
      hi['charts.byStatus'],
      hi['charts.byService'],
      hi['charts.byDelivery'],
      hi['charts.last7Days'],
    ]);
    await expect(page.getByRole('img', { name: new RegExp(`^${hi['charts.byStatus']}: `) })).toHaveAttribute(
      'aria-label',
      new RegExp(`${hi['status.pending']} \\d+`),
    );
    await expect(page.getByRole('img', { name: new RegExp(`^${hi['charts.last7Days']}: `) })).toHaveAttribute(
      'aria-label',
      new RegExp(`, ${hi['charts.today']} \\d+$`),
    );
    await expect(page.getByRole('heading', { name: hi['list.heading'], exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: hi['tools.today'], exact: true })).toBeVisible();

    // The customer's card, in Hindi
    const card = orderCard(page, order.orderNumber);
    await expect(card.locator('.order-card-head .badge').last()).toHaveText(hi['status.pending']);
    await expect(card).toContainText(hi['service.washAndFold']);
    await expect(card).toContainText(hi['delivery.regular']);
    for (const key of ['card.customer', 'card.phone', 'card.pickup', 'card.pickupAddress', 'card.service', 'common.created'] as const)
      await expect(card.locator('dt', { hasText: hi[key] }).first()).toBeVisible();
    const statuses = card.getByRole('group', { name: fill(hi['card.statusGroup'], { orderNumber: order.orderNumber }) });
    await expect(statuses.getByRole('button')).toHaveText(ADMIN_ORDER_STATUSES.map((s) => hi[STATUS_KEYS[s]]));
    await expect(statuses.getByRole('button', { name: hi['status.pending'], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('button', { name: hi['card.pickupAndPrice'], exact: true })).toBeVisible();
    await expect(
      card.getByRole('link', { name: fill(hi['common.call.label'], { name: 'Hindi Dashboard Customer', phone: customer.user.phone }) }),
    ).toHaveText(hi['common.call']);

    // A status change from the Hindi button reaches the server with the data's English value.
    await statuses.getByRole('button', { name: hi['status.delivering'], exact: true }).click();
    await expect(statuses.getByRole('button', { name: hi['status.delivering'], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.locator('.order-card-head .badge').last()).toHaveText(hi['status.delivering']);
    await expect
      .poll(async () => {
        const res = await request.get(`${API_URL}/orders/${order._id}`, { headers: authHeaders(customer.token) });
        return (await readJson(res, orderSchema)).status;
      })
      .toBe('Delivering');

    // The delete question is asked in Hindi (and refused here).
    const questions: string[] = [];
    page.once('dialog', (d) => (questions.push(d.message()), void d.dismiss()));
    await expect(card.locator('details.order-more-menu > summary')).toHaveAttribute(
      'aria-label',
      fill(hi['card.more'], { orderNumber: order.orderNumber }),
    );
    await openCardMenu(card);
    await card.getByRole('button', { name: hi['common.delete'], exact: true }).click();
    await expect.poll(() => questions).toEqual([hi['card.confirmDelete']]);
    await expect(card).toBeVisible();

    // The tickets tab, and a reply from it
    await ticketsTab.click();
    await expect(ticketsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: hi['help.title'] })).toBeVisible();
    await expect(page.locator('.ticket-counts .stat-label')).toHaveText([
      hi['tickets.total'],
      hi['ticketStatus.open'],
      hi['ticketStatus.inProgress'],
      hi['ticketStatus.closed'],
    ]);
    await expect(page.getByLabel(hi['tickets.status.label']).locator('option')).toHaveText([
      hi['tickets.all'],
      hi['ticketStatus.open'],
      hi['ticketStatus.inProgress'],
      hi['ticketStatus.closed'],
    ]);
    await page.getByPlaceholder(hi['tickets.search.placeholder']).fill(word);
    const tcard = ticketCard(page, ticket.userName);
    await expect(page.locator('article.ticket-card')).toHaveCount(1);
    const badge = tcard.locator('.ticket-card-head .badge');
    await expect(badge).toHaveText(hi['ticketStatus.open']);
    await expect(tcard.getByText(hi['ticket.noReplies'])).toBeVisible();
    await expect(tcard.locator('.ticket-source')).toHaveText(hi['ticket.source.chat']);

    await tcard.getByPlaceholder(hi['ticket.reply.placeholder']).fill('हम आज शाम बटन लगा देंगे');
    await tcard.getByRole('button', { name: hi['ticket.reply'], exact: true }).click();
    const reply = tcard.locator('.ticket-reply');
    await expect(reply.locator('.ticket-reply-message')).toHaveText(['हम आज शाम बटन लगा देंगे']);
    await expect(reply.locator('.ticket-reply-sender')).toHaveText([hi['ticket.sender.admin']]);
    await expect(badge).toHaveText(hi['ticketStatus.inProgress']);

    const actions = tcard.getByRole('group', { name: fill(hi['ticket.actions'], { name: ticket.userName }) });
    await actions.getByRole('button', { name: hi['ticketStatus.closed'], exact: true }).click();
    await expect(badge).toHaveText(hi['ticketStatus.closed']);
    await expect.poll(async () => (await listTickets(request, admin)).find((t) => t._id === ticket._id)?.status).toBe('closed');
  });

  test('in Telugu at 375 px nothing overflows: dashboard, folded filters, charts, cards and tickets', async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 375, height: 800 });
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Telugu Layout Customer');
    await bookOrder(request, customer, { delivery: 'express', notes: 'గేటు దగ్గర పిలవండి' });
    await raiseTicket(request, { userName: `Telugu Ticket ${uniqueWord('te')}`, issue: 'చీర మీద మరక పోలేదు' });

    await openDashboard(page, admin, '/admin?lang=te');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(te['page.title']);
    expect(await overflowing(page), 'dashboard').toEqual([]);
    await shoot(page, `${SHOTS}/te-375-dashboard.png`);

    // The folded panel opens from its Telugu button; the charts from theirs.
    const fold = page.getByRole('button', { name: new RegExp(`^${te['toolbar.more'].split('{')[0]}`) });
    await fold.click();
    await expect(page.getByRole('button', { name: te['toolbar.exportFiltered'], exact: true })).toBeVisible();
    await page.getByRole('button', { name: te['dashboard.showCharts'], exact: true }).click();
    await expect(page.locator('.order-charts canvas')).toHaveCount(4);
    expect(await overflowing(page), 'filters and charts open').toEqual([]);
    await shoot(page, `${SHOTS}/te-375-tools.png`);
    await page.locator('#order-charts').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    await page.locator('#order-charts').screenshot({ path: `${SHOTS}/te-375-charts.png` });

    await page.getByRole('heading', { name: te['list.heading'], exact: true }).scrollIntoViewIfNeeded();
    const first = page.locator('article.order-card').first();
    await openCardMenu(first);
    await expect(first.getByRole('button', { name: te['common.delete'], exact: true })).toBeVisible();
    expect(await overflowing(page), 'cards with the More menu open').toEqual([]);
    await page.evaluate(() => document.fonts.ready);
    await first.screenshot({ path: `${SHOTS}/te-375-card.png` });

    await page.getByRole('tab', { name: new RegExp(`^${te['page.tab.tickets']}`) }).click();
    await expect(page.locator('article.ticket-card').first()).toBeVisible();
    expect(await overflowing(page), 'tickets').toEqual([]);
    await shoot(page, `${SHOTS}/te-375-tickets.png`);
  });

  for (const [language, messages] of [
    ['te', te],
    ['hi', hi],
  ] as const) {
    test(`fits 1280 px and 375 px in ${language} (screenshots)`, async ({ page, request }) => {
      mkdirSync(SHOTS, { recursive: true });
      const admin = await adminSession(request);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await openDashboard(page, admin, `/admin?lang=${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['page.title']);
        expect(await overflowing(page), `${language} ${width}`).toEqual([]);
        await shoot(page, `${SHOTS}/${language}-${width}-dashboard.png`);
        await page.goto(`/admin?tab=tickets&lang=${language}`);
        await expect(page.locator('article.ticket-card').first()).toBeVisible();
        expect(await overflowing(page), `${language} ${width} tickets`).toEqual([]);
        await shoot(page, `${SHOTS}/${language}-${width}-tickets.png`);
      }
    });
  }
});
