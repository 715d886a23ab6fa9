import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { apiSignup, useSessionInBrowser } from './support/api';
import { adminSession, listTickets, ticketCard, uniqueWord } from './support/admin';

/**
 * The contact form's message reaches the shop as a ticket; the
 * shop's reply reaches a signed-in customer in the support chat, live, with a badge; ticket
 * numbers read "T-1042", never a UUID.
 */

const SENT = 'Message sent! We will get back to you soon.';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const WIDTHS = [375, 1280] as const;

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Type your message' });
const launcher = (page: Page) => page.getByRole('button', { name: /^Customer Support/ });

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chatLog(page).getByText('Welcome to Sri Lakshmi Laundry')).toBeVisible();
}

async function tap(page: Page, label: string) {
  await chatLog(page).getByRole('button', { name: label, exact: true, disabled: false }).last().click();
}

async function say(page: Page, text: string) {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
}

/** The shop's Tickets tab in its own browser window, as the owner has it open beside the customer's. */
async function openShopTickets(browser: Browser, width: number, admin: AuthResponse): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await useSessionInBrowser(page, admin);
  await page.goto('/admin?tab=tickets');
  await expect(page.locator('article.ticket-card').first()).toBeVisible();
  return page;
}

async function fillContactForm(page: Page, values: { name: string; email: string; message: string }) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('E-mail').fill(values.email);
  await form.getByLabel('Message').fill(values.message);
}

test.describe('point 7: the contact form', () => {
  for (const width of WIDTHS) {
    test(`its message becomes a ticket in the Tickets tab marked "Contact form", with the spec's alert (${width} px)`, async ({
      page,
      browser,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const name = `Contact ${uniqueWord()}`;
      const message = 'Do you clean silk wedding sarees? How many days does it take?';
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.accept();
      });
      await page.goto('/contact');
      await fillContactForm(page, { name, email: 'meena@example.com', message });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect.poll(() => dialogs).toEqual([SENT]);
      await expect(page.getByRole('form', { name: 'Send us a message' }).getByLabel('Message')).toHaveValue('');

      const admin = await adminSession(request);
      const saved = (await listTickets(request, admin)).find((t) => t.userName === name);
      expect(saved).toMatchObject({ source: 'contact', email: 'meena@example.com', issue: message, mobile: '', status: 'open' });
      expect(saved!.ticketNumber).toMatch(/^T-\d{4,}$/);

      const shop = await openShopTickets(browser, width, admin);
      const card = ticketCard(shop, name);
      await expect(card).toBeVisible();
      await expect(card.locator('.ticket-source')).toHaveText('Contact form');
      // point 6b: the card shows the short number
      await expect(card.locator('.ticket-number')).toHaveText(saved!.ticketNumber);
      await expect(card).toContainText(message);
      await expect(card.getByRole('link', { name: /^E-mail/ })).toHaveAttribute('href', 'mailto:meena@example.com');
      await expect(card).not.toContainText(UUID);
      await card.scrollIntoViewIfNeeded();
      await shop.context().close();
    });
  }

  test('when the message cannot be sent the customer is told, no success alert shows, and the typed text is kept', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.route('**/api/tickets/contact', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
    await page.goto('/contact');
    const values = { name: 'Offline Visitor', email: 'offline@example.com', message: 'Please call me about a carpet.' };
    await fillContactForm(page, values);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText(/^Sorry, your message could not be sent\. Please try again in a minute, or call us on /);
    await expect(form.getByLabel('Name')).toHaveValue(values.name);
    await expect(form.getByLabel('E-mail')).toHaveValue(values.email);
    await expect(form.getByLabel('Message')).toHaveValue(values.message);
    expect(dialogs).toEqual([]);

    // Once the server answers again, the same text goes through.
    await page.unroute('**/api/tickets/contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => dialogs).toEqual([SENT]);
    await expect(form.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('point 8: support replies reach the customer', () => {
  for (const width of WIDTHS) {
    test(`a shop reply arrives live in the signed-in customer's chat with a badge on the launcher (${width} px)`, async ({
      page,
      browser,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const customer = await apiSignup(request, `Journey ${uniqueWord()}`);
      await useSessionInBrowser(page, customer);
      await page.goto('/');

      // The ticket flow starts with the account's name and mobile filled in.
      await openChat(page);
      await tap(page, 'Problem');
      await say(page, 'A button is missing from my shirt');
      await tap(page, 'Yes, Raise Ticket');
      await expect(chatLog(page).getByText(`I've filled in your name (${customer.user.name}) and mobile (${customer.user.phone})`)).toBeVisible();
      await expect(chatLog(page).getByText("What's your name?")).toHaveCount(0);
      await tap(page, 'None');
      await tap(page, 'Use the problem I described');
      await expect(chatLog(page).getByText('✅ Ticket created successfully! Our team will reach out soon.')).toBeVisible();

      // point 6b: the confirmation carries the short number, never the UUID.
      const summary = chatLog(page).getByText(/^Ticket number: T-\d{4,}/);
      await expect(summary).toBeVisible();
      const ticketNumber = /T-\d+/.exec((await summary.textContent()) ?? '')![0];
      await expect(chatLog(page)).not.toContainText(UUID);

      // The ticket is the customer's: linked to the account, with the name and mobile.
      const admin = await adminSession(request);
      const saved = (await listTickets(request, admin)).find((t) => t.ticketNumber === ticketNumber)!;
      expect(saved).toMatchObject({ userName: customer.user.name, mobile: customer.user.phone, source: 'chat' });

      await page.getByRole('button', { name: 'Minimise chat' }).click();
      await expect(launcher(page)).toHaveAccessibleName('Customer Support');

      // The shop replies from the Tickets tab in another browser.
      const shop = await openShopTickets(browser, width, admin);
      const card = ticketCard(shop, customer.user.name);
      await expect(card.locator('.ticket-number')).toHaveText(ticketNumber);
      await card.getByPlaceholder('Type reply...').fill('Sorry! We will stitch the button free of cost.');
      await card.getByRole('button', { name: 'Reply', exact: true }).click();
      await expect(card.locator('.ticket-reply-message')).toHaveText(['Sorry! We will stitch the button free of cost.']);

      // The customer's launcher shows a badge, live, without a reload.
      await expect(launcher(page)).toHaveAccessibleName('Customer Support, 1 new reply');
      await expect(launcher(page).locator('.chat-badge')).toHaveText('1');

      // Opening the chat tells the reply and clears the badge.
      await launcher(page).click();
      await expect(chatLog(page).getByText(`📩 New reply on your ticket ${ticketNumber}`)).toBeVisible();
      await expect(chatLog(page).getByText('Sorry! We will stitch the button free of cost.').last()).toBeVisible();

      // A reply while the chat is open lands in the conversation at once.
      await card.getByPlaceholder('Type reply...').fill('Our rider comes at 5 PM today.');
      await card.getByRole('button', { name: 'Reply', exact: true }).click();
      await expect(chatLog(page).getByText('Our rider comes at 5 PM today.')).toBeVisible();

      // "My tickets" lists the ticket by its number with every reply.
      await tap(page, 'My tickets');
      const listed = chatLog(page).getByText(new RegExp(`^🎫 ${ticketNumber} · Contacted`));
      await expect(listed).toBeVisible();
      await expect(listed).toContainText('Sorry! We will stitch the button free of cost.');
      await expect(listed).toContainText('Our rider comes at 5 PM today.');
      await page.getByRole('button', { name: 'Minimise chat' }).click();
      await expect(launcher(page)).toHaveAccessibleName('Customer Support');
      await expect(launcher(page).locator('.chat-badge')).toHaveCount(0);
      await shop.context().close();
    });
  }

  test('a reply given while the customer was away shows as a badge on their next visit; another customer never sees it', async ({
    page,
    browser,
    request,
  }) => {
    const alice = await apiSignup(request, `Alice ${uniqueWord()}`);
    const bob = await apiSignup(request, `Bob ${uniqueWord()}`);
    await useSessionInBrowser(page, alice);
    await page.goto('/');
    await openChat(page);
    await tap(page, 'Services');
    await tap(page, 'Raise Ticket');
    await tap(page, 'None');
    await say(page, 'Can you pick up on Sunday?');
    const summary = chatLog(page).getByText(/^Ticket number: T-\d{4,}/);
    await expect(summary).toBeVisible();
    const ticketNumber = /T-\d+/.exec((await summary.textContent()) ?? '')![0];
    await page.close();

    const admin = await adminSession(request);
    const shop = await openShopTickets(browser, 1280, admin);
    const card = ticketCard(shop, alice.user.name);
    await card.getByPlaceholder('Type reply...').fill('Yes, Sundays 8 AM to 1 PM.');
    await card.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(card.locator('.ticket-reply-message')).toHaveText(['Yes, Sundays 8 AM to 1 PM.']);
    await shop.context().close();

    // Alice comes back later.
    const aliceContext = await browser.newContext();
    const later = await aliceContext.newPage();
    await useSessionInBrowser(later, alice);
    await later.goto('/prices');
    await expect(launcher(later)).toHaveAccessibleName('Customer Support, 1 new reply');
    await openChat(later);
    await expect(chatLog(later).getByText(`📩 New reply on your ticket ${ticketNumber}`)).toBeVisible();
    await aliceContext.close();

    // Bob has no badge, and his "My tickets" does not hold Alice's ticket.
    const bobContext = await browser.newContext();
    const bobPage = await bobContext.newPage();
    await useSessionInBrowser(bobPage, bob);
    await bobPage.goto('/');
    await openChat(bobPage);
    await tap(bobPage, 'My tickets');
    await expect(chatLog(bobPage).getByText("You haven't raised any tickets while signed in yet.", { exact: false })).toBeVisible();
    await expect(chatLog(bobPage)).not.toContainText(ticketNumber);
    await expect(launcher(bobPage)).toHaveCount(0); // the panel is open: the launcher is hidden
    await bobContext.close();
  });

  test('a visitor has no "My tickets" and is asked for name and mobile', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await expect(chatLog(page).getByRole('button', { name: 'My tickets' })).toHaveCount(0);
    await tap(page, 'Services');
    await tap(page, 'Raise Ticket');
    await expect(chatLog(page).getByText("Let's raise a ticket. What's your name?")).toBeVisible();
  });
});
