import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { API_URL, authHeaders, useSessionInBrowser } from './support/api';
import { adminSession, cutLiveUpdates, holdRequest, listTickets, raiseTicket, ticketCard, uniqueWord } from './support/admin';

const SHOTS = '/tmp/shots-admin';
const CONFIRM = 'Are you sure you want to DELETE this ticket?';

async function openTickets(page: Page, admin: AuthResponse) {
  await useSessionInBrowser(page, admin);
  await page.goto('/admin?tab=tickets');
  await expect(page.getByRole('tab', { name: /Tickets/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article.ticket-card').first()).toBeVisible();
}

async function ticketById(request: APIRequestContext, admin: AuthResponse, id: string): Promise<Ticket | undefined> {
  return (await listTickets(request, admin)).find((t) => t._id === id);
}

test.describe('tickets tab', () => {
  test('header counts, search, status filter and sort match the tickets the server holds', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('tix');
    const older = await raiseTicket(request, { userName: `Older ${word}`, issue: 'Stain still there' });
    const newer = await raiseTicket(request, { userName: `Newer ${word}`, issue: `Missing SOCK ${word}` });
    await request.put(`${API_URL}/api/tickets/${older._id}`, { headers: authHeaders(admin.token), data: { status: 'closed' } });
    await openTickets(page, admin);

    const all = await listTickets(request, admin);
    const count = (s: string) => all.filter((t) => t.status === s).length;
    await expect(page.locator('.ticket-counts li')).toHaveText([
      `Total ${all.length}`,
      `Pending ${count('open')}`,
      `Contacted ${count('in-progress')}`,
      `Resolved ${count('closed')}`,
    ]);

    const search = page.getByPlaceholder('Search user, mobile, issue...');
    await search.fill(word.toUpperCase());
    await expect(page.locator('article.ticket-card')).toHaveCount(2);
    // Newest first by default, then oldest first.
    await expect(page.locator('article.ticket-card h3')).toHaveText([`Newer ${word}`, `Older ${word}`]);
    await page.getByLabel('Sort tickets').selectOption('oldest');
    await expect(page.locator('article.ticket-card h3')).toHaveText([`Older ${word}`, `Newer ${word}`]);
    await search.fill(`missing sock ${word}`);
    await expect(page.locator('article.ticket-card h3')).toHaveText([`Newer ${word}`]);
    await search.fill(newer.mobile);
    await expect(page.locator('article.ticket-card h3')).toHaveText([`Newer ${word}`]);

    await search.fill(word);
    const status = page.getByLabel('Ticket status');
    await expect(status.locator('option')).toHaveText(['All Tickets', 'Pending', 'Contacted', 'Resolved']);
    await status.selectOption({ label: 'Resolved' });
    await expect(page.locator('article.ticket-card h3')).toHaveText([`Older ${word}`]);
    await status.selectOption({ label: 'Pending' });
    await expect(page.locator('article.ticket-card h3')).toHaveText([`Newer ${word}`]);
    await status.selectOption({ label: 'Contacted' });
    await expect(page.getByText('No tickets found.')).toBeVisible();
  });

  test('a card shows every field; Reply sends trimmed text and never an empty one', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('reply');
    const ticket = await raiseTicket(request, { userName: `Reply ${word}`, orderId: 'SL-202601051030123', issue: 'Shirt came back torn.' });
    await openTickets(page, admin);
    const card = ticketCard(page, `Reply ${word}`);
    for (const text of [ticket.mobile, 'Shirt came back torn.', 'SL-202601051030123', 'Pending', 'Created', 'No replies yet'])
      await expect(card).toContainText(text);
    await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', `tel:${ticket.mobile}`);
    await expect(card.getByRole('button', { name: /^Copy mobile/ })).toBeVisible();

    const input = card.getByPlaceholder('Type reply...');
    const reply = card.getByRole('button', { name: 'Reply', exact: true });
    await expect(reply).toBeDisabled();
    await input.fill('    ');
    await expect(reply).toBeDisabled();
    await input.press('Enter');
    await input.fill('   We will replace it free of cost.   ');
    await reply.click();
    await expect(input).toHaveValue('');
    const item = card.locator('.ticket-reply');
    await expect(item).toHaveCount(1);
    await expect(item.locator('.ticket-reply-sender')).toHaveText('admin');
    await expect(item.locator('.ticket-reply-message')).toHaveText('We will replace it free of cost.');
    await expect(item.locator('time')).not.toBeEmpty();
    const saved = await ticketById(request, admin, ticket._id);
    expect(saved!.replies.map((r) => r.message)).toEqual(['We will replace it free of cost.']);
  });

  test('Contacted posts the reply, Pending sets open, Resolved closes', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('stat');
    const ticket = await raiseTicket(request, { userName: `Status ${word}` });
    await openTickets(page, admin);
    const card = ticketCard(page, `Status ${word}`);
    const badge = card.locator('.ticket-card-head .badge');

    await card.getByRole('button', { name: 'Contacted' }).click();
    await expect(badge).toHaveText('Contacted');
    await expect(card.locator('.ticket-reply-message')).toHaveText(['Contacted by admin']);
    expect(await ticketById(request, admin, ticket._id)).toMatchObject({ status: 'in-progress' });

    await card.getByRole('button', { name: 'Resolved' }).click();
    await expect(badge).toHaveText('Resolved');
    expect(await ticketById(request, admin, ticket._id)).toMatchObject({ status: 'closed' });

    await card.getByRole('button', { name: 'Pending' }).click();
    await expect(badge).toHaveText('Pending');
    expect(await ticketById(request, admin, ticket._id)).toMatchObject({ status: 'open' });
    await expect(card.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('delete asks first and removes the ticket; one another admin already deleted (404) goes too', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('del');
    const mine = await raiseTicket(request, { userName: `Delete ${word}` });
    const gone = await raiseTicket(request, { userName: `Gone ${word}` });
    await cutLiveUpdates(page);
    await openTickets(page, admin);
    const messages: string[] = [];

    page.once('dialog', (d) => (messages.push(d.message()), void d.dismiss()));
    await ticketCard(page, `Delete ${word}`).getByRole('button', { name: 'Delete' }).click();
    await expect(ticketCard(page, `Delete ${word}`)).toBeVisible();
    page.once('dialog', (d) => (messages.push(d.message()), void d.accept()));
    await ticketCard(page, `Delete ${word}`).getByRole('button', { name: 'Delete' }).click();
    await expect(ticketCard(page, `Delete ${word}`)).toHaveCount(0);
    expect(await ticketById(request, admin, mine._id)).toBeUndefined();

    // Deleted elsewhere; this page has not heard (live updates are cut), so the server answers 404.
    expect((await request.delete(`${API_URL}/api/tickets/${gone._id}`, { headers: authHeaders(admin.token) })).status()).toBe(200);
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/tickets/${gone._id}`) && r.request().method() === 'DELETE');
    page.once('dialog', (d) => (messages.push(d.message()), void d.accept()));
    await ticketCard(page, `Gone ${word}`).getByRole('button', { name: 'Delete' }).click();
    expect((await answer).status()).toBe(404);
    await expect(ticketCard(page, `Gone ${word}`)).toHaveCount(0);
    expect(messages).toEqual([CONFIRM, CONFIRM, CONFIRM]);
  });

  test("a delete that fails otherwise alerts 'Failed to delete ticket.' and keeps the ticket", async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('fail');
    await raiseTicket(request, { userName: `Fail ${word}` });
    await openTickets(page, admin);
    // The connection drops just as the delete is sent.
    await page.route(/\/api\/tickets\/[^/]+$/, (route) =>
      route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const messages: string[] = [];
    page.on('dialog', (d) => (messages.push(d.message()), void d.accept()));
    await ticketCard(page, `Fail ${word}`).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => messages).toEqual([CONFIRM, 'Failed to delete ticket.']);
    await expect(ticketCard(page, `Fail ${word}`)).toBeVisible();
  });

  test('a failed status change reloads the tickets (Pending on a ticket deleted elsewhere)', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('reload');
    const ticket = await raiseTicket(request, { userName: `Reload ${word}` });
    await cutLiveUpdates(page);
    await openTickets(page, admin);
    await request.delete(`${API_URL}/api/tickets/${ticket._id}`, { headers: authHeaders(admin.token) });
    const reload = page.waitForRequest((r) => r.url().endsWith('/api/tickets') && r.method() === 'GET');
    await ticketCard(page, `Reload ${word}`).getByRole('button', { name: 'Pending' }).click();
    await reload;
    await expect(ticketCard(page, `Reload ${word}`)).toHaveCount(0);

    const other = await raiseTicket(request, { userName: `Reload2 ${word}` });
    await page.getByRole('button', { name: 'Refresh Tickets' }).click();
    await expect(ticketCard(page, `Reload2 ${word}`)).toBeVisible();
    await request.delete(`${API_URL}/api/tickets/${other._id}`, { headers: authHeaders(admin.token) });
    const again = page.waitForRequest((r) => r.url().endsWith('/api/tickets') && r.method() === 'GET');
    await ticketCard(page, `Reload2 ${word}`).getByRole('button', { name: 'Contacted' }).click();
    await again;
    await expect(ticketCard(page, `Reload2 ${word}`)).toHaveCount(0);
  });

  test('new, updated and deleted tickets arrive live without a reload', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('live');
    await openTickets(page, admin);
    const ticket = await raiseTicket(request, { userName: `Live ${word}`, issue: 'Raised from the chat' });
    await expect(page.locator('article.ticket-card').first()).toHaveAttribute('data-ticket-id', ticket._id);
    await request.post(`${API_URL}/api/tickets/${ticket._id}/reply`, { headers: authHeaders(admin.token), data: { message: 'Calling you now' } });
    await expect(ticketCard(page, `Live ${word}`).locator('.ticket-reply-message')).toHaveText(['Calling you now']);
    await expect(ticketCard(page, `Live ${word}`).locator('.badge')).toHaveText('Contacted');
    await request.delete(`${API_URL}/api/tickets/${ticket._id}`, { headers: authHeaders(admin.token) });
    await expect(ticketCard(page, `Live ${word}`)).toHaveCount(0);
  });

  test("states 'Loading tickets…' and 'No tickets found.'; looks right at 375 px and 1280 px", async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await adminSession(request);
    const held = await holdRequest(page, /\/api\/tickets$/);
    await useSessionInBrowser(page, admin);
    await page.goto('/admin?tab=tickets');
    await held.requested;
    await expect(page.getByText('Loading tickets…')).toBeVisible();
    held.release();
    await expect(page.locator('article.ticket-card').first()).toBeVisible();
    await page.getByPlaceholder('Search user, mobile, issue...').fill('no ticket has this text at all');
    await expect(page.getByText('No tickets found.')).toBeVisible();
    await page.getByPlaceholder('Search user, mobile, issue...').fill('');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('article.ticket-card').first()).toBeVisible();
      const overflow = await page.locator('.admin-page').evaluate((el) => {
        const limit = document.documentElement.clientWidth;
        return [...el.querySelectorAll('*')].filter((n) => n.getBoundingClientRect().right > limit + 1).map((n) => n.className);
      });
      expect(overflow).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/tickets-tab-${width}.png` });
    }
  });
});
