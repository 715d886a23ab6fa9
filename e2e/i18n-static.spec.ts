import { expect, test, type Page } from '@playwright/test';
import legalEn from '../apps/web/src/features/legal/locales/en.json' with { type: 'json' };
import legalHi from '../apps/web/src/features/legal/locales/hi.json' with { type: 'json' };
import legalTe from '../apps/web/src/features/legal/locales/te.json' with { type: 'json' };
import staticEn from '../apps/web/src/features/static-pages/locales/en.json' with { type: 'json' };
import staticHi from '../apps/web/src/features/static-pages/locales/hi.json' with { type: 'json' };
import staticTe from '../apps/web/src/features/static-pages/locales/te.json' with { type: 'json' };
import i18nHi from '../apps/web/src/i18n/locales/hi.json' with { type: 'json' };
import i18nTe from '../apps/web/src/i18n/locales/te.json' with { type: 'json' };
import { adminSession, listTickets, uniqueWord } from './support/admin';

/**
 * About, Contact, Terms, Privacy and Help open in Telugu or Hindi from a `?lang=` link,
 * with their headings, titles and descriptions from the catalogues; the contact form checks and
 * thanks in Telugu, and its message still reaches the shop as a ticket.
 */

const SHOP = 'Sri Lakshmi Laundry';
const CATALOGUES = {
  en: { staticPages: staticEn, legal: legalEn },
  te: { staticPages: staticTe, legal: legalTe },
  hi: { staticPages: staticHi, legal: legalHi },
} as const;

/** A catalogue message with its `{placeholders}` filled in (the pages' messages use no plurals). */
function fill(message: string, values: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

type StaticKey = keyof typeof staticEn;
type LegalKey = keyof typeof legalEn;
type PageCase =
  | { path: string; namespace: 'staticPages'; heading: StaticKey; title: StaticKey; description: StaticKey }
  | { path: string; namespace: 'legal'; heading: LegalKey; title: LegalKey; description: LegalKey };

const PAGES: PageCase[] = [
  { path: '/about', namespace: 'staticPages', heading: 'about.title', title: 'about.meta.title', description: 'about.meta.description' },
  { path: '/contact', namespace: 'staticPages', heading: 'contact.title', title: 'contact.meta.title', description: 'contact.meta.description' },
  { path: '/terms', namespace: 'legal', heading: 'terms.title', title: 'terms.meta.title', description: 'terms.meta.description' },
  { path: '/privacy', namespace: 'legal', heading: 'privacy.title', title: 'privacy.meta.title', description: 'privacy.meta.description' },
  { path: '/help', namespace: 'legal', heading: 'help.title', title: 'help.meta.title', description: 'help.meta.description' },
];

function text(language: keyof typeof CATALOGUES, page: PageCase, which: 'heading' | 'title' | 'description'): string {
  const messages = CATALOGUES[language][page.namespace] as Record<string, string>;
  return fill(messages[page[which]]!, { shop: SHOP, year: '2016' });
}

/**
 * Waits until React owns the pre-rendered contact form: it no longer says `data-hydrating`. Text
 * typed before that is taken in by the form itself (lib/adopt-early-input.ts,
 * e2e/prerendered-pages.spec.ts tests it): not this test's subject.
 */
async function formHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const fields = [...document.querySelectorAll('form.contact-form input, form.contact-form textarea, form.contact-form button')];
    return fields.length > 0 && fields.every((field) => field.closest('[data-hydrating]') === null);
  });
}

async function collectDialogs(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  return dialogs;
}

for (const language of ['te', 'hi', 'en'] as const) {
  test(`About, Contact, Terms, Privacy and Help open in ${language} with ?lang=${language}`, async ({ page }) => {
    for (const item of PAGES) {
      await page.goto(`${item.path}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, item, 'heading'));
      await expect(page).toHaveTitle(text(language, item, 'title'));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text(language, item, 'description'));
    }
  });
}

/** The words a message wraps in `<tag>…</tag>`: a link's text inside a translated sentence. */
function tagged(message: string, tag: string): string {
  return new RegExp(`<${tag}>(.*?)</${tag}>`).exec(message)![1]!;
}

test('the Terms page speaks Hindi around its links, and the links keep their targets', async ({ page }) => {
  await page.goto('/terms?lang=hi');
  const nav = page.getByRole('navigation', { name: legalHi['nav.label'] });
  await expect(nav.getByRole('link', { name: legalHi['nav.privacy'] })).toHaveAttribute('href', '/privacy');
  await expect(nav.getByRole('link', { name: legalHi['nav.help'] })).toHaveAttribute('href', '/help');
  const body = page.locator('.legal-page__body');
  await expect(body.getByRole('link', { name: tagged(legalHi['terms.prices.text'], 'link'), exact: true })).toHaveAttribute('href', '/prices');
  await expect(body.getByRole('link', { name: tagged(legalHi['terms.account.text'], 'link'), exact: true })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(body.getByRole('link', { name: '+91 98480 12345' })).toHaveAttribute('href', 'tel:+919848012345');
  await expect(body).toContainText(legalHi['terms.pickup.pockets']);
});

test('the contact form checks in Telugu, follows a change to Hindi, thanks in Telugu and its message becomes a ticket', async ({ page, request }) => {
  const dialogs = await collectDialogs(page);
  await page.goto('/contact?lang=te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await formHydrated(page);
  const form = page.getByRole('form', { name: staticTe['form.title'] });
  const name = form.getByLabel(staticTe['form.name']);
  const email = form.getByLabel(staticTe['form.email']);
  const message = form.getByLabel(staticTe['form.message']);
  const send = form.getByRole('button', { name: staticTe['form.send'] });

  await send.click();
  await expect(name).toHaveAccessibleDescription(staticTe['form.error.name']);
  await expect(email).toHaveAccessibleDescription(staticTe['form.error.emailRequired']);
  await expect(message).toHaveAccessibleDescription(staticTe['form.error.message']);
  await expect(name).toBeFocused();

  // A message already shown follows the language the visitor switches to.
  await page.getByRole('combobox', { name: i18nTe['switcher.label'] }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('form', { name: staticHi['form.title'] }).getByLabel(staticHi['form.name'])).toHaveAccessibleDescription(
    staticHi['form.error.name'],
  );
  await page.getByRole('combobox', { name: i18nHi['switcher.label'] }).selectOption('te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');

  const visitor = `సరస్వతి ${uniqueWord()}`;
  const text = 'పట్టు చీరలకు డ్రై క్లీనింగ్ చేస్తారా? ఎన్ని రోజులు పడుతుంది?';
  await name.fill(visitor);
  await email.fill('saraswati@example');
  await message.fill(text);
  await send.click();
  await expect(email).toHaveAccessibleDescription(staticTe['form.error.emailInvalid']);
  await expect(form.getByText(staticTe['form.error.name'])).toHaveCount(0);
  expect(dialogs).toEqual([]);

  await email.fill('saraswati@example.in');
  await send.click();
  await expect.poll(() => dialogs).toEqual([staticTe['form.sent']]);
  await expect(message).toHaveValue('');

  const saved = (await listTickets(request, await adminSession(request))).find((t) => t.userName === visitor);
  expect(saved).toMatchObject({ source: 'contact', email: 'saraswati@example.in', issue: text, status: 'open' });
});

test('when the message cannot be sent, the Telugu page says so in Telugu', async ({ page }) => {
  const dialogs = await collectDialogs(page);
  await page.route('**/api/tickets/contact', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
  await page.goto('/contact?lang=te');
  await formHydrated(page);
  const form = page.getByRole('form', { name: staticTe['form.title'] });
  await form.getByLabel(staticTe['form.name']).fill('రవి');
  await form.getByLabel(staticTe['form.email']).fill('ravi@example.in');
  await form.getByLabel(staticTe['form.message']).fill('కార్పెట్ శుభ్రం చేస్తారా?');
  await form.getByRole('button', { name: staticTe['form.send'] }).click();
  await expect(form.getByRole('alert')).toHaveText(fill(staticTe['form.failed'], { phone: '+91 98480 12345' }));
  expect(dialogs).toEqual([]);
});
