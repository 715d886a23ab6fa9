import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { otpResponseSchema, type PublicUser } from '@laundry/shared/contracts/auth';
import { API_URL, apiSignup, DEMO_CUSTOMER, freshPhone, readJson, useSessionInBrowser } from './support/api';

/** Sign-in, sign-up, reset and profile screens (spec sections 2, 5 and 8) on the real API. */

/** The e2e server echoes reset codes (OTP_ECHO), so its answer must carry one. */
const echoedOtpSchema = otpResponseSchema.required({ otp: true });

async function openLogin(page: Page, tab: 'Phone' | 'Email' = 'Phone') {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  // A tap before React owns the tabs is held and replayed (decisions 0063, 0069): wait until it has counted.
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function submitLogin(page: Page, identifier: string, password: string) {
  const tab = await page.getByRole('tab', { selected: true }).textContent();
  await page.getByLabel(tab === 'Email' ? 'Email address' : 'Phone number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('login', () => {
  test('shows the phone and email tabs, the links and the validation messages', async ({ page }) => {
    await openLogin(page);
    await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all fields');

    await submitLogin(page, '98765 4321', 'whatever');
    await expect(page.getByRole('alert')).toHaveText('Enter valid phone number');

    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await submitLogin(page, 'ravi@example', 'whatever');
    await expect(page.getByRole('alert')).toHaveText('Enter valid email');

    await page.getByLabel('Email address').fill('');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all fields');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the tabs switch with the arrow keys', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('tab', { name: 'Phone' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Email' })).toBeFocused();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByLabel('Phone number')).toBeVisible();
  });

  test("shows the server's error for a wrong password", async ({ page }) => {
    await openLogin(page);
    await submitLogin(page, DEMO_CUSTOMER.phone, 'Wrong#Pass1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect phone/e-mail or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signs in by phone, stores the 7-day session and goes to /orders replacing history', async ({ page }) => {
    await page.goto('/');
    await page.goto('/login');
    await submitLogin(page, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/orders$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as PublicUser | null,
      expiry: Number(localStorage.getItem('authExpiry')),
      now: Date.now(),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user).toMatchObject({ name: DEMO_CUSTOMER.name, phone: DEMO_CUSTOMER.phone });
    expect(Math.abs(stored.expiry - stored.now - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    // The login page was replaced, so Back returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signs in by e-mail', async ({ page }) => {
    await openLogin(page, 'Email');
    await submitLogin(page, 'ravi@example.com', DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('shows and hides the password', async ({ page }) => {
    await openLogin(page);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret#123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret#123');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('signup', () => {
  async function fill(page: Page, f: { name?: string; email?: string; phone?: string; password?: string }) {
    await page.getByLabel('Full name').fill(f.name ?? '');
    await page.getByLabel('Email (optional)').fill(f.email ?? '');
    await page.getByLabel('Phone number').fill(f.phone ?? '');
    await page.getByLabel('Password', { exact: true }).fill(f.password ?? '');
    await page.getByRole('button', { name: 'Create account' }).click();
  }

  test('shows every validation message', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const terms = page.getByRole('checkbox', { name: /I agree to the Terms/ });
    await expect(terms).toBeChecked();

    const alert = page.getByRole('alert');
    await fill(page, {});
    await expect(alert).toHaveText('Please fill all required fields.');
    await fill(page, { name: 'Asha', phone: '98765', password: 'Secret#123' });
    await expect(alert).toHaveText('Please enter a valid phone number (at least 10 digits).');
    await fill(page, { name: 'Asha', email: 'asha@', phone: '9876543210', password: 'Secret#123' });
    await expect(alert).toHaveText('Please enter a valid email or leave it blank.');
    await fill(page, { name: 'Asha', phone: '9876543210', password: 'Short#1' });
    await expect(alert).toHaveText('Password must be at least 8 characters.');
    await terms.uncheck();
    await fill(page, { name: 'Asha', phone: '9876543210', password: 'Secret#123' });
    await expect(alert).toHaveText('Please accept the Terms to continue.');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('rates the password Weak, Okay or Strong', async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Password', { exact: true });
    const meter = page.getByText(/^Password strength:/);
    await password.fill('abc');
    await expect(meter).toHaveText('Password strength: Weak');
    await password.fill('abcdefg1');
    await expect(meter).toHaveText('Password strength: Okay');
    await password.fill('Abcdefg1');
    await expect(meter).toHaveText('Password strength: Strong');
    await password.fill('Abcdefg1!');
    await expect(meter).toHaveText('Password strength: Strong');
  });

  test("shows the server's error for a phone that already has an account", async ({ page }) => {
    await page.goto('/signup');
    await fill(page, { name: 'Someone', phone: DEMO_CUSTOMER.phone, password: 'Secret#123' });
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this phone number already exists. Please log in, or use "Forgot password?" to set a new password.',
    );
  });

  test('creates the account, says so and goes to /orders', async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto('/signup');
    await fill(page, { name: 'Asha Signup', email: `asha.${phone}@example.com`, phone, password: 'Secret#123' });
    await expect(page.getByText('Account created! Redirecting…')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token') && localStorage.getItem('authExpiry')))).toBe(true);
    const login = await request.post(`${API_URL}/login`, { data: { email: `asha.${phone}@example.com`, password: 'Secret#123' } });
    expect(login.status()).toBe(200);
  });
});

test.describe('forgot password', () => {
  test('validates the phone and the reset fields, and links to login, help and terms', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', '/help');
    await expect(page.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');

    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid phone number (min 6 digits).');

    // The second step shows once a code is on its way; a customer who has one opens it.
    await page.getByRole('button', { name: 'I already have a code' }).click();
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert').last()).toHaveText('Phone, 4-digit code and new password are required.');
  });

  test("shows the server's message when the code cannot be sent", async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Phone number').fill('123456');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText('phone must be a valid 10-digit mobile number');
  });

  test('code boxes take one digit each, fill from a paste and move with arrows and Backspace', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'I already have a code' }).click();
    const box = (n: number) => page.getByLabel(`Digit ${n} of 4`);
    await box(1).click();
    await page.keyboard.type('7a');
    await expect(box(1)).toHaveValue('7');
    await expect(box(2)).toBeFocused();
    await expect(box(2)).toHaveValue('');
    await page.keyboard.type('3');
    await expect(box(3)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(box(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(box(3)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(box(2)).toBeFocused();
    await expect(box(2)).toHaveValue('');
    await expect(box(1)).toHaveValue('7');

    // A whole code pasted into any box fills all four.
    await box(3).focus();
    await box(3).evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', ' 48-21 ');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    for (const [i, d] of ['4', '8', '2', '1'].entries()) await expect(box(i + 1)).toHaveValue(d);
    await expect(box(4)).toBeFocused();
    // Typing over a box keeps just the new digit.
    await box(2).focus();
    await page.keyboard.type('5');
    await expect(box(2)).toHaveValue('5');
  });

  test('resets with the echoed code, hints the new password, goes to login and the new password works', async ({ page, request }) => {
    const account = await apiSignup(request, 'Reset Tester');
    await page.goto('/forgot-password');
    await page.getByLabel('Phone number').fill(account.user.phone);
    const answer = page.waitForResponse((r) => r.url().includes('/auth/forgot-password/request-otp'));
    await page.getByRole('button', { name: 'Send code' }).click();
    const { otp } = await readJson(await answer, echoedOtpSchema);
    expect(otp).toMatch(/^\d{4}$/);
    await expect(page.getByText('Verification code sent to your phone.')).toBeVisible();
    for (let i = 0; i < 4; i++) await expect(page.getByLabel(`Digit ${i + 1} of 4`)).toHaveValue(otp[i]!);

    const newPassword = page.getByLabel('New password');
    const hint = page.getByText(/^Strength:/);
    await newPassword.fill('abc');
    await expect(hint).toHaveText('Strength: Weak');
    await newPassword.fill('abcdef');
    await expect(hint).toHaveText('Strength: Medium');
    await newPassword.fill('Fresh#Pass9');
    await expect(hint).toHaveText('Strength: Strong');

    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset successful. Please log in with your new password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, account.user.phone, account.password);
    await expect(page.getByRole('alert')).toHaveText('Incorrect phone/e-mail or password.');
    await submitLogin(page, account.user.phone, 'Fresh#Pass9');
    await expect(page).toHaveURL(/\/orders$/);
  });

  test("shows the server's message for a wrong code", async ({ page, request }) => {
    const account = await apiSignup(request, 'Wrong Code');
    await page.goto('/forgot-password');
    await page.getByLabel('Phone number').fill(account.user.phone);
    const answer = page.waitForResponse((r) => r.url().includes('/auth/forgot-password/request-otp'));
    await page.getByRole('button', { name: 'Send code' }).click();
    const { otp } = await readJson(await answer, echoedOtpSchema);
    const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 4; i++) await page.getByLabel(`Digit ${i + 1} of 4`).fill(wrong[i]!);
    await page.getByLabel('New password').fill('Fresh#Pass9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired code. Request a new code and try again.');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test.describe('profile', () => {
  test("shows 'Loading profile…', then name, e-mail, role and user ID", async ({ page, request }) => {
    const account = await apiSignup(request, 'Profile Person');
    await useSessionInBrowser(page, account);
    // Holds the real answer back a moment so the loading state can be seen.
    await page.route(
      (url) => url.href === `${API_URL}/profile`,
      async (route) => {
        await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      },
    );
    await page.goto('/profile');
    await expect(page.getByText('Loading profile…')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const list = page.locator('dl');
    await expect(list).toContainText('Profile Person');
    await expect(list).toContainText('Customer');
    await expect(list).toContainText(account.user._id);
    await expect(list).toContainText(account.user.phone);
  });
});

test.describe('terms, privacy and help', () => {
  for (const [path, heading] of [
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/help', 'Help'],
  ] as const) {
    test(`${path} has its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

/** Axe's serious and critical findings on each page, read as a signed-in customer. */
for (const [name, paths] of [
  ['the sign-in, reset and profile pages', ['/profile', '/login?reason=session_expired', '/signup', '/forgot-password']],
  ['the policy and help pages', ['/terms', '/privacy', '/help']],
] as const) {
  test(`${name} have no serious accessibility problem`, async ({ page, request }) => {
    // Reduced motion shows the final state at once: no half-faded tooltip measured mid-animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const account = await apiSignup(request, 'Axe Person');
    await useSessionInBrowser(page, account);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/profile') await expect(page.locator('dl')).toBeVisible();
      if (path === '/signup') await page.getByLabel('Password', { exact: true }).fill('abc');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
