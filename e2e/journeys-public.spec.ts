import { expect, test, type Page } from '@playwright/test';

/**
 * The public pages: tap targets of at least 44×44 px (links inside running
 * text aside), a FAQ search placeholder that is not clipped on a phone, and opening hours that
 * read the same everywhere: the shop 8 AM to 9 PM, pickups and deliveries 7:00 AM – 10:00 PM.
 */

const PUBLIC_PAGES = ['/', '/about', '/contact', '/prices', '/help', '/terms', '/privacy', '/login', '/signup'];

/** Buttons and links in the page's main part, outside running text, smaller than 44×44 px. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main a[href], main button, main summary, main [role="button"], main [role="tab"]')]
      .filter((el) => el.checkVisibility() && !el.closest('p, dd, td'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(
        ({ el, r }) =>
          `"${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label')}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      ),
  );
}

for (const width of [375, 1280]) {
  test.describe(`public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    test('Book now, View all, the slideshow button and every FAQ question are at least 44×44 px', async ({ page }) => {
      await page.goto('/');
      const bookNow = page.getByRole('link', { name: /^Book now/ });
      await expect(bookNow).toHaveCount(6);
      const faqQuestions = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button');
      await expect(faqQuestions).toHaveCount(20);
      for (const target of [...(await bookNow.all()), ...(await faqQuestions.all()), page.getByRole('link', { name: /^View all/ })]) {
        const box = (await target.boundingBox())!;
        const name = (await target.textContent()) ?? '';
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
      expect(await smallTargets(page)).toEqual([]);
      for (const path of ['/about', '/prices']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await smallTargets(page), path).toEqual([]);
      }
    });

    test('the FAQ search placeholder is shown whole', async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
      await expect(search).toHaveAttribute('placeholder', /\S/);
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
    });

    test('opening hours read the same on every public page', async ({ page }) => {
      const slips: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Closed FAQ answers and the like count too.
        await page.evaluate(() => document.querySelectorAll('[hidden]').forEach((el) => el.removeAttribute('hidden')));
        const text = await page.evaluate(() => document.body.innerText);
        const all = text.split(/\n|(?<=\.)\s/).map((s) => s.trim());
        // A value on a line of its own (a fact list: "Pickup windows" / "7:00 AM – 10:00 PM") is read with its label.
        const sentences = all.flatMap((s, i) => (/\d\s?(AM|PM)\b/i.test(s) ? [/^[\d\s:APM–-]+$/.test(s) ? `${all[i - 1] ?? ''}: ${s}` : s] : []));
        for (const sentence of sentences) {
          const rest = sentence.replace('7 days a week, 8 AM to 9 PM', '').replace('7:00 AM – 10:00 PM', '');
          // Any other way of writing a time is a slip: the two texts of the spec are the only ones.
          if (/\d\s?(AM|PM)\b/i.test(rest)) slips.push(`${path}: other hours in "${sentence}"`);
          if (/\b(between|from)\s+7:00 AM –/.test(sentence)) slips.push(`${path}: "between/from" a range in "${sentence}"`);
          // The shop's hours are not pickup hours, and the other way round.
          if (sentence.includes('8 AM to 9 PM') && /pick|deliver|slot|window|collect/i.test(sentence)) {
            slips.push(`${path}: shop hours said of pickups in "${sentence}"`);
          }
          if (sentence.includes('7:00 AM – 10:00 PM') && !/pick|deliver|slot|window|collect/i.test(sentence)) {
            slips.push(`${path}: pickup hours not named as such in "${sentence}"`);
          }
        }
        expect(sentences.length, `${path} names its hours`).toBeGreaterThan(0);
      }
      expect(slips).toEqual([]);
    });
  });
}
