import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publicUserSchema, type PublicUser } from '@laundry/shared/contracts/auth';
import authEn from '../apps/web/src/features/auth/locales/en.json' with { type: 'json' };
import authHi from '../apps/web/src/features/auth/locales/hi.json' with { type: 'json' };
import authTe from '../apps/web/src/features/auth/locales/te.json' with { type: 'json' };
import appEn from '../apps/web/src/i18n/locales/en.json' with { type: 'json' };
import appHi from '../apps/web/src/i18n/locales/hi.json' with { type: 'json' };
import appTe from '../apps/web/src/i18n/locales/te.json' with { type: 'json' };
import errorsTe from '../apps/web/src/i18n/errors/locales/te.json' with { type: 'json' };
import { API_URL, authHeaders, DEMO_CUSTOMER, freshPhone, readJson } from './support/api';

/**
 * The language choice survives a reload and a new sign-in on another device, is saved on
 * the account when chosen while signed in, and `?lang=hi` opens a page in Hindi. Expected words come
 * from the catalogues themselves, so a better translation does not break the test.
 */
const AUTH = { en: authEn, te: authTe, hi: authHi };
const APP = { en: appEn, te: appTe, hi: appHi };
type Lang = keyof typeof AUTH;

/** The navigation's language select, found by its label in the language shown now. */
function navbarLanguage(page: Page, shown: Lang) {
  return page.getByRole('banner').getByLabel(APP[shown]['switcher.label'], { exact: true });
}

async function expectLanguage(page: Page, language: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Waits until React owns the pre-rendered form: its part of the page no longer says
 * `data-hydrating`. Text typed before that is taken in by the form itself
 * (lib/adopt-early-input.ts, e2e/prerendered-pages.spec.ts tests it): not this test's subject.
 */
async function formHydrated(page: Page) {
  await page.waitForFunction(() => {
    const fields = [...document.querySelectorAll('main input, main button')];
    return fields.length > 0 && fields.every((field) => field.closest('[data-hydrating]') === null);
  });
}

async function accountLanguage(request: APIRequestContext, token: string): Promise<PublicUser['language']> {
  const res = await request.get(`${API_URL}/profile`, { headers: authHeaders(token) });
  expect(res.status()).toBe(200);
  return (await readJson(res, publicUserSchema)).language;
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

async function logIn(page: Page, shown: Lang, phone: string, password: string) {
  const t = AUTH[shown];
  await page.getByLabel(t['field.phone'], { exact: true }).fill(phone);
  await page.getByLabel(t['field.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: t['login.submit'], exact: true }).click();
}

test.describe('the language choice', () => {
  test('chosen in the navigation, it survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expectLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authEn['login.title']);

    await navbarLanguage(page, 'en').selectOption('te');
    await expectLanguage(page, 'te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authTe['login.title']);
    await expect(page).toHaveTitle(authTe['login.meta.title']);

    await page.reload();
    await expectLanguage(page, 'te');
    await expect(navbarLanguage(page, 'te')).toHaveValue('te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authTe['login.title']);
    await expect(page.getByRole('button', { name: authTe['login.submit'], exact: true })).toBeVisible();
  });

  test('a customer who signs up in Telugu gets Telugu at the next sign-in on another device; Hindi chosen there is saved on the account', async ({
    page,
    browser,
    request,
  }) => {
    const phone = freshPhone();
    const password = 'Telugu#2024';

    // Signing up in Telugu: the account keeps the language.
    await page.goto('/signup?lang=te');
    await expectLanguage(page, 'te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authTe['signup.title']);
    await expect(page).toHaveTitle(authTe['signup.meta.title']);
    await formHydrated(page);
    await page.getByLabel(authTe['field.fullName'], { exact: true }).fill('Lakshmi Devi');
    await page.getByLabel(authTe['field.phone'], { exact: true }).fill(phone);
    await page.getByLabel(authTe['field.password'], { exact: true }).fill(password);
    const signedUp = page.waitForResponse((res) => res.url() === `${API_URL}/signup`);
    await page.getByRole('button', { name: authTe['account.create'], exact: true }).click();
    expect(JSON.parse((await signedUp).request().postData() ?? '{}')).toMatchObject({ language: 'te' });
    await expect(page.getByText(authTe['signup.done'])).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    expect(await accountLanguage(request, await storedToken(page))).toBe('te');

    // Another device: English until the customer signs in, then the account's Telugu.
    const other = await browser.newContext({ locale: 'en-US' });
    try {
      const phoneTwo = await other.newPage();
      await phoneTwo.goto('/login');
      await expectLanguage(phoneTwo, 'en');
      await expect(phoneTwo.getByRole('heading', { level: 1 })).toHaveText(authEn['login.title']);
      await logIn(phoneTwo, 'en', phone, password);
      await expect(phoneTwo).toHaveURL(/\/orders$/);
      await expectLanguage(phoneTwo, 'te');
      await expect(navbarLanguage(phoneTwo, 'te')).toHaveValue('te');

      // Hindi chosen while signed in is saved on the account.
      await navbarLanguage(phoneTwo, 'te').selectOption('hi');
      await expectLanguage(phoneTwo, 'hi');
      const token = await storedToken(phoneTwo);
      await expect.poll(() => accountLanguage(request, token)).toBe('hi');

      // The profile page shows the account's language and changes it too.
      await phoneTwo.goto('/profile');
      await expect(phoneTwo.getByRole('heading', { level: 1 })).toHaveText(authHi['profile.title']);
      await expect(phoneTwo).toHaveTitle(authHi['profile.meta.title']);
      const profileLanguage = phoneTwo.getByRole('main').getByLabel(authHi['profile.language'], { exact: true });
      await expect(profileLanguage).toHaveValue('hi');
      await profileLanguage.selectOption('te');
      await expectLanguage(phoneTwo, 'te');
      await expect(phoneTwo.getByText(authTe['profile.language.saved'])).toBeVisible();
      await expect(phoneTwo.getByRole('heading', { level: 1 })).toHaveText(authTe['profile.title']);
      expect(await accountLanguage(request, token)).toBe('te');
    } finally {
      await other.close();
    }
  });

  test('?lang=hi opens the sign-in page in Hindi', async ({ page }) => {
    await page.goto('/login?lang=hi');
    await expectLanguage(page, 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authHi['login.title']);
    await expect(page).toHaveTitle(authHi['login.meta.title']);
    await expect(page.getByRole('tab', { name: authHi['login.tabs.phone'], exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: authHi['login.forgot'], exact: true })).toHaveAttribute('href', '/forgot-password');
  });

  test("the sign-in form's errors show in Telugu, the server's wrong-password answer too", async ({ page }) => {
    await page.goto('/login?lang=te');
    await expectLanguage(page, 'te');
    const alert = page.getByRole('alert');

    await page.getByRole('button', { name: authTe['login.submit'], exact: true }).click();
    await expect(alert).toHaveText(authTe['validation.login.required']);

    await logIn(page, 'te', '98765 4321', 'whatever');
    await expect(alert).toHaveText(authTe['validation.login.phone']);

    await logIn(page, 'te', DEMO_CUSTOMER.phone, 'Wrong#Pass1');
    await expect(alert).toHaveText(errorsTe['errors.invalid_credentials']);
    await expect(page).toHaveURL(/\/login\?lang=te$/);
  });
});
