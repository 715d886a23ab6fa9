import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { profileSchema } from '@laundry/shared/contracts/auth';
import { customerSession } from './support/admin';
import { API_URL, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Messages (docs/decisions/0055), the customer's side: My Profile's "Order updates" choice is
 * WhatsApp until changed, saves on the tap, and is what the account holds after a reload.
 */

const SHOTS = '/tmp/shots-messages';

test('the order updates choice saves on the tap and survives a reload; Off says reset codes still come', async ({ page, request }) => {
  const customer = await customerSession(request, 'Padma Updates');
  await page.setViewportSize({ width: 375, height: 740 });
  await useSessionInBrowser(page, customer);
  await page.goto('/profile');

  const updates = page.getByRole('group', { name: 'Order updates' });
  await expect(updates.getByRole('radio', { name: 'WhatsApp', exact: true })).toBeChecked();
  await expect(updates).toHaveAccessibleDescription(/codes to reset your password still come by SMS/);
  // Three thumb-sized choices on one row of a phone.
  const tops = new Set<number>();
  for (const name of ['WhatsApp', 'SMS', 'Off']) {
    const box = (await updates.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    tops.add(Math.round(box.y));
  }
  expect(tops.size).toBe(1);

  await updates.getByRole('radio', { name: 'SMS', exact: true }).check();
  await expect(updates.getByText('Saved. Order updates will come this way.')).toBeVisible();
  const saved = await request.get(`${API_URL}/profile`, { headers: authHeaders(customer.token) });
  expect((await readJson(saved, profileSchema)).messageChannel).toBe('sms');
  mkdirSync(SHOTS, { recursive: true });
  await page.locator('.auth-card--profile').screenshot({ path: `${SHOTS}/profile-updates-375.png` });

  await page.reload();
  await expect(updates.getByRole('radio', { name: 'SMS', exact: true })).toBeChecked();
  await expect(updates.getByRole('radio', { name: 'WhatsApp', exact: true })).not.toBeChecked();

  await updates.getByRole('radio', { name: 'Off', exact: true }).check();
  await expect(updates.getByText('Saved. Order updates will come this way.')).toBeVisible();
  await page.reload();
  await expect(updates.getByRole('radio', { name: 'Off', exact: true })).toBeChecked();
  const off = await request.get(`${API_URL}/profile`, { headers: authHeaders(customer.token) });
  expect((await readJson(off, profileSchema)).messageChannel).toBe('none');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.auth-card--profile').screenshot({ path: `${SHOTS}/profile-updates-1280.png` });
});
