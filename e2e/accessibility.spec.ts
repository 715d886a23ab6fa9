import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Public pages scanned with axe-core: no serious or critical violation may remain. */
const PAGES = ['/', '/about', '/contact', '/prices', '/login', '/signup', '/forgot-password'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lazy sections, fonts and images settle before the scan.
  await page.waitForLoadState('networkidle');
}

// Reduced motion shows the final state at once (no half-faded cards or slides mid-transition).
test.use({ reducedMotion: 'reduce' });

for (const viewport of [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test.describe(`${viewport.name} screen`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await open(page, path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('interactive states', () => {
  test('the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the FAQ with a search and highlighted matches', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('pickup');
    await expect(page.locator('mark').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('helicopter');
    await expect(page.getByText('No results found.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the contact form showing its errors', async ({ page }) => {
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the price accordion with a category open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/prices');
    await page.getByRole('button', { name: /^Kids/ }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
