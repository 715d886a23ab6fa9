import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiLogin, authHeaders, DEMO_ADMIN } from './support/api';

test.describe('prices page', () => {
  function card(page: Page, name: string) {
    return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  }

  test.describe('wide screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('hero, cards with the three rows, ₹ added and "-" kept, and a sidebar with one active category', async ({ page }) => {
      await page.goto('/prices');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Kakinada's Best Laundry & Dry Cleaning Shop");
      const tabs = page.getByRole('tablist', { name: 'Price categories' }).getByRole('tab');
      await expect(tabs).toHaveCount(8);
      const labels = (await tabs.allTextContents()).map((t) => t.replace(/\d.*$/, ''));
      expect(labels).toEqual(['Men', 'Women', 'Kids', 'Home', 'Shoes', 'Bags', 'Carpets', 'Sofa cleaning']);
      await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
      await expect(page.getByRole('tab', { selected: true })).toContainText('Men');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Men');

      const shirt = card(page, 'Shirt / T-Shirt');
      await expect(shirt.locator('dt')).toHaveText(['STEAM IRON', 'WASH AND IRON', 'DRY CLEAN']);
      await expect(shirt.locator('dd')).toHaveText(['₹15+', '₹29+', '₹120+']);
      await expect(card(page, 'Leather Jacket').locator('dd')).toHaveText(['-', '-', '₹200+']);

      await page.getByRole('tab', { name: /^Sofa cleaning/ }).click();
      await expect(page.getByRole('tab', { selected: true })).toContainText('Sofa cleaning');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Sofa cleaning');
      await expect(card(page, '3-Seater').locator('dd')).toHaveText(['-', '-', '-']);
      await expect(card(page, 'Shirt / T-Shirt')).toHaveCount(0);

      // Arrow keys move between categories.
      await page.getByRole('tab', { selected: true }).focus();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('tab', { selected: true })).toContainText('Carpets');
      await expect(page.getByRole('tab', { name: /^Carpets/ })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { selected: true })).toContainText('Men');
    });

    test('the search filters items by name, ignoring case', async ({ page }) => {
      await page.goto('/prices');
      const search = page.getByPlaceholder('Search items…');
      await expect(search).toHaveAccessibleName('Search items');
      await search.fill('JACKET');
      const names = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
      await expect(names).toHaveText(['Jacket', 'Cotton Jacket', 'Leather Jacket']);
      // Other categories show how many of their items match.
      await expect(page.getByRole('tab', { name: /^Women/ })).toContainText('2');
      await page.getByRole('tab', { name: /^Women/ }).click();
      await expect(names).toHaveText(['Jacket', 'Jacket (Leather)']);

      // A category without matches gives way to one with matches.
      await search.fill('seater');
      await expect(page.getByRole('tab', { selected: true })).toContainText('Sofa cleaning');
      await expect(names).toHaveCount(12);

      await search.fill('no such item');
      await expect(page.getByText('No items match “no such item”.')).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(0);
    });

    test('cards fade in as they scroll into view', async ({ page }) => {
      await page.goto('/prices');
      await page.getByRole('tab', { name: /^Women/ }).click();
      const first = card(page, 'Top');
      const last = card(page, 'Apron');
      await expect(first).toHaveCSS('opacity', '1');
      await expect(last).toHaveCSS('opacity', '0');
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveCSS('opacity', '1');
    });

    test('shows the live catalogue from the API', async ({ page, request }) => {
      const admin = await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
      const patch = (price: string) =>
        request.patch(`${API_URL}/api/prices/${encodeURIComponent('Kanduwa')}`, {
          headers: authHeaders(admin.token),
          data: { category: 'KIDS', prices: { 'Steam Iron': price } },
        });
      expect((await patch('33')).status()).toBe(200);
      try {
        await page.goto('/prices');
        await page.getByRole('tab', { name: /^Kids/ }).click();
        await expect(card(page, 'Kanduwa').locator('dd').first()).toHaveText('₹33');
        await expect(page.getByText('Showing our standard price list')).toHaveCount(0);
      } finally {
        expect((await patch('30')).status()).toBe(200);
      }
    });

    test('falls back to the bundled price list when the API cannot be reached', async ({ page }) => {
      await page.route('**/api/prices', (route) => route.abort('failed'));
      await page.goto('/prices');
      await expect(page.getByText('Showing our standard price list while live prices are unavailable.')).toBeVisible();
      await expect(card(page, 'Shirt / T-Shirt').locator('dd')).toHaveText(['₹15+', '₹29+', '₹120+']);
      await expect(page.getByRole('tab')).toHaveCount(8);
    });
  });

  test.describe('up to 768 px', () => {
    test.use({ viewport: { width: 768, height: 900 } });

    test('an accordion of every category with the first one open', async ({ page }) => {
      await page.goto('/prices');
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const toggles = page
        .getByRole('main')
        .getByRole('button', { expanded: true })
        .or(page.getByRole('main').getByRole('button', { expanded: false }));
      await expect(toggles).toHaveCount(8);
      await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'true');
      for (const name of ['Women', 'Kids', 'Home', 'Shoes', 'Bags', 'Carpets', 'Sofa cleaning']) {
        await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-expanded', 'false');
      }
      await expect(page.getByRole('region', { name: /^Men/ }).getByRole('heading', { name: 'Shirt / T-Shirt' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Frock (Normal)' })).toHaveCount(0);

      await page.getByRole('button', { name: /^Kids/ }).click();
      await expect(page.getByRole('button', { name: /^Kids/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: /^Kids/ }).getByRole('heading', { name: 'Frock (Normal)' })).toBeVisible();
      await expect(card(page, 'Frock (Normal)').locator('dd')).toHaveText(['₹19+', '-', '₹125+']);

      await page.getByRole('button', { name: /^Men/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name: /^Men/ })).toBeHidden();
      await expect(page.getByRole('region', { name: /^Kids/ })).toBeVisible();
    });

    test('searching shows only matching categories, opened', async ({ page }) => {
      await page.goto('/prices');
      await page.getByPlaceholder('Search items…').fill('blazer');
      await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(2);
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Blazer', 'Blazer']);
      await page.getByPlaceholder('Search items…').fill('');
      await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: /^Women/ })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('the sidebar starts just above 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 900 });
    await page.goto('/prices');
    await expect(page.getByRole('tablist', { name: 'Price categories' })).toBeVisible();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
