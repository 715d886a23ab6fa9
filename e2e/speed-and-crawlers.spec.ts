import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiSignup, useSessionInBrowser } from './support/api';

/**
 * What Lighthouse found on a phone, held in place by the browser
 * (the Lighthouse figures themselves live in `npm run bench`, never in a test).
 */

/** Adds up the layout shifts the page has had (what CLS counts), without input-driven ones. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('search engines', () => {
  test('robots.txt and sitemap.xml are real files, not the app page', async ({ page, baseURL }) => {
    const robots = await page.goto('/robots.txt');
    expect(robots?.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await page.locator('body').innerText();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);

    const sitemap = await page.request.get(`${baseURL}/sitemap.xml`);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Every listed page opens as a page of the site.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/prices', '/about', '/contact']));
    for (const path of locs) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });
});

test.describe('a phone on a slow network', () => {
  test('the booking page does not jump when its code and the profile arrive', async ({ page, request }) => {
    const session = await apiSignup(request, 'Layout Shift');
    await useSessionInBrowser(page, session);
    // A slow answer, as on 3G, so the loading state is on screen for a while (the real server answers it).
    await page.route(`${API_URL}/profile`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/orders');
    await expect(page.getByRole('status').filter({ hasText: 'Loading orders…' })).toBeVisible();
    await expect(page.locator('form').first()).toBeVisible({ timeout: 10_000 });
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });

  test('the pages break no rule of their own content security policy', async ({ page, request }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    await page.goto('/login');
    // Validation and the login call parse with zod: its first parse used to probe for eval.
    await page.locator('form input').first().fill('12');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.goto('/signup');
    await expect(page.locator('input').first()).toBeVisible();
    expect(await violations()).toEqual([]);

    const session = await apiSignup(request, 'Content Policy');
    await useSessionInBrowser(page, session);
    await page.goto('/my-orders');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.goto('/orders');
    await expect(page.locator('form').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the app goes out compressed, however it was built', async ({ page }) => {
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.url().includes('/assets/')) {
        scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'] });
      }
    });
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    // Every script big enough to gain from it arrives brotli-compressed (tiny ones are sent as they are).
    const sizes = await Promise.all(scripts.map(async (s) => ({ ...s, bytes: (await (await page.request.get(s.url)).body()).length })));
    const large = sizes.filter((s) => s.bytes >= 1024);
    expect(large.length).toBeGreaterThan(0);
    expect(large.filter((s) => s.encoding !== 'br')).toEqual([]);
  });
});
