import { expect, test, type Browser, type Page } from '@playwright/test';
import componentsEn from '../apps/web/src/components/locales/en.json' with { type: 'json' };
import componentsHi from '../apps/web/src/components/locales/hi.json' with { type: 'json' };
import componentsTe from '../apps/web/src/components/locales/te.json' with { type: 'json' };

/**
 * On a first visit the browser's preferred languages decide (nothing chosen yet), and a
 * page downloads a Telugu or Devanagari face only when it shows that script: an English page, ₹
 * amounts included, downloads none (only the language switcher's two tiny name faces, ~4 KB).
 */
const HOME_LINK = { en: componentsEn['nav.home'], te: componentsTe['nav.home'], hi: componentsHi['nav.home'] };

/** The full script faces (the switcher's `language-name-*` faces are not among them). */
const scriptFaces = (files: string[]) => files.filter((file) => file.startsWith('noto-sans-'));

async function firstVisit(browser: Browser, locale: string): Promise<{ page: Page; fonts: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url().split('/').pop()!);
  });
  return { page, fonts };
}

for (const [locale, language] of [
  ['te-IN', 'te'],
  ['hi-IN', 'hi'],
  ['ta-IN', 'en'],
] as const) {
  test(`a first visit from a ${locale} browser opens in ${language}, and stays so in the app`, async ({ browser }) => {
    const { page } = await firstVisit(browser, locale);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const main = page.getByRole('navigation', { name: /./ }).first();
    await expect(main.getByRole('link', { name: HOME_LINK[language], exact: true }).first()).toBeVisible();
    // A page the browser renders itself (not pre-rendered) decides the same way.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.context().close();
  });
}

test('an English page with ₹ amounts downloads no script face; Telugu and Hindi pages download only their own', async ({ browser }) => {
  const english = await firstVisit(browser, 'en-IN');
  await english.page.goto('/prices');
  await expect(english.page.getByText(/₹/).first()).toBeVisible();
  await english.page.waitForLoadState('networkidle');
  expect(scriptFaces(english.fonts)).toEqual([]);
  await english.page.context().close();

  for (const [language, script, other] of [
    ['te', 'telugu', 'devanagari'],
    ['hi', 'devanagari', 'telugu'],
  ] as const) {
    const visit = await firstVisit(browser, 'en-IN');
    await visit.page.goto(`/prices?lang=${language}`);
    await visit.page.waitForLoadState('networkidle');
    expect(visit.fonts.some((file) => file.includes(`-${script}-`))).toBe(true);
    expect(visit.fonts.some((file) => file.includes(`-${other}-`))).toBe(false);
    await visit.page.context().close();
  }
});
