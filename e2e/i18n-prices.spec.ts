import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, apiLogin, authHeaders, DEMO_ADMIN } from './support/api';

/**
 * The price list in Telugu and Hindi. Items show their name in the language chosen with
 * the English name beneath, categories and columns speak the language, and the search finds an
 * item by its English, Telugu or Hindi name.
 */
const SAREES_TE = ['చీర - కాటన్ / షిఫాన్', 'చీర - ఫ్యాన్సీ', 'పట్టు చీర', 'డిజైనర్ చీర (సున్నితమైనది)', 'పెళ్లి చీర', 'చీర - హెవీ ఎంబ్రాయిడరీ / హెవీ పట్టు'];
const SAREES_EN = [
  'Saree - Cotton / Chiffon',
  'Saree - Fancy',
  'Silk Saree (Pattu)',
  'Saree Designer Delicate',
  'Wedding Saree',
  'Saree Heavy Embroidery/Heavy Pattu',
];
const SAREES_HI = ['साड़ी - सूती / शिफ़ॉन', 'साड़ी - फ़ैंसी', 'सिल्क साड़ी (पट्टू)', 'डिज़ाइनर साड़ी (नाज़ुक)', 'शादी की साड़ी', 'साड़ी - भारी कढ़ाई / भारी पट्टू'];

/** A pre-rendered page ignores text typed before the app takes over: type until the search answers. */
async function search(page: Page, placeholder: string, text: string, answer: string) {
  const box = page.getByPlaceholder(placeholder);
  await expect(async () => {
    await box.fill(text);
    await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Each card's or row's item: the name in the language shown, and the English name beneath it. */
async function shownNames(page: Page, scope: string) {
  return page.locator(scope).evaluateAll((els) =>
    els.map((el) => ({
      local: el.querySelector('.price-name')?.textContent ?? '',
      english: el.querySelector('.price-name__en')?.textContent ?? el.textContent ?? '',
    })),
  );
}

async function englishBeneath(heading: Locator) {
  const local = await heading.locator('.price-name').boundingBox();
  const english = await heading.locator('.price-name__en').boundingBox();
  expect(local && english).toBeTruthy();
  expect(english!.y).toBeGreaterThanOrEqual(local!.y + local!.height - 1);
  await expect(heading.locator('.price-name__en')).toHaveAttribute('lang', 'en');
}

test.describe('the price list in Telugu and Hindi', () => {
  test.describe('wide screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('?lang=te: Telugu categories, columns and item names with the English beneath; the search finds "చీర" and "saree"', async ({ page }) => {
      await page.goto('/prices?lang=te');
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');
      await expect(page).toHaveTitle('ధరల జాబితా · Sri Lakshmi Laundry');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('కాకినాడలో అత్యుత్తమ లాండ్రీ & డ్రై క్లీనింగ్ షాప్');
      const tabs = page.getByRole('tablist', { name: 'ధరల విభాగాలు' }).getByRole('tab');
      await expect(tabs).toHaveCount(8);
      const labels = (await tabs.allTextContents()).map((t) => t.replace(/\d.*$/, ''));
      expect(labels).toEqual(['పురుషులు', 'మహిళలు', 'పిల్లలు', 'ఇంటి వస్తువులు', 'షూస్', 'బ్యాగులు', 'కార్పెట్లు', 'సోఫా క్లీనింగ్']);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('పురుషులు');

      const shirt = page.getByRole('heading', { level: 3, name: 'చొక్కా / టీ-షర్ట్ Shirt / T-Shirt' });
      await expect(shirt).toBeVisible();
      await englishBeneath(shirt);
      const card = page.getByRole('listitem').filter({ has: shirt });
      await expect(card.locator('dt')).toHaveText(['స్టీమ్ ఇస్త్రీ', 'వాష్ & ఇస్త్రీ', 'డ్రై క్లీనింగ్']);
      await expect(card.locator('dd')).toHaveText(['₹15+', '₹29+', '₹120+']);
      const leather = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Leather Jacket$/ }) });
      await expect(leather.locator('dd')).toHaveText(['—ఈ సేవ లేదు', '—ఈ సేవ లేదు', '₹200+']);

      await search(page, 'వస్తువులు వెతకండి…', 'చీర', '“చీర”కి 6 వస్తువులు సరిపోయాయి.');
      await expect(page.getByRole('tab', { selected: true })).toContainText('మహిళలు');
      await expect(page.getByRole('tab', { name: /^మహిళలు/ })).toHaveAccessibleName(/^మహిళలు\s*6 సరిపోయిన వస్తువులు$/);
      let names = await shownNames(page, '.price-card__name');
      expect(names.map((n) => n.local)).toEqual(SAREES_TE);
      expect(names.map((n) => n.english)).toEqual(SAREES_EN);

      await page.getByPlaceholder('వస్తువులు వెతకండి…').fill('saree');
      await expect(page.getByText('“saree”కి 6 వస్తువులు సరిపోయాయి.')).toBeVisible();
      names = await shownNames(page, '.price-card__name');
      expect(names.map((n) => n.local)).toEqual(SAREES_TE);

      // A Hindi name finds it too, whatever the language shown.
      await page.getByPlaceholder('వస్తువులు వెతకండి…').fill('धोती');
      await expect(page.getByText('“धोती”కి 3 వస్తువులు సరిపోయాయి.')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['ధోతీ / పంచె Dhoti', 'పట్టు పంచె Silk Dhoti']);
    });

    test('?lang=hi: Hindi categories and names; "साड़ी" finds the sarees; English shows the English name alone', async ({ page }) => {
      await page.goto('/prices?lang=hi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page).toHaveTitle('रेट लिस्ट · Sri Lakshmi Laundry');
      await expect(page.getByRole('tab')).toHaveCount(8);
      const labels = (await page.getByRole('tablist', { name: 'रेट की कैटेगरी' }).getByRole('tab').allTextContents()).map((t) => t.replace(/\d.*$/, ''));
      expect(labels).toEqual(['पुरुष', 'महिलाएँ', 'बच्चे', 'घर का सामान', 'जूते', 'बैग', 'कालीन', 'सोफ़ा सफ़ाई']);
      const shirt = page.getByRole('heading', { level: 3, name: 'शर्ट / टी-शर्ट Shirt / T-Shirt' });
      await englishBeneath(shirt);
      await expect(page.getByRole('listitem').filter({ has: shirt }).locator('dt')).toHaveText(['स्टीम प्रेस', 'धुलाई और प्रेस', 'ड्राई क्लीनिंग']);

      await search(page, 'आइटम खोजें…', 'साड़ी', '“साड़ी” से 6 आइटम मिले।');
      await expect(page.getByRole('tab', { selected: true })).toContainText('महिलाएँ');
      const names = await shownNames(page, '.price-card__name');
      expect(names.map((n) => n.local)).toEqual(SAREES_HI);
      expect(names.map((n) => n.english)).toEqual(SAREES_EN);

      // Back to English from the switcher: the English names alone, the search still answers.
      await page.getByRole('combobox', { name: 'भाषा' }).first().selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByText('6 items match “साड़ी”.')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(SAREES_EN);
      await expect(page.locator('.price-name__en')).toHaveCount(0);
      await expect(page.getByRole('tab', { selected: true })).toContainText('Women');
    });

    test("the shop's own names, set with the other price fields, show at once", async ({ page, request }) => {
      const admin = await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
      const patch = (names: { te: string; hi: string }) =>
        request.patch(`${API_URL}/api/prices/${encodeURIComponent('Kanduwa')}`, {
          headers: authHeaders(admin.token),
          data: { category: 'KIDS', names, prices: { 'Steam Iron': '30' } },
        });
      const before = await patch({ te: 'తువ్వాలు కండువా', hi: 'अंगोछा' });
      expect(before.status()).toBe(200);
      try {
        await page.goto('/prices?lang=te');
        await page.getByRole('tab', { name: /^పిల్లలు/ }).click();
        await expect(page.getByRole('heading', { level: 3, name: 'తువ్వాలు కండువా Kanduwa' })).toBeVisible();
        // Found by its new Hindi name on the Telugu page.
        await search(page, 'వస్తువులు వెతకండి…', 'अंगोछा', '“अंगोछा”కి 1 వస్తువు సరిపోయింది.');
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['తువ్వాలు కండువా Kanduwa']);
      } finally {
        expect((await patch({ te: 'కండువా', hi: 'गमछा' })).status()).toBe(200);
      }
    });
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('Telugu rows with the English name beneath, Telugu columns, and a Telugu WhatsApp next step', async ({ page }) => {
      await page.goto('/prices?lang=te');
      const men = page.getByRole('region', { name: /^పురుషులు/ });
      await expect(men.getByRole('columnheader')).toHaveText(['వస్తువు', 'స్టీమ్ ఇస్త్రీ', 'వాష్ & ఇస్త్రీ', 'డ్రై క్లీనింగ్']);
      const shirt = page.getByRole('rowheader', { name: 'చొక్కా / టీ-షర్ట్ Shirt / T-Shirt' });
      await englishBeneath(men.getByRole('rowheader', { name: 'చొక్కా / టీ-షర్ట్ Shirt / T-Shirt' }));
      await expect(men.getByRole('row').filter({ has: shirt }).getByRole('cell')).toHaveText(['₹15+', '₹29+', '₹120+']);
      // The page fits the phone: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.getByRole('button', { name: /^సోఫా క్లీనింగ్/ }).click();
      const sofas = page.getByRole('region', { name: /^సోఫా క్లీనింగ్/ });
      await expect(sofas.getByRole('columnheader')).toHaveText(['వస్తువు', 'ధర']);
      await expect(sofas.getByRole('row').filter({ hasText: '3-Seater' }).getByRole('cell')).toHaveText(['చూశాక ధర చెబుతాం']);

      await search(page, 'వస్తువులు వెతకండి…', 'చీర', '“చీర”కి 6 వస్తువులు సరిపోయాయి.');
      await expect(page.getByRole('button', { name: /^మహిళలు/ })).toHaveAttribute('aria-expanded', 'true');
      expect((await shownNames(page, '.price-table tbody th')).map((n) => n.local)).toEqual(SAREES_TE);

      await page.getByPlaceholder('వస్తువులు వెతకండి…').fill('పట్టు పావడ');
      await expect(page.getByText('“పట్టు పావడ”కి సరిపోయే వస్తువులు లేవు.')).toBeVisible();
      await expect(page.getByText('జాబితాలో లేదా? ఆ వస్తువు ఫోటోను WhatsAppలో పంపండి, ధర చెబుతాం.')).toBeVisible();
      const link = page.getByRole('link', { name: 'WhatsAppలో ఫోటో పంపండి (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)' });
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.origin + href.pathname).toBe('https://wa.me/919848012345');
      expect(href.searchParams.get('text')).toBe('నమస్తే Sri Lakshmi Laundry, మీ ధరల జాబితాలో "పట్టు పావడ" కనిపించలేదు. ఫోటో పంపుతున్నాను: దీనికి ఎంత అవుతుంది?');
    });
  });
});
