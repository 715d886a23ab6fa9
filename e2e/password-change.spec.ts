import { expect, test } from '@playwright/test';
import { API_URL, apiLogin, apiSignup, authHeaders, useSessionInBrowser } from './support/api';

/**
 * Profile → Change password (docs/decisions/0089): a wrong current password is said and changes
 * nothing; a right one keeps this device signed in, signs other devices out, and the new one signs in.
 */
const NEW_PASSWORD = 'Fresh-pass#2026';

for (const width of [375, 1280] as const) {
  test(`a customer changes their password from the profile at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const me = await apiSignup(request, `Password Changer ${width}`);
    const otherDevice = await apiLogin(request, me.user.phone, me.password);
    await useSessionInBrowser(page, me);
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Save new password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not right. Your password has not been changed.');
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect((await request.get(`${API_URL}/profile`, { headers: authHeaders(otherDevice.token) })).status()).toBe(200);

    await form.getByLabel('Current password').fill(me.password);
    await form.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password changed. Other phones and computers signed in to this account are now signed out.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeFocused();
    const box = await page.getByRole('button', { name: 'Change password' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);

    // This device is still signed in, with the new token; the other one is not.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(me.user.phone)).toBeVisible();
    expect((await request.get(`${API_URL}/profile`, { headers: authHeaders(otherDevice.token) })).status()).toBe(401);
    await apiLogin(request, me.user.phone, NEW_PASSWORD);
  });
}
