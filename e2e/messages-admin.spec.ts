import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_MESSAGE_TEXTS } from '@laundry/shared/rules/message-texts';
import { addDays } from '@laundry/shared/rules/ist';
import { adminSession, bookOrder, customerSession, openDashboard, orderCard, tomorrowIst, uniqueWord } from './support/admin';
import { API_URL, authHeaders, useSessionInBrowser } from './support/api';
import { catchWaMe, setMessageChannel, settledStatuses, templateVariables, toSendTotal, updateProfile, waitForTemplates } from './support/messages';

/**
 * Messages (docs/decisions/0055), the admin's side: a message no account can carry waits on the
 * order card for one tap that opens WhatsApp with the words written; a status change reaches the
 * customer on WhatsApp by itself (the e2e server's Graph stand-in); Admin → Messages shows both,
 * sends one again, and edits the click-to-send words.
 *
 * The e2e server has WhatsApp configured and no SMS templates: a customer on WhatsApp (the
 * default) is sent to the stand-in; one who chose SMS gets click to send.
 */

const SHOTS = '/tmp/shots-messages';
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

async function shoot(page: Page, target: Locator | null, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
    } else {
      // The screen as the admin sees it on opening the tab: the tabs at the top, the first rows below.
      await page.locator('.admin-title').evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
    }
  }
}

/** Elements of the admin screen that reach past the window's right edge. */
async function overflowing(page: Page): Promise<string[]> {
  return page.locator('.admin-page').evaluate((el) => {
    const limit = document.documentElement.clientWidth;
    return [...el.querySelectorAll('*')].filter((n) => n.getBoundingClientRect().right > limit + 1).map((n) => `${n.tagName}.${n.className}`);
  });
}

/** Buttons and links of `scope` smaller than a thumb (44 px), by their text. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((el) =>
    [...el.querySelectorAll('a.btn, button, select, summary')]
      .filter((n) => (n as HTMLElement).offsetParent !== null)
      .filter((n) => n.getBoundingClientRect().height < 44)
      .map((n) => n.textContent?.trim() ?? ''),
  );
}

/** Serious or critical axe findings in the admin screen (the bar of e2e/accessibility.spec.ts). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('.admin-page')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function openMessagesTab(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: /^Messages/ }).click();
  const list = page.getByRole('region', { name: 'Messages to customers' });
  await expect(list).toBeVisible();
  return list;
}

function messageRow(scope: Locator, orderNumber: string, event: string): Locator {
  return scope.locator('li.message-row').filter({ hasText: orderNumber }).filter({ hasText: event });
}

/**
 * Pickups booked for the day after tomorrow: after 7 PM IST the worker adds tomorrow's pickup
 * reminders (docs/decisions/0055), so an order for tomorrow would get a second message when these
 * tests run in the evening, and "1 message to send" would read 2.
 */
const BEYOND_REMINDERS = () => ({ pickupDate: addDays(tomorrowIst(), 1) });

test.describe('messages to customers', () => {
  test('click to send: the card shows "1 message to send"; one tap opens wa.me with the customer’s words, and the message is sent', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    // A short name, as most are: the card's budget is measured with one line per field.
    const customer = await customerSession(request, 'Sunita Rao');
    await setMessageChannel(request, customer, 'sms');
    const opened = await catchWaMe(page);
    await page.setViewportSize(PHONE);
    await openDashboard(page, admin);

    // The booking arrives live, and so does its message once the worker found no account to carry
    // it (no SMS template is registered): 'admin:messagesChanged' puts the line on the card.
    const order = await bookOrder(request, customer, BEYOND_REMINDERS());
    const card = orderCard(page, order.orderNumber);
    await expect(card).toBeVisible();
    const line = card.locator('.order-to-send');
    await expect(line).toHaveText(/1 message to send/);
    const [waiting] = await settledStatuses(request, admin, order._id, ['booked:to-send']);
    expect(waiting!.waLink).toMatch(new RegExp(`^https://wa\\.me/91${customer.user.phone}\\?text=`));
    const send = card.getByRole('link', { name: 'Send on WhatsApp to Sunita Rao (opens in a new tab)' });
    await expect(send).toHaveAttribute('target', '_blank');
    await expect(send).toHaveAttribute('rel', /noopener/);
    // On a phone the line is one thumb-sized row (words and button side by side): the card grows by
    // that row over its budget without messages (450 px, e2e/journeys-admin.spec.ts), and no more.
    await card.scrollIntoViewIfNeeded();
    const lineBox = (await line.boundingBox())!;
    const sendBox = (await send.boundingBox())!;
    const countBox = (await line.locator('.order-to-send__count').boundingBox())!;
    expect(sendBox.height).toBeGreaterThanOrEqual(44);
    expect(lineBox.height).toBeLessThanOrEqual(46);
    expect(Math.abs(countBox.y + countBox.height / 2 - (sendBox.y + sendBox.height / 2))).toBeLessThan(4);
    expect((await card.boundingBox())!.height).toBeLessThan(450 + lineBox.height + 8);
    expect(await overflowing(page)).toEqual([]);
    await shoot(page, card, 'card-to-send');
    await page.setViewportSize(PHONE);
    // The tab counts every message waiting, this one among them.
    const waitingBefore = await toSendTotal(request, admin);
    const messagesTab = page.getByRole('tab', { name: /^Messages/ });
    await expect(messagesTab).toHaveAccessibleName(`Messages ${waitingBefore} to send`);

    // One tap: WhatsApp opens in a new tab with the customer's words; the line goes.
    const popup = page.context().waitForEvent('page');
    await send.click();
    const tab = await popup;
    await expect.poll(() => opened.length).toBe(1);
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/91${customer.user.phone}`);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(`Hello Sunita, your pickup ${order.orderNumber} is booked for`);
    await tab.close();
    await expect(line).toHaveCount(0);
    await expect(messagesTab).toHaveAccessibleName(waitingBefore > 1 ? `Messages ${waitingBefore - 1} to send` : 'Messages');

    // The Messages view: sent, from the shop's phone.
    const list = await openMessagesTab(page);
    const row = messageRow(list, order.orderNumber, 'Booked');
    await expect(row).toHaveCount(1);
    await expect(row.locator('.message-chip')).toHaveText('Sent');
    await expect(row).toContainText('Sunita Rao');
    await expect(row).toContainText('Shop’s phone');
    await expect(row).toContainText(text);
    const [sent] = await settledStatuses(request, admin, order._id, ['booked:sent']);
    expect(sent!.channel).toBe('click');

    // The filter: Sent shows it, To send does not.
    const filter = list.getByLabel('Status', { exact: true });
    await filter.selectOption({ label: 'To send' });
    await expect(messageRow(list, order.orderNumber, 'Booked')).toHaveCount(0);
    await filter.selectOption({ label: 'Sent' });
    await expect(messageRow(list, order.orderNumber, 'Booked')).toHaveCount(1);
    await expect(list.locator('.message-chip').filter({ hasNotText: 'Sent' })).toHaveCount(0);
    await expect(filter.locator('option')).toContainText(['All', 'To send', 'Failed', 'Gave up']);
    await filter.selectOption({ label: 'All' });
    await expect(row).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    expect(await smallTargets(list)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, null, 'messages-tab');
    await page.setViewportSize(PHONE);
    expect(await overflowing(page)).toEqual([]);
  });

  test('a status change by the admin reaches the customer on WhatsApp by itself, in their language; Messages shows it sent and resends it', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('wa');
    const customer = await customerSession(request, `Lakshmi ${word}`);
    await updateProfile(request, customer, { language: 'te' });
    const order = await bookOrder(request, customer, BEYOND_REMINDERS());
    await waitForTemplates(request, customer.user.phone, 'sl_booked');

    await page.setViewportSize(LAPTOP);
    await openDashboard(page, admin);
    const card = orderCard(page, order.orderNumber);
    // Sent by WhatsApp: nothing waits on the card.
    await expect(card.locator('.order-to-send')).toHaveCount(0);
    await card.getByRole('button', { name: 'Delivering', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Delivering', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // The template the shop registers with Meta, in Telugu, with the order number among its variables.
    const [graph] = await waitForTemplates(request, customer.user.phone, 'sl_out_for_delivery');
    expect(graph!.type).toBe('template');
    expect(graph!.template.language.code).toBe('te');
    const variables = templateVariables(graph!);
    expect(variables).toContain(order.orderNumber);
    expect(variables[0]).toBe('Lakshmi');
    await settledStatuses(request, admin, order._id, ['booked:sent', 'out-for-delivery:sent']);

    const list = await openMessagesTab(page);
    const row = messageRow(list, order.orderNumber, 'Out for delivery');
    await expect(row).toHaveCount(1);
    await expect(row.locator('.message-chip')).toHaveText('Sent');
    await expect(row).toContainText('WhatsApp');
    await expect(row).toContainText(`Lakshmi ${word}`);
    await expect(messageRow(list, order.orderNumber, 'Booked')).toHaveCount(1);
    // Newest first.
    const events = await list.locator('li.message-row').filter({ hasText: order.orderNumber }).locator('.message-row__event').allTextContents();
    expect(events).toEqual(['Out for delivery', 'Booked']);

    // Resend: a new message, sent again through WhatsApp; the first keeps its history.
    await row.getByRole('button', { name: `Resend the Out for delivery message to Lakshmi ${word}` }).click();
    await waitForTemplates(request, customer.user.phone, 'sl_out_for_delivery', 2);
    await expect(messageRow(list, order.orderNumber, 'Out for delivery')).toHaveCount(2);
    await expect(messageRow(list, order.orderNumber, 'Out for delivery').locator('.message-chip')).toHaveText(['Sent', 'Sent']);
  });

  test('message texts: a field the event lacks is refused beside its box in the server’s words; a saved text is what the next tap sends', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    await page.setViewportSize(LAPTOP);
    await useSessionInBrowser(page, admin);
    await page.goto('/admin?tab=messages&view=texts');
    const editor = page.getByRole('region', { name: 'Message texts' });
    const booked = editor.getByRole('form', { name: 'Booked' });
    await expect(booked.getByText('{window}', { exact: true })).toBeVisible();
    await expect(booked.getByText('{shop}', { exact: true })).toBeVisible();
    const english = booked.getByLabel('English');
    const telugu = booked.getByLabel('తెలుగు');
    await expect(telugu).toHaveValue(DEFAULT_MESSAGE_TEXTS.booked.te);

    // Unchanged: nothing is sent.
    await booked.getByRole('button', { name: 'Save' }).click();
    await expect(booked.getByRole('status')).toHaveText('Nothing to save: no text was changed.');

    // {price} is no field of a booking: the server refuses it, and says so under the box.
    await telugu.fill(`${DEFAULT_MESSAGE_TEXTS.booked.te} {price}`);
    await booked.getByRole('button', { name: 'Save' }).click();
    const error = booked.getByRole('alert');
    await expect(error).toHaveText('The booked message uses {price}, which it does not have.');
    await expect(telugu).toHaveAttribute('aria-invalid', 'true');
    await expect(telugu).toHaveAccessibleDescription('The booked message uses {price}, which it does not have.');
    await expect(english).not.toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, booked, 'texts-refused');

    // A good English text is saved, marked edited, and the next click-to-send message uses it.
    await telugu.fill(DEFAULT_MESSAGE_TEXTS.booked.te);
    const word = uniqueWord('txt');
    await english.fill(`Namaste {name}! Pickup {order} booked ({window}). ${word}`);
    await booked.getByRole('button', { name: 'Save' }).click();
    await expect(booked.getByRole('status')).toHaveText('Saved.');
    await expect(booked.getByRole('alert')).toHaveCount(0);
    await expect(booked.locator('label', { hasText: 'English' })).toContainText('Edited');
    await expect(booked.locator('label', { hasText: 'తెలుగు' })).not.toContainText('Edited');

    try {
      const customer = await customerSession(request, `Ravi ${word}`);
      await setMessageChannel(request, customer, 'sms');
      const order = await bookOrder(request, customer, BEYOND_REMINDERS());
      const [waiting] = await settledStatuses(request, admin, order._id, ['booked:to-send']);
      expect(waiting!.text).toMatch(new RegExp(`^Namaste Ravi! Pickup ${order.orderNumber} booked \\(.+\\)\\. ${word}$`));
      expect(decodeURIComponent(waiting!.waLink.split('text=')[1]!)).toContain(word);
    } finally {
      // The words go back to the code's, so other tests meet the default text.
      const res = await request.put(`${API_URL}/admin/message-texts`, {
        headers: authHeaders(admin.token),
        data: { texts: [{ event: 'booked', language: 'en', text: DEFAULT_MESSAGE_TEXTS.booked.en }] },
      });
      expect(res.status()).toBe(200);
    }
  });
});
