import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO_ADMIN, DEMO_CUSTOMER, useSessionInBrowser } from './support/api';

const PUBLIC_LINKS = ['Home', 'About Us', 'Contact', 'Prices'];

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('navigation bar on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor sees the brand, the public links, Book Order, Login and Signup', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: /Sri Lakshmi Laundry/ })).toContainText('Laundry · Dry Clean');
    for (const name of PUBLIC_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Book Order' })).toHaveAttribute('href', '/orders');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('the links go to their pages and mark the current one', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Prices', exact: true }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(nav.getByRole('link', { name: 'Prices', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a customer sees My Orders and Logout but not Admin; Logout clears the session and goes home', async ({ page, request }) => {
    await useSessionInBrowser(page, await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    await page.goto('/prices');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Signup' })).toHaveCount(0);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('authExpiry')])).toEqual([
      null,
      null,
      null,
    ]);
  });

  test('an admin sees the Admin link', async ({ page, request }) => {
    await useSessionInBrowser(page, await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password));
    await page.goto('/about');
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(mainNav(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
  });

  test('with a token but no stored user it loads the profile and shows the links for that user', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await page.addInitScript((token) => {
      if (sessionStorage.getItem('e2e-token-only')) return;
      sessionStorage.setItem('e2e-token-only', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('authExpiry', String(Date.now() + 7 * 24 * 60 * 60 * 1000));
    }, admin.token);
    const profile = page.waitForResponse((r) => r.url().endsWith('/profile') && r.request().method() === 'GET');
    await page.goto('/');
    expect((await profile).status()).toBe(200);
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({ role: 'admin' });
  });

  test('signing in and out in another tab updates this tab', async ({ context, page, request }) => {
    const customer = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await page.goto('/about');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/about');
    // Each write reaches this tab as its own storage event; the token goes last so no event
    // shows a token without its expiry (which the session rules treat as expired).
    await other.evaluate((s) => {
      localStorage.setItem('authExpiry', String(Date.now() + 7 * 24 * 60 * 60 * 1000));
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('token', s.token);
    }, customer);
    await expect(mainNav(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

    await other.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
      localStorage.removeItem('authExpiry');
    });
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  async function bodyOverflow(page: Page) {
    return page.evaluate(() => getComputedStyle(document.body).overflow);
  }

  test('opens as a dialog with every item, takes focus, locks scrolling and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of [...PUBLIC_LINKS, 'Book Order', 'Login', 'Signup']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await bodyOverflow(page)).toBe('hidden');

    // Tab stays inside the open menu.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('closes with its close button and with the backdrop', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await toggle.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
  });

  test('closes when a link changes the route', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Prices' }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    // Back closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });

  test('a signed-in customer gets My Orders and Logout in the menu', async ({ page, request }) => {
    await useSessionInBrowser(page, await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('footer and floating buttons', () => {
  test('the footer has the contact details, social links, a map link and the quick links', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const contact = footer.getByRole('region', { name: 'Contact Us' });
    await expect(contact.getByRole('link', { name: '+91 98480 12345' })).toHaveAttribute('href', 'tel:+919848012345');
    await expect(contact.getByRole('link', { name: 'care@srilakshmilaundry.in' })).toHaveAttribute('href', 'mailto:care@srilakshmilaundry.in');
    await expect(contact).toContainText('Kakinada, Andhra Pradesh');
    for (const network of ['Instagram', 'Facebook', 'YouTube']) {
      await expect(contact.getByRole('link', { name: new RegExp(`on ${network}`) })).toHaveAttribute('href', /^https:\/\//);
    }
    const map = footer.getByRole('link', { name: /Open in Google Maps/ });
    await expect(map).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=.*Kakinada/);
    await expect(map.getByRole('img')).toHaveAttribute('alt', /Map of Suryaraopeta/);

    const quick = footer.getByRole('region', { name: 'Quick Links' });
    await expect(quick.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(quick.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    await expect(quick.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(quick.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  test('call and WhatsApp buttons show on public pages and hide on /login, /signup and /orders', async ({ page, request }) => {
    const call = page.getByRole('link', { name: /^Call Sri Lakshmi Laundry/ });
    const whatsapp = page.getByRole('link', { name: /^Chat with Sri Lakshmi Laundry on WhatsApp/ });

    for (const path of ['/', '/about', '/contact', '/prices', '/forgot-password']) {
      await page.goto(path);
      await expect(call, path).toBeVisible();
      await expect(whatsapp, path).toBeVisible();
    }
    await expect(call).toHaveAttribute('href', 'tel:+919848012345');
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/919848012345\?text=/);

    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await expect(call, path).toHaveCount(0);
      await expect(whatsapp, path).toHaveCount(0);
    }

    await useSessionInBrowser(page, await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password));
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(call).toHaveCount(0);
    await expect(whatsapp).toHaveCount(0);
    await page.goto('/my-orders');
    await expect(call).toBeVisible();
  });
});

test.describe('routing', () => {
  test('an unknown path goes to the home page', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fresh, clean clothes');
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto('/');
    const quick = page.getByRole('contentinfo').getByRole('region', { name: 'Quick Links' });
    await quick.getByRole('link', { name: 'About Us' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await quick.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
