import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSession } from './support/admin';
import { freshPhone, useSessionInBrowser } from './support/api';

/**
 * Staff (docs/decisions/0048, 0050): the admin adds a rider in Settings → Staff; the
 * rider signs in on a phone and lands on /rider (never the admin's screens, never the
 * customer's chat and call buttons); the admin switches the rider off, and the rider's next
 * load of the page ends at sign-in, told why.
 */

const SHOTS = '/tmp/shots/road';
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
const INACTIVE = 'This account has been switched off. Please ask the shop.';

/** The Staff section alone, at both widths. */
async function shootStaff(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    const section = staffSection(page);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/staff-${name}-${viewport.width}.png` });
  }
}

function staffSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Staff', exact: true });
}

function staffRow(page: Page, name: string): Locator {
  return staffSection(page)
    .getByTestId('staff-row')
    .filter({ has: page.getByText(name, { exact: true }) });
}

test('the admin adds a rider who lands on /rider, then switches them off and their next page load ends at sign-in, told why', async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const riderName = `Ravi Rider ${Date.now().toString(36)}`;
  const phone = freshPhone();
  const password = 'Rider#12345';

  // The shop owner, on a laptop: Settings → Staff.
  const adminPage = await browser.newPage({ viewport: LAPTOP });
  await useSessionInBrowser(adminPage, admin);
  await adminPage.goto('/admin?tab=settings');
  const section = staffSection(adminPage);
  await expect(section.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  // The admin's own row says so, and offers no switch-off.
  const own = section.getByTestId('staff-row').filter({ has: adminPage.getByText('You', { exact: true }) });
  await expect(own).toHaveCount(1);
  await expect(own.getByRole('button', { name: 'Switch off' })).toHaveCount(0);

  // A wrong phone is named before anything is sent.
  const form = section.getByRole('form', { name: 'Add staff' });
  await form.getByLabel('Role').selectOption('rider');
  await form.getByLabel('Name').fill(riderName);
  await form.getByLabel('Phone number').fill('12345');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
  await form.getByLabel('Phone number').fill(`+91 ${phone}`);
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form.getByRole('status')).toHaveText(`${riderName} is added as a rider and can log in now.`);
  const row = staffRow(adminPage, riderName);
  await expect(row).toContainText('Rider');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(phone);
  // The same phone again is refused by the server, in its words.
  await form.getByLabel('Name').fill('Copy Rider');
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form.getByRole('alert')).toContainText('An account with this phone number already exists.');
  await shootStaff(adminPage, 'added');
  await adminPage.setViewportSize(LAPTOP);

  // The rider, on a phone: signs in and lands on their stops, without the customer's widgets.
  const riderContext = await browser.newContext({ viewport: PHONE });
  const riderPage = await riderContext.newPage();
  await riderPage.goto('/login');
  await riderPage.getByLabel('Phone number').fill(phone);
  await riderPage.getByLabel('Password', { exact: true }).fill(password);
  await riderPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(riderPage).toHaveURL(/\/rider$/);
  await expect(riderPage.locator('.floating-contact')).toHaveCount(0);
  await expect(riderPage.locator('.support-chat')).toHaveCount(0);
  // The admin's screens are not the rider's: /admin sends them back to /rider.
  await riderPage.goto('/admin');
  await expect(riderPage).toHaveURL(/\/rider$/);
  // The stops page itself is decision 0053's: here only that it is the one shown.
  await expect(riderPage.locator('section.rider-page h1')).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await riderPage.screenshot({ path: `${SHOTS}/staff-rider-landed-375.png`, fullPage: true });

  // Rename, then switch off after the confirm.
  await row.getByRole('button', { name: 'Rename' }).click();
  const renamed = `${riderName} K`;
  await row.getByLabel('Name').fill(renamed);
  await row.getByRole('button', { name: 'Save' }).click();
  const renamedRow = staffRow(adminPage, renamed);
  await expect(renamedRow).toBeVisible();
  let question = '';
  adminPage.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await renamedRow.getByRole('button', { name: 'Switch off' }).click();
  await expect(renamedRow).toContainText('Switched off');
  expect(question).toContain(`Switch off ${renamed}?`);
  await expect(renamedRow.getByRole('button', { name: 'Switch on' })).toBeVisible();
  await shootStaff(adminPage, 'switched-off');

  // The rider's next load of the page ends at sign-in, saying why.
  await riderPage.reload();
  await expect(riderPage).toHaveURL(/\/login\?reason=account_inactive$/);
  await expect(riderPage.getByRole('status').filter({ hasText: INACTIVE })).toBeVisible();
  expect(await riderPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await riderPage.screenshot({ path: `${SHOTS}/staff-rider-switched-off-375.png`, fullPage: true });
  // Signing in again is refused with the same words.
  await riderPage.getByLabel('Phone number').fill(phone);
  await riderPage.getByLabel('Password', { exact: true }).fill(password);
  await riderPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(riderPage.getByRole('alert')).toHaveText(INACTIVE);
  await expect(riderPage).toHaveURL(/\/login/);

  // Switched back on, the rider signs in again.
  adminPage.once('dialog', (dialog) => void dialog.accept());
  await renamedRow.getByRole('button', { name: 'Switch on' }).click();
  await expect(renamedRow).toContainText('Active');
  await riderPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(riderPage).toHaveURL(/\/rider$/);

  await riderContext.close();
  await adminPage.close();
});
