import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, customerSession } from './support/admin';
import { useSessionInBrowser } from './support/api';

/**
 * Telugu strings run longer than English. On a 375 px phone no page may scroll sideways
 * or push text out of its box, in any of the three languages, and axe stays clean in each.
 */
const LANGUAGES = ['en', 'te', 'hi'] as const;
/** In two groups, so neither test runs long on a slow machine. */
const SHOP_PAGES = ['/', '/about', '/contact', '/prices', '/help'];
const ACCOUNT_PAGES = ['/login', '/signup', '/forgot-password', '/terms', '/privacy'];
const CUSTOMER = ['/orders', '/my-orders', '/profile'];

/** Elements whose text box reaches past the screen's right edge, or that clip their own text sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], .visually-hidden, svg')) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!hasText) continue;
      const box = el.getBoundingClientRect();
      // Empty, or hidden for sight but read aloud (the 1 px clip technique).
      if (box.width <= 2 || box.height <= 2) continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${el.textContent?.trim().slice(0, 30)}"`;
      // Inside a horizontal scroller (a table that scrolls on purpose), the scroller's edge counts, not the screen's.
      const scroller = el.parentElement?.closest<HTMLElement>('[data-scrolls], .table-scroll');
      if (!scroller && box.right > width + 1) problems.push(`${name} ends at ${Math.round(box.right)} px`);
      const clips = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1) problems.push(`${name} clips its text (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  });
}

async function seriousAxe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function check(page: Page, path: string, language: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflowing(page), `${path} in ${language}`).toEqual([]);
  expect(await seriousAxe(page), `${path} in ${language}`).toEqual([]);
}

test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });

for (const language of LANGUAGES) {
  test.describe(`at 375 px in ${language}`, () => {
    test("the shop's public pages fit the screen and pass axe", async ({ page }) => {
      for (const path of SHOP_PAGES) await check(page, path, language);
    });

    test('the sign-in and policy pages fit the screen and pass axe', async ({ page }) => {
      for (const path of ACCOUNT_PAGES) await check(page, path, language);
    });

    test("a customer's pages fit the screen and pass axe", async ({ page, request }) => {
      await useSessionInBrowser(page, await customerSession(request, 'Layout Customer'));
      for (const path of CUSTOMER) await check(page, path, language);
    });

    test('the admin dashboard fits the screen and passes axe', async ({ page, request }) => {
      await useSessionInBrowser(page, await adminSession(request));
      await check(page, '/admin', language);
    });

    test('the admin tickets fit the screen and pass axe', async ({ page, request }) => {
      await useSessionInBrowser(page, await adminSession(request));
      await check(page, '/admin?tab=tickets', language);
    });
  });
}
