import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO_CUSTOMER, useSessionInBrowser } from './support/api';

/**
 * The public pages (decision 0044) arrive as HTML a phone can paint before
 * any JavaScript, and React takes that HTML over without a mismatch or a second paint.
 */
const PUBLIC_PAGES = ['/', '/prices', '/about', '/contact', '/signup', '/login'];
/** Pre-rendered as their frame, before anyone's session is known (decision 0058). */
const SIGNED_IN_FRAMES = [
  { path: '/orders', heading: 'Book a pickup' },
  { path: '/my-orders', heading: 'My Orders' },
];

/** Errors the page reports, hydration mismatches included (React reports them as uncaught errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Resolves once React has taken the page's shell over: the navigation bar, hydrated with the shell,
 * drops its `data-hydrating` mark in the render after (lib/hydrating.ts, docs/decisions/0069).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const bar = document.querySelector('#root header.site-header');
    return bar !== null && !bar.hasAttribute('data-hydrating');
  });
}

/**
 * The page's first, small script has run (src/early-input.ts): from here on what is typed or tapped
 * counts, however long the app's own code takes. Before it, a tap sends nothing (see below).
 */
async function watchingEarlyInput(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-early-input', 'watching');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its content and the navigation', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prices' }).first()).toBeAttached();
    }
    await page.goto('/signup');
    await expect(page.locator('form input').first()).toBeVisible();
  });

  test('the sign-in page that says why a session ended, and the other signed-in pages, are not pre-rendered', async ({ page }) => {
    for (const path of ['/login?reason=session_expired', '/profile', '/admin']) {
      await page.goto(path);
      expect(await page.locator('#root').innerHTML(), path).toBe('');
    }
  });

  test('a form sent before any script has run goes nowhere: no reload, nothing typed in the address', async ({ page }) => {
    for (const { path, fill, send } of [
      { path: '/login', fill: { 'Phone number': '9876543210', Password: 'Secret#Pass1' }, send: 'Sign In' },
      { path: '/signup', fill: { 'Phone number': '9876543210', Password: 'Secret#Pass1' }, send: 'Create Account' },
      { path: '/contact', fill: { Message: 'Please call me about a carpet.' }, send: 'Send Message' },
    ]) {
      await page.goto(path);
      for (const [label, value] of Object.entries(fill)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.locator('form').getByRole('button', { name: send }).click();
      // A plain HTML form would reload the page with every field in the URL (the password too).
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      for (const [label, value] of Object.entries(fill)) await expect(page.getByLabel(label, { exact: true }), path).toHaveValue(value);
    }
  });

  test('booking and My Orders arrive as their frame: heading, words and a loading line, no visitor links', async ({ page }) => {
    for (const { path, heading } of SIGNED_IN_FRAMES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.locator('.page-loading'), path).toBeVisible();
      // Nobody's session is known yet: "Login" would be wrong for a signed-in customer.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }), path).toBeHidden();
    }
  });
});

test.describe('with JavaScript', () => {
  test('React takes over each pre-rendered page without a mismatch, and the page works', async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    // It responds: the sign-up form validates as the user types and submits.
    await page.goto('/signup');
    await hydrated(page);
    await page
      .locator('form')
      .getByRole('button', { name: /create account/i })
      .click();
    await expect(page.locator('form [role="alert"], form .field-error').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the page's stylesheets, written into its HTML, are not fetched again when its code arrives", async ({ page }) => {
    // Vite's loader adds a stylesheet link for each chunk's CSS and waits for it before the page's
    // code runs, unless the page already names it: a second download, and a later take-over.
    // The new-version bar's chunk (decision 0080) is fetched with its CSS once the page is idle, by
    // design: it was never part of the page, so it is no second download of it.
    const IDLE_CHUNKS = /\/assets\/app-install-[\w-]+\.css$/;
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if ((request.resourceType() === 'stylesheet' || url.endsWith('.css')) && !IDLE_CHUNKS.test(url)) stylesheets.push(url);
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(stylesheets, path).toEqual([]);
      // The styles apply: the footer is laid out as a footer, not as bare text.
      expect(await page.locator('footer').evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
    }
  });

  test('nothing pre-rendered disappears while React takes the page over (the footer stays put)', async ({ page }) => {
    // Any removal of the footer or the main part during take-over is a flash and a layout shift.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedDuringTakeover: string[] }).removedDuringTakeover = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('footer, main') || node.querySelector('footer'))) removed.push(node.tagName);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('footer')).toBeVisible();
      // The footer's own chunk and the shop's live details have arrived by now.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { removedDuringTakeover: string[] }).removedDuringTakeover), path).toEqual([]);
    }
  });

  test('a signed-in customer sees their own navigation once the page is taken over', async ({ page, request }) => {
    const errors = collectErrors(page);
    await useSessionInBrowser(page, await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    for (const path of PUBLIC_PAGES.filter((p) => p !== '/login')) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).first(), path).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('a signed-in customer: the frame of booking and My Orders becomes the page, with their navigation, without a mismatch', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await useSessionInBrowser(page, await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    await page.goto('/orders');
    await hydrated(page);
    await expect(page.getByLabel(/phone/i).first()).toBeVisible();
    await expect(page.locator('.page-loading')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.goto('/my-orders');
    await hydrated(page);
    await expect(page.getByRole('list', { name: /orders/i })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
    expect(errors).toEqual([]);
  });

  test('a visitor who opens a signed-in frame is sent to sign in, as before', async ({ page }) => {
    for (const { path } of SIGNED_IN_FRAMES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login\?reason=session_expired$/);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    }
  });

  test('what a visitor types before the app has loaded is kept, on screen and in the form', async ({ page }) => {
    const errors = collectErrors(page);
    // A slow phone: the app's code arrives only once everything below has been typed (held, not timed:
    // a loaded machine types slower than any fixed delay).
    let appArrives = () => {};
    const typed = new Promise<void>((resolve) => (appArrives = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/signup', { waitUntil: 'commit' });
    await watchingEarlyInput(page);
    // Every field typed before React owns the form: replaying one must not wipe the others.
    await page.getByLabel('Full name').fill('Early Typist');
    await page.getByLabel('Phone number').fill(`9${String(Date.now()).slice(-9)}`);
    await page.getByLabel('Password', { exact: true }).fill('Strong#Pass123');
    await page.getByRole('checkbox').check();
    // React has not started: the navigation bar still says it is waiting.
    await expect(page.locator('#root header.site-header')).toHaveAttribute('data-hydrating', '');
    appArrives();
    await hydrated(page);
    // The form itself is taken over a moment later, with its page's code (it says so: no `data-hydrating`).
    await expect(page.locator('form input[name="phone"]')).toBeVisible();
    await page.waitForFunction(() => document.querySelector('form input[name="phone"]')?.closest('[data-hydrating]') === null);
    await page
      .locator('form')
      .getByRole('button', { name: /create account/i })
      .click();
    await expect(page.getByText('Please fill all required fields.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 });
    await page.goto('/profile');
    await expect(page.getByText('Early Typist').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('signing in on /login before its code has arrived: the typed phone and password and the tap all count', async ({ page }) => {
    const errors = collectErrors(page);
    await page.route(/\/assets\/login-page-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await watchingEarlyInput(page);
    await page.getByLabel('Phone number').fill(DEMO_CUSTOMER.phone);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Held until React owns the form, then sent with what was typed (not "Please fill…").
    await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('a button tapped while its page is still loading works once the page is taken over', async ({ page }) => {
    const errors = collectErrors(page);
    // The page's own code arrives late (once the button has been tapped): the app has started, the
    // form is not React's yet. Held, not timed: a loaded machine is slower than any fixed delay.
    let pageArrives = () => {};
    const tapped = new Promise<void>((resolve) => (pageArrives = resolve));
    await page.route(/\/assets\/forgot-password-page-[^/]*\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/forgot-password');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'I already have a code' });
    // Not React's yet: its part of the page still says it is waiting (`data-hydrating`).
    expect(await button.evaluate((el) => el.closest('[data-hydrating]') !== null)).toBe(true);
    await button.click();
    pageArrives();
    await expect(page.getByLabel('Digit 1 of 4')).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // Each page's first tap, for a visitor and for a signed-in customer (whose bar has more in it).
  for (const { path, signedIn } of [
    { path: '/', signedIn: false },
    { path: '/prices', signedIn: false },
    { path: '/my-orders', signedIn: true },
  ]) {
    test(`the menu opens on the first tap while the message formatter is still on its way (${path}${signedIn ? ', signed in' : ''})`, async ({
      page,
      request,
    }) => {
      const errors = collectErrors(page);
      if (signedIn) await useSessionInBrowser(page, await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
      // A slow phone: the ICU formatter (loaded after the first screen's code) arrives late.
      await page.route(/\/assets\/intl-messageformat-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue();
      });
      await page.goto(path);
      // React has taken the bar over (it no longer says `data-hydrating`) while the formatter is still away.
      await page.waitForFunction(() => {
        const button = document.querySelector('button[aria-controls="mobile-menu"]');
        return Boolean(button && document.getElementById('root')?.firstElementChild && !button.closest('[data-hydrating]'));
      });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
