import { expect, test, type Page } from '@playwright/test';
import appEn from '../apps/web/src/app/locales/en.json' with { type: 'json' };
import appHi from '../apps/web/src/app/locales/hi.json' with { type: 'json' };
import appTe from '../apps/web/src/app/locales/te.json' with { type: 'json' };
import componentsEn from '../apps/web/src/components/locales/en.json' with { type: 'json' };
import componentsHi from '../apps/web/src/components/locales/hi.json' with { type: 'json' };
import componentsTe from '../apps/web/src/components/locales/te.json' with { type: 'json' };
import footerEn from '../apps/web/src/components/footer/locales/en.json' with { type: 'json' };
import footerHi from '../apps/web/src/components/footer/locales/hi.json' with { type: 'json' };
import footerTe from '../apps/web/src/components/footer/locales/te.json' with { type: 'json' };
import sectionsEn from '../apps/web/src/features/home/home-sections/locales/en.json' with { type: 'json' };
import sectionsHi from '../apps/web/src/features/home/home-sections/locales/hi.json' with { type: 'json' };
import sectionsTe from '../apps/web/src/features/home/home-sections/locales/te.json' with { type: 'json' };
import homeEn from '../apps/web/src/features/home/locales/en.json' with { type: 'json' };
import homeHi from '../apps/web/src/features/home/locales/hi.json' with { type: 'json' };
import homeTe from '../apps/web/src/features/home/locales/te.json' with { type: 'json' };
import i18nEn from '../apps/web/src/i18n/locales/en.json' with { type: 'json' };
import i18nHi from '../apps/web/src/i18n/locales/hi.json' with { type: 'json' };
import i18nTe from '../apps/web/src/i18n/locales/te.json' with { type: 'json' };
import { SHOP_PHONE } from '../packages/shared/src/constants';
import { adminSession } from './support/admin';
import { useSessionInBrowser } from './support/api';

/**
 * Home, the navigation bar, the mobile menu, the footer and the call buttons speak Telugu
 * or Hindi from a `?lang=` link or the navbar's language choice, without a reload; the FAQ search
 * looks through the words shown; the page's title and description follow the language.
 */

const SHOP = 'Sri Lakshmi Laundry';
type Language = 'en' | 'te' | 'hi';

const TEXT = {
  // The footer's words are their own catalogue (they load with the footer), read here with the others.
  en: { home: homeEn, sections: sectionsEn, components: { ...componentsEn, ...footerEn }, i18n: i18nEn, app: appEn },
  te: { home: homeTe, sections: sectionsTe, components: { ...componentsTe, ...footerTe }, i18n: i18nTe, app: appTe },
  hi: { home: homeHi, sections: sectionsHi, components: { ...componentsHi, ...footerHi }, i18n: i18nHi, app: appHi },
} as const;

/** A catalogue message with its `{placeholders}` filled in and its tags dropped (these messages use no plurals). */
function fill(message: string, values: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`).replace(/<\/?\w+>/g, '');
}

const home = (language: Language, key: keyof typeof homeEn, values?: Record<string, string>) =>
  fill(TEXT[language].home[key], { shop: SHOP, ...values });
const sections = (language: Language, key: keyof typeof sectionsEn, values?: Record<string, string>) =>
  fill(TEXT[language].sections[key], { shop: SHOP, ...values });
const components = (language: Language, key: keyof typeof componentsEn | keyof typeof footerEn, values?: Record<string, string>) =>
  fill(TEXT[language].components[key], { shop: SHOP, ...values });

/** The FAQ words that the search is tried with: a word of one question, in each language. */
const FAQ_WORD: Record<Language, { word: string; question: keyof typeof sectionsEn }> = {
  en: { word: 'pattu', question: 'faq.silk.q' },
  te: { word: 'పట్టు చీర', question: 'faq.silk.q' },
  hi: { word: 'पट्टू साड़ि', question: 'faq.silk.q' },
};

async function expectHomeIn(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('link', { name: TEXT[language].app.skipLink })).toHaveAttribute('href', '#main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home(language, 'hero.title'));
  await expect(page).toHaveTitle(home(language, 'meta.title'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', home(language, 'meta.description'));
  await expect(page.getByText(home(language, 'hero.lead', { pickupWindow: home(language, 'shop.pickupWindow') }))).toBeVisible();

  const nav = page.getByRole('navigation', { name: components(language, 'nav.label') });
  for (const key of ['nav.home', 'nav.about', 'nav.contact', 'nav.prices'] as const) {
    await expect(nav.getByRole('link', { name: components(language, key), exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: components(language, 'nav.book') })).toHaveAttribute('href', '/orders');
  await expect(nav.getByRole('link', { name: components(language, 'nav.login'), exact: true })).toHaveAttribute('href', '/login');

  await expect(page.getByRole('link', { name: components(language, 'contact.call', { phone: SHOP_PHONE }) })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: components(language, 'footer.contact.title') })).toBeVisible();
  await expect(footer.getByRole('heading', { name: components(language, 'footer.links.title') })).toBeVisible();
  await expect(footer.getByText(components(language, 'footer.about'))).toBeVisible();
  await expect(footer.getByText(components(language, 'footer.hours', { hours: components(language, 'shop.hours') }))).toBeVisible();
  await expect(footer.getByRole('link', { name: components(language, 'nav.signup'), exact: true })).toHaveAttribute('href', '/signup');
}

async function searchFaq(page: Page, language: Language) {
  const section = page.locator('section[aria-labelledby="faq-title"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(sections(language, 'section.faq.title'));
  const search = section.getByRole('searchbox', { name: sections(language, 'faq.search.label') });
  await expect(search).toHaveAttribute('placeholder', sections(language, 'faq.search.placeholder'));
  const { word, question } = FAQ_WORD[language];
  await search.fill(word);
  await expect(section.getByRole('button', { name: sections(language, question) })).toBeVisible();
  await expect(section.locator('mark').first()).toHaveText(word, { ignoreCase: true });
  await expect(section.getByText(sections(language, 'faq.noResults'))).toHaveCount(0);
  await search.fill('helicopter');
  await expect(section.getByRole('status')).toHaveText(sections(language, 'faq.noResults'));
  await search.fill('');
}

for (const language of ['te', 'hi'] as const) {
  test(`?lang=${language} opens Home in ${language}, with its FAQ search in the same language`, async ({ page }) => {
    await page.goto(`/?lang=${language}`);
    await expectHomeIn(page, language);
    await searchFaq(page, language);
    // A Telugu or Hindi reader searching an English word of the English FAQ finds nothing: the search reads what is shown.
    const search = page.getByRole('searchbox', { name: sections(language, 'faq.search.label') });
    await search.fill('working hours');
    await expect(page.locator('section[aria-labelledby="faq-title"]').getByRole('status')).toHaveText(sections(language, 'faq.noResults'));
  });
}

test('the language choice in the navbar switches Home without a reload, and the title follows', async ({ page }) => {
  await page.goto('/');
  await expectHomeIn(page, 'en');
  await expect(page).toHaveTitle('Sri Lakshmi Laundry · Laundry & Dry Clean in Kakinada');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Sri Lakshmi Laundry: doorstep laundry and dry cleaning in Kakinada. Free pickup and delivery, 24-hour turnaround.',
  );
  await page.evaluate(() => {
    (window as unknown as { stayedLoaded: boolean }).stayedLoaded = true;
  });

  const select = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: i18nEn['switcher.label'] });
  await expect(select.locator('option')).toHaveText(['English', 'తెలుగు', 'हिन्दी']);
  await select.selectOption('te');
  await expectHomeIn(page, 'te');
  await searchFaq(page, 'te');

  await page
    .getByRole('navigation', { name: componentsTe['nav.label'] })
    .getByRole('combobox', { name: i18nTe['switcher.label'] })
    .selectOption('hi');
  await expectHomeIn(page, 'hi');

  await page
    .getByRole('navigation', { name: componentsHi['nav.label'] })
    .getByRole('combobox', { name: i18nHi['switcher.label'] })
    .selectOption('en');
  await expectHomeIn(page, 'en');
  await searchFaq(page, 'en');
  expect(await page.evaluate(() => (window as unknown as { stayedLoaded?: boolean }).stayedLoaded)).toBe(true);
});

test('the choice survives a reload of Home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: i18nEn['switcher.label'] }).first().selectOption('te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await page.reload();
  await expectHomeIn(page, 'te');
});

for (const language of ['te', 'hi'] as const) {
  test(`on a 375 px phone, Home and the menu fit in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home(language, 'hero.title'));
    // Below the fold too: the footer and the FAQ are in.
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: components(language, 'footer.links.title') })).toBeAttached();
    await expect(page.getByRole('searchbox', { name: sections(language, 'faq.search.label') })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: components(language, 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: components(language, 'menu.label') });
    await expect(menu.getByRole('link', { name: components(language, 'nav.prices'), exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: components(language, 'nav.book') })).toBeVisible();
    await expect(menu.getByRole('link', { name: components(language, 'menu.call', { phone: SHOP_PHONE }) })).toBeVisible();
    await expect(menu.getByRole('combobox', { name: TEXT[language].i18n['switcher.label'] })).toHaveValue(language);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await menu.getByRole('button', { name: components(language, 'menu.close') }).click();
    await expect(menu).toBeHidden();
  });
}

test("a signed-in admin's bar (seven links, Logout, the language choice) fits on a wide screen in every language", async ({ page, request }) => {
  await useSessionInBrowser(page, await adminSession(request));
  for (const language of ['en', 'te', 'hi'] as const) {
    for (const width of [1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(`/?lang=${language}`);
      const nav = page.getByRole('navigation', { name: components(language, 'nav.label') });
      await expect(nav.getByRole('link', { name: components(language, 'nav.admin'), exact: true })).toBeVisible();
      await expect(nav.getByRole('combobox', { name: TEXT[language].i18n['switcher.label'] })).toBeInViewport({ ratio: 1 });
      expect(await nav.evaluate((bar) => bar.scrollWidth - bar.clientWidth), `${language} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
