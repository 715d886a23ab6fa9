import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '../apps/web/src/features/tickets/chat/locales/en.json' with { type: 'json' };
import hi from '../apps/web/src/features/tickets/chat/locales/hi.json' with { type: 'json' };
import te from '../apps/web/src/features/tickets/chat/locales/te.json' with { type: 'json' };
import launcherHi from '../apps/web/src/features/tickets/chat/chat-launcher/locales/hi.json' with { type: 'json' };
import launcherTe from '../apps/web/src/features/tickets/chat/chat-launcher/locales/te.json' with { type: 'json' };
import { adminSession, listTickets, uniqueWord } from './support/admin';
import { freshPhone } from './support/api';

/**
 * The support chat speaks Telugu and Hindi. The ticket flow in Telugu creates a real
 * ticket; the menu reads in Hindi; a language switch changes the bot's next message, not the
 * ones already in the conversation. Expected texts come from the catalogues.
 */

type Messages = typeof en;
const SHOP = 'Sri Lakshmi Laundry';
/** The launcher's name with no unseen replies: the plural's "=0" branch. */
const launcherName = (label: string) => /=0 \{([^}]*)\}/.exec(label)![1]!;
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const chatLog = (page: Page, m: Messages) => page.getByRole('log', { name: m['panel.log'] });
const chatInput = (page: Page, m: Messages) => page.getByRole('textbox', { name: m['panel.input.label'] });

async function openChat(page: Page, m: Messages, launcherLabel: string) {
  await page.getByRole('button', { name: launcherName(launcherLabel), exact: true }).click();
  const panel = page.getByRole('dialog', { name: fill(m['panel.title'], { shop: 'Sri Lakshmi' }) });
  await expect(panel).toBeVisible();
  await expect(chatLog(page, m).getByText(fill(m['bot.greeting'], { shop: SHOP }))).toBeVisible();
  return panel;
}

async function say(page: Page, m: Messages, text: string) {
  await chatInput(page, m).fill(text);
  await chatInput(page, m).press('Enter');
}

async function tap(page: Page, m: Messages, label: string) {
  await chatLog(page, m).getByRole('button', { name: label, exact: true, disabled: false }).last().click();
}

async function expectBot(page: Page, m: Messages, text: string | RegExp) {
  await expect(chatLog(page, m).getByText(text).last()).toBeVisible();
}

test("the chat's ticket flow in Telugu asks in Telugu and creates a ticket", async ({ page, request }) => {
  const name = `చాట్ ${uniqueWord()}`;
  const issue = 'పట్టు చీర మీద మరక పోలేదు, దయచేసి కాల్ చేయండి.';
  await page.goto('/?lang=te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page.getByText(launcherTe['launcher.tooltip'])).toBeVisible();
  await openChat(page, te, launcherTe['launcher.label']);
  await expect(chatInput(page, te)).toHaveAttribute('placeholder', te['panel.input.placeholder']);

  await tap(page, te, te['menu.services']);
  await expectBot(page, te, te['bot.servicesIntro']);
  await expect(chatLog(page, te).getByRole('link', { name: te['labels.callUs'] })).toHaveAttribute('href', 'tel:+919848012345');
  await tap(page, te, te['labels.raiseTicket']);
  await expectBot(page, te, te['bot.askName']);
  await say(page, te, name);
  await expectBot(page, te, fill(te['bot.askMobile'], { name }));
  await say(page, te, 'నా నంబర్');
  await expectBot(page, te, te['bot.badPhone']);
  await say(page, te, `+91 ${freshPhone()}`);
  await expectBot(page, te, te['bot.askOrderId']);
  await tap(page, te, te['labels.none']);
  await expectBot(page, te, te['bot.askIssue']);
  await say(page, te, issue);
  await expectBot(page, te, te['bot.ticketCreated']);

  const admin = await adminSession(request);
  const ticket = (await listTickets(request, admin)).find((t) => t.userName === name);
  expect(ticket).toMatchObject({ orderId: '', issue, status: 'open', source: 'chat' });
  const summary = chatLog(page, te).getByText(fill(te['ticket.number'], { number: ticket!.ticketNumber }));
  await expect(summary).toContainText(fill(te['ticket.status'], { status: te['ticketStatus.open'] }));
  await expect(chatLog(page, te)).not.toContainText(ticket!._id);

  // The flow reset: free text brings the menu back, in Telugu.
  await say(page, te, 'ధన్యవాదాలు');
  await expectBot(page, te, te['bot.fallback']);
});

test('the chat menu, status and input read in Hindi', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T06:00:00Z')); // 11:30 AM IST: the shop is open
  await page.goto('/?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const panel = await openChat(page, hi, launcherHi['launcher.label']);
  await expect(panel.getByText(hi['status.online'], { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: hi['panel.minimise'] })).toBeVisible();
  await expect(page.getByRole('button', { name: hi['panel.send'] })).toBeVisible();
  for (const option of [hi['menu.services'], hi['menu.pickup'], hi['menu.problem'], hi['menu.support']]) {
    await expect(chatLog(page, hi).getByRole('button', { name: option, exact: true, disabled: false })).toHaveCount(1);
  }
  await say(page, hi, 'समय क्या है?');
  await expectBot(page, hi, hi['bot.fallback']);

  await tap(page, hi, hi['menu.problem']);
  await expectBot(page, hi, hi['bot.askProblem']);
  await say(page, hi, 'शर्ट का बटन टूटा है');
  await expectBot(page, hi, hi['bot.problemNoted']);
  await expect(chatLog(page, hi).getByRole('button', { name: hi['labels.yes'], disabled: false })).toBeVisible();
  await say(page, hi, 'नहीं');
  await expectBot(page, hi, hi['bot.declined']);
});

test('after a language switch the bot answers in the new language; what it said stays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?lang=te');
  await openChat(page, te, launcherTe['launcher.label']);
  await page.locator('.language-switcher select').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The panel's own words follow at once; the greeting already said stays Telugu.
  await expect(chatLog(page, en).getByText(fill(te['bot.greeting'], { shop: SHOP }))).toBeVisible();
  await tap(page, en, te['menu.problem']);
  await expectBot(page, en, en['bot.askProblem']);
});

test.describe('layout in Telugu and Hindi', () => {
  for (const [language, m, launcher] of [
    ['te', te, launcherTe['launcher.label']],
    ['hi', hi, launcherHi['launcher.label']],
  ] as const) {
    test(`the open chat fits 375 px and passes axe (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/?lang=${language}`);
      const panel = await openChat(page, m, launcher);
      await tap(page, m, m['menu.services']);
      await expect(chatLog(page, m).getByRole('link', { name: m['labels.callUs'] })).toBeVisible();
      await tap(page, m, m['labels.raiseTicket']);
      await expectBot(page, m, m['bot.askName']);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(375);
      // Text that reaches past the screen's edge, or a box that clips its own text sideways.
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll<HTMLElement>('.support-chat *')]
          .filter((el) => !el.closest('.visually-hidden, [aria-hidden="true"], svg'))
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
          .filter((el) => {
            const style = getComputedStyle(el);
            const clips = ['hidden', 'clip'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
            return el.getBoundingClientRect().right > width + 1 || clips;
          })
          .map((el) => `${el.className} "${el.textContent?.slice(0, 30)}"`);
      });
      expect(overflow).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).include('.support-chat').analyze();
      expect(violations.map((v) => `${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
