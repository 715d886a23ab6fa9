import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiLogin, authHeaders, DEMO_ADMIN } from './support/api';

/** What a "not offered" price holds: "—" on screen, "not offered" for screen readers. */
const NOT_OFFERED = '—not offered';

/** The no-results next step: WhatsApp the shop a photo, on the shop's WhatsApp number. */
async function expectWhatsappPhoto(page: Page, query: string) {
  const link = page.getByRole('link', { name: 'WhatsApp us a photo (opens in a new tab)' });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://wa.me/919848012345');
  expect(href.searchParams.get('text')).toContain(`"${query}"`);
  expect(href.searchParams.get('text')).toContain('photo');
  await expect(link).toHaveAttribute('target', '_blank');
}

/**
 * The first search on a freshly loaded page: the page may arrive as pre-rendered HTML, and text typed
 * before the app takes over is not searched, so it types again until the search answers.
 */
async function firstSearch(page: Page, text: string) {
  const box = page.getByPlaceholder('Search items…');
  await expect(async () => {
    await box.fill(text);
    await expect(page.getByText(new RegExp(`(match|matches) “${text}”\\.$`))).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe('prices page', () => {
  function card(page: Page, name: string) {
    return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  }
  function row(page: Page, name: string) {
    return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  }

  test.describe('wide screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('hero, cards with the three rows, ₹ added, "—" read as not offered, and a sidebar with one active category', async ({ page }) => {
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
      // A service not offered shows "—" and is read out as "not offered".
      await expect(card(page, 'Leather Jacket').locator('dd')).toHaveText([NOT_OFFERED, NOT_OFFERED, '₹200+']);
      await expect(card(page, 'Leather Jacket').locator('dd').first().locator('[aria-hidden="true"]')).toHaveText('—');

      await page.getByRole('tab', { name: /^Sofa cleaning/ }).click();
      await expect(page.getByRole('tab', { selected: true })).toContainText('Sofa cleaning');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Sofa cleaning');
      await expect(card(page, '3-Seater').locator('dd')).toHaveText([NOT_OFFERED, NOT_OFFERED, NOT_OFFERED]);
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
      await firstSearch(page, 'JACKET');
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
      await expectWhatsappPhoto(page, 'no such item');
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

    test('an accordion of every category, the first one open, one open at a time', async ({ page }) => {
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
      await expect(page.getByRole('region', { name: /^Men/ }).getByRole('rowheader', { name: 'Shirt / T-Shirt' })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: 'Frock (Normal)' })).toHaveCount(0);

      // Opening Kids closes Men: only one category is open at a time.
      await page.getByRole('button', { name: /^Kids/ }).click();
      await expect(page.getByRole('button', { name: /^Kids/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name: /^Men/ })).toBeHidden();
      await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
      await expect(row(page, 'Frock (Normal)').getByRole('cell')).toHaveText(['₹19+', NOT_OFFERED, '₹125+']);

      await page.getByRole('button', { name: /^Men/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: /^Kids/ })).toBeHidden();
      // And the open one closes on a second press.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
    });

    test('searching shows only matching categories, the first one opened', async ({ page }) => {
      await page.goto('/prices');
      await firstSearch(page, 'blazer');
      await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'true');
      const women = page.getByRole('button', { name: /^Women/ });
      await expect(women).toHaveAttribute('aria-expanded', 'false');
      await expect(women).toHaveAccessibleName(/^Women\s*1 matching items$/);
      await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(1);
      await expect(page.getByRole('rowheader')).toHaveText(['Blazer']);
      await page.getByRole('button', { name: /^Women/ }).click();
      await expect(page.getByRole('rowheader')).toHaveText(['Blazer']);
      await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'false');
      await page.getByPlaceholder('Search items…').fill('');
      await expect(page.getByRole('button', { name: /^Men/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: /^Women/ })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('each item is one compact row with its three prices, and Men is no longer a long scroll', async ({ page }) => {
      await page.goto('/prices');
      const men = page.getByRole('region', { name: /^Men/ });
      await expect(men.getByRole('columnheader')).toHaveText(['Item', 'STEAM IRON', 'WASH AND IRON', 'DRY CLEAN']);
      await expect(row(page, 'Shirt / T-Shirt').getByRole('cell')).toHaveText(['₹15+', '₹29+', '₹120+']);
      // The plain typo is fixed in the data: a suit, not a suite.
      await expect(row(page, 'Suit (2 Piece)')).toBeVisible();
      await expect(page.getByText(/Suite/)).toHaveCount(0);

      // "—" on screen, "not offered" to a screen reader.
      const leather = row(page, 'Leather Jacket').getByRole('cell');
      await expect(leather).toHaveText([NOT_OFFERED, NOT_OFFERED, '₹200+']);
      await expect(row(page, 'Leather Jacket').getByRole('cell', { name: 'not offered' })).toHaveCount(2);
      await expect(leather.first().locator('[aria-hidden="true"]')).toHaveText('—');

      // One line per item: the name and its three prices side by side, every row short.
      const layout = await men.getByRole('row').evaluateAll((rows) =>
        rows.slice(1).map((r) => {
          const cells = [...r.children].map((c) => c.getBoundingClientRect());
          return {
            height: r.getBoundingClientRect().height,
            tops: cells.map((c) => Math.round(c.top)),
            right: Math.max(...cells.map((c) => c.right)),
          };
        }),
      );
      expect(layout).toHaveLength(20);
      for (const r of layout) {
        expect(r.height).toBeLessThanOrEqual(64);
        expect(new Set(r.tops).size).toBe(1);
        expect(r.right).toBeLessThanOrEqual(375);
      }
      const menHeight = await men.evaluate((el) => el.getBoundingClientRect().height);
      expect(menHeight).toBeLessThan(1100);

      // Priced on inspection: one clear cell instead of three dashes.
      await page.getByRole('button', { name: /^Sofa cleaning/ }).click();
      await expect(row(page, '3-Seater').getByRole('cell')).toHaveText(['Quote after inspection']);
      await expect(page.getByRole('region', { name: /^Sofa cleaning/ }).getByRole('columnheader')).toHaveText(['Item', 'PRICE']);
    });

    test('no match offers to WhatsApp the shop a photo', async ({ page }) => {
      await page.goto('/prices');
      await firstSearch(page, 'Pattu pavadai');
      await expect(page.getByText('No items match “Pattu pavadai”.')).toBeVisible();
      await expect(page.getByText('Not on the list? Send us a photo of the item on WhatsApp and we will tell you the price.')).toBeVisible();
      await expectWhatsappPhoto(page, 'Pattu pavadai');
      await page.getByPlaceholder('Search items…').fill('');
      await expect(page.getByRole('link', { name: /WhatsApp us a photo/ })).toHaveCount(0);
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
