import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, openDashboard } from './support/admin';
import { API_URL, apiSignup, lastSmsCode, smsCount } from './support/api';

/**
 * A customer whose password reset is locked (ten wrong codes) calls the shop; the admin finds
 * them on the Tickets tab and sends a new code by SMS; the customer resets with it
 * (docs/decisions/0028). The SMS goes through the real MSG91 client to the local stand-in.
 */
async function lockReset(request: APIRequestContext, phone: string): Promise<void> {
  for (let round = 0; round < 2; round++) {
    const asked = await request.post(`${API_URL}/auth/forgot-password/request-otp`, { data: { phone } });
    const { otp } = (await asked.json()) as { otp: string };
    const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 5; i++) {
      await request.post(`${API_URL}/auth/forgot-password/reset`, { data: { phone, otp: wrong, newPassword: 'Guess#12345' } });
    }
  }
}

for (const width of [375, 1280]) {
  test(`a locked-out customer gets back in with a code the shop sends (${width} px)`, async ({ browser, request }) => {
    const customer = await apiSignup(request, `Locked Out ${width}`);
    const phone = customer.user.phone;
    await lockReset(request, phone);

    // The customer is told what to do.
    const customerPage = await browser.newPage({ viewport: { width, height: 800 } });
    await customerPage.goto('/forgot-password');
    await customerPage.getByLabel('Phone number').fill(phone);
    await customerPage.getByRole('button', { name: 'Send code' }).click();
    await expect(customerPage.getByRole('alert')).toContainText('Call or WhatsApp the shop on +91 98480 12345 and we will send you a new code.');

    // The shop finds them and sends a code.
    const adminPage = await browser.newPage({ viewport: { width, height: 800 } });
    await openDashboard(adminPage, await adminSession(request), '/admin?tab=tickets');
    const help = adminPage.getByRole('region', { name: 'Customer locked out?' });
    await help.getByLabel('Customer phone').fill(phone);
    await help.getByRole('button', { name: 'Find customer' }).click();
    await expect(help.getByText(`Locked Out ${width}`)).toBeVisible();
    const before = await smsCount(request);
    adminPage.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Send a new password reset code by SMS to Locked Out ${width} (${phone})?`);
      void dialog.accept();
    });
    await help.getByRole('button', { name: 'Send reset code' }).click();
    await expect(help.getByRole('status')).toHaveText(`A new reset code has been sent by SMS to ******${phone.slice(-4)}. It works for 10 minutes.`);
    await adminPage.screenshot({ path: test.info().outputPath(`admin-reset-code-${width}.png`), fullPage: false });
    const code = await lastSmsCode(request, phone, before);
    // The admin never sees the code.
    await expect(adminPage.getByText(code, { exact: true })).toHaveCount(0);

    // The customer types the code from the SMS and a new password.
    for (const [i, digit] of [...code].entries()) await customerPage.getByLabel(`Digit ${i + 1} of 4`).fill(digit);
    await customerPage.getByLabel('New password').fill('Back#In12345');
    await customerPage.getByRole('button', { name: 'Reset password' }).click();
    await expect(customerPage.getByText('Password reset successful. Please log in with your new password.')).toBeVisible();
    const login = await request.post(`${API_URL}/login`, { data: { phone, password: 'Back#In12345' } });
    expect(login.status()).toBe(200);
    await Promise.all([customerPage.close(), adminPage.close()]);
  });
}

test('an unknown phone is answered plainly, and nothing is sent', async ({ page, request }) => {
  await openDashboard(page, await adminSession(request), '/admin?tab=tickets');
  const help = page.getByRole('region', { name: 'Customer locked out?' });
  await help.getByLabel('Customer phone').fill('9111122222');
  await help.getByRole('button', { name: 'Find customer' }).click();
  await expect(help.getByRole('alert')).toHaveText('No account has this phone number.');
  await expect(help.getByRole('button', { name: 'Send reset code' })).toHaveCount(0);
});
