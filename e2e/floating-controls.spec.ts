import { expect, test, type Page } from '@playwright/test';
import { API_URL, authHeaders, useSessionInBrowser } from './support/api';
import { adminSession, bookOrder, customerSession, tomorrowIst } from './support/admin';

/**
 * The chat launcher, its tooltip and the call and WhatsApp buttons never cover
 * content. Every page is checked at its top, at two points on the way down and at its bottom, at
 * 375 px and 1280 px: no floating control's box may overlap a visible button, link or amount.
 * Content behind the opaque bottom bar (phones and narrow screens) is out of view, as under the
 * browser's own toolbar; at the page's bottom nothing may be behind it at all (decision 0034).
 */

const CONTROLS = '.chat-launcher, .chat-tooltip, .floating-contact__btn';

type Hit = { position: string; control: string; target: string };

/** Overlaps between floating controls and visible buttons, links and amounts at the current scroll. */
function findOverlaps(page: Page, position: string, strictAtBottom: boolean): Promise<Hit[]> {
  return page.evaluate(
    ({ selector, position, strictAtBottom }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const isShown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });

      // The opaque bottom bar, when shown, is where the view ends (it is drawn by body::after).
      const band = getComputedStyle(document.body, '::after');
      const bandHeight = band.display !== 'none' && band.content !== 'none' && band.position === 'fixed' ? parseFloat(band.height) || 0 : 0;
      const viewBottom = strictAtBottom ? window.innerHeight : window.innerHeight - bandHeight;

      const controls = [...document.querySelectorAll(selector)].filter(isShown);
      const inFloating = (el: Element) => el.closest('.support-chat, .floating-contact') !== null;

      const targets: { el: Element; box: Box }[] = [];
      for (const el of document.querySelectorAll('a[href], button, [role="button"], input[type="submit"], summary')) {
        if (inFloating(el) || !isShown(el)) continue;
        for (const r of el.getClientRects()) targets.push({ el, box: r });
      }
      // Amounts: every piece of text with a rupee amount (bills, prices, estimates) or a "not offered" dash.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || inFloating(parent) || !isShown(parent)) continue;
        if (!/₹\s?\d/.test(node.textContent ?? '')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) targets.push({ el: parent, box: r });
      }

      const hits: { position: string; control: string; target: string }[] = [];
      for (const control of controls) {
        const c = control.getBoundingClientRect();
        for (const { el, box } of targets) {
          // Only the part of the target that is on screen counts.
          const top = Math.max(box.top, 0);
          const bottom = Math.min(box.bottom, viewBottom);
          const left = Math.max(box.left, 0);
          const right = Math.min(box.right, window.innerWidth);
          if (bottom - top < 1 || right - left < 1) continue;
          const overlapW = Math.min(c.right, right) - Math.max(c.left, left);
          const overlapH = Math.min(c.bottom, bottom) - Math.max(c.top, top);
          if (overlapW > 0.5 && overlapH > 0.5) hits.push({ position, control: describe(control), target: describe(el) });
        }
      }
      return hits;
    },
    { selector: CONTROLS, position, strictAtBottom },
  );
}

/** The page at its top, a third and two thirds of the way down, and at its bottom. */
async function coveredOn(page: Page, name: string): Promise<Hit[]> {
  await expect(page.locator('.chat-launcher')).toBeVisible();
  const hits: Hit[] = [];
  for (const [label, share] of [
    ['top', 0],
    ['a third down', 1 / 3],
    ['two thirds down', 2 / 3],
    ['bottom', 1],
  ] as const) {
    await page.evaluate(async (s) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: Math.round(max * s), behavior: 'instant' });
      // Two frames: the scroll has been laid out and painted before the boxes are measured.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, share);
    hits.push(...(await findOverlaps(page, `${name} (${label})`, share === 1)));
  }
  return hits;
}

for (const width of [375, 1280]) {
  test.describe(`floating controls at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    test('never cover a button, link or amount on the public pages', async ({ page }) => {
      const hits: Hit[] = [];
      for (const path of ['/', '/about', '/contact', '/prices', '/login', '/signup', '/forgot-password', '/terms', '/privacy', '/help']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/prices') await expect(page.getByText(/₹\d/).first()).toBeVisible();
        hits.push(...(await coveredOn(page, path)));
      }
      expect(hits).toEqual([]);
    });

    test('never cover the booking form, its review, a bill on My Orders, or the profile', async ({ page, request }) => {
      const customer = await customerSession(request, 'Floating Check');
      const admin = await adminSession(request);
      const order = await bookOrder(request, customer);
      const priced = await request.patch(`${API_URL}/admin/orders/${order._id}/pricing`, {
        headers: authHeaders(admin.token),
        data: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 4, rate: 29 }], discount: 10, tax: 5 },
      });
      expect(priced.status(), await priced.text()).toBe(200);
      await bookOrder(request, customer);
      await useSessionInBrowser(page, customer);
      const hits: Hit[] = [];

      await page.goto('/orders');
      await expect(page.getByRole('heading', { name: 'Book a pickup' })).toBeVisible();
      hits.push(...(await coveredOn(page, '/orders form')));

      await page.getByRole('radio', { name: /^Wash and Iron/ }).check();
      await page.getByRole('main').getByLabel('Pickup date').fill(tomorrowIst());
      await page.getByRole('main').getByLabel('Pickup time').selectOption({ index: 1 });
      await page.getByRole('main').getByLabel('Pickup address').fill('Flat 302, Sai Residency, Main Road, Kakinada');
      await page.getByRole('button', { name: 'Review booking' }).click();
      await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
      hits.push(...(await coveredOn(page, '/orders review')));

      await page.goto('/my-orders');
      await expect(page.getByTestId('bill-total').first()).toBeVisible();
      hits.push(...(await coveredOn(page, '/my-orders')));

      await page.goto('/prices');
      await expect(page.getByText(/₹\d/).first()).toBeVisible();
      hits.push(...(await coveredOn(page, '/prices signed in')));

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      hits.push(...(await coveredOn(page, '/profile')));
      expect(hits).toEqual([]);
    });
  });
}
