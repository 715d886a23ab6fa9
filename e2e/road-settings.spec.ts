import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { shopPaymentSettingsSchema } from '@laundry/shared/contracts/shop';
import { closedDatesSchema, serviceAreaSchema, type ClosedDate, type ServiceAreaEntry } from '@laundry/shared/contracts/slots';
import { SHOP_PROFILE_DEFAULTS } from '@laundry/shared/rules/shop-profile';
import { adminSession } from './support/admin';
import { API_URL, authHeaders, readJson, useSessionInBrowser } from './support/api';

/**
 * Shop settings (docs/decisions/0048, 0049): the admin edits the shop's name and phone
 * in Settings and a customer's pages show them; closed dates and pincodes added there are kept.
 * On a phone (375 px) and a laptop (1280 px).
 */

const SHOTS = '/tmp/shots/road';
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

async function openSettings(page: Page, admin: AuthResponse, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await useSessionInBrowser(page, admin);
  await page.goto('/admin?tab=settings');
  await expect(region(page, 'Business profile').getByLabel('Shop name')).toBeEditable();
}

/** A visitor's own browser, no session: what a customer sees. */
async function visitorPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

let original: { dates: ClosedDate[]; pincodes: ServiceAreaEntry[] };

test.beforeAll(async ({ request }) => {
  const admin = await adminSession(request);
  const dates = await readJson(await request.get(`${API_URL}/admin/closed-dates`, { headers: authHeaders(admin.token) }), closedDatesSchema);
  const area = await readJson(await request.get(`${API_URL}/api/service-area`), serviceAreaSchema);
  original = { dates: dates.dates, pincodes: area.pincodes };
});

// The suite shares one database: the next spec finds the shop as the first start made it.
test.afterAll(async ({ request }) => {
  const admin = await adminSession(request);
  const headers = authHeaders(admin.token);
  expect((await request.patch(`${API_URL}/admin/shop`, { headers, data: SHOP_PROFILE_DEFAULTS })).status()).toBe(200);
  expect((await request.put(`${API_URL}/admin/closed-dates`, { headers, data: { dates: original.dates } })).status()).toBe(200);
  expect((await request.put(`${API_URL}/admin/service-area`, { headers, data: { pincodes: original.pincodes } })).status()).toBe(200);
});

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test('the admin renames the shop and changes its phone; the customer’s contact page and footer show them', async ({ page, browser, request }) => {
      const admin = await adminSession(request);
      const name = `Lakshmi Fresh ${viewport.width}`;
      const phone = viewport.width === 375 ? '+91 90000 11375' : '+91 90000 11280';
      await openSettings(page, admin, viewport);
      const profile = region(page, 'Business profile');

      // A mistyped phone is named before anything is sent.
      await profile.getByLabel('Phone', { exact: true }).fill('call us');
      await profile.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(profile.getByText('Please enter a phone number such as +91 98480 12345.')).toBeVisible();
      await expect(profile.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect((await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema)).phone).not.toBe('call us');

      await profile.getByLabel('Phone', { exact: true }).fill(phone);
      await profile.getByLabel('Shop name').fill(name);
      await profile.getByLabel('Address').fill('12-4 Temple Street, Jagannaickpur\nKakinada 533002');
      await profile.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(profile.getByRole('status').filter({ hasText: 'Business profile saved.' })).toBeVisible();
      expect(await readJson(await request.get(`${API_URL}/api/shop`), shopPaymentSettingsSchema)).toMatchObject({ name, phone });
      // The admin's own header follows at once.
      await expect(page.locator('.brand__name')).toHaveText(name);

      const visitor = await visitorPage(browser, viewport);
      await visitor.goto('/contact');
      // Pre-rendered with the first-start values, then the live ones (docs/decisions/0044, 0049).
      await expect(visitor.locator('.brand__name')).toHaveText(name);
      await expect(visitor.locator('.contact-card').getByRole('link', { name: phone, exact: true })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
      const footer = visitor.locator('footer.site-footer');
      await expect(footer.getByRole('link', { name: phone, exact: true })).toBeVisible();
      await expect(footer.getByText(name, { exact: true })).toBeVisible();
      await expect(visitor.getByRole('link', { name: new RegExp(`Call ${name}.*${phone.replace(/\+/g, '\\+')}`) })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
      await expect(visitor.getByText(SHOP_PROFILE_DEFAULTS.phone, { exact: true })).toHaveCount(0);
      // The address as typed, line by line, and in the invitation to visit.
      await expect(visitor.locator('.contact-card address')).toHaveText('12-4 Temple Street, JagannaickpurKakinada 533002');
      await expect(visitor.getByText('12-4 Temple Street, Jagannaickpur, Kakinada 533002', { exact: false })).toBeVisible();
      await visitor.screenshot({ path: `${SHOTS}/settings-contact-${viewport.width}.png`, fullPage: true });
      await visitor.context().close();
    });

    test('the admin adds a closed date and a pincode; both are kept after a reload', async ({ page, request }) => {
      mkdirSync(SHOTS, { recursive: true });
      const admin = await adminSession(request);
      // One date and one pincode per width: the two runs share the database.
      const date = viewport.width === 375 ? '2027-01-14' : '2027-01-15';
      const shownDate = viewport.width === 375 ? '14 Jan 2027' : '15 Jan 2027';
      const pincode = viewport.width === 375 ? '533011' : '533012';
      await openSettings(page, admin, viewport);

      const closed = region(page, 'Closed dates');
      await closed.getByLabel('Date', { exact: true }).fill(date);
      await closed.getByLabel('Name (optional)').fill('Sankranti');
      await closed.getByRole('button', { name: 'Add date' }).click();
      // A date already listed is refused before it is sent.
      await closed.getByLabel('Date', { exact: true }).fill(date);
      await closed.getByRole('button', { name: 'Add date' }).click();
      await expect(closed.getByText('That date is already in the list.')).toBeVisible();
      await expect(closed.getByText('Not saved yet: press Save to keep the changes.')).toBeVisible();
      await closed.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(closed.getByRole('status').filter({ hasText: 'Closed dates saved.' })).toBeVisible();

      const area = region(page, 'Service area');
      await area.getByLabel('Pincode', { exact: true }).fill('53301');
      await area.getByRole('button', { name: 'Add pincode' }).click();
      await expect(area.getByText('A pincode is 6 digits, such as 533001.')).toBeVisible();
      await area.getByLabel('Pincode', { exact: true }).fill(pincode);
      await area.getByLabel('Locality (optional)', { exact: true }).fill('Jagannaickpur');
      await area.getByLabel('Express', { exact: true }).check();
      await area.getByRole('button', { name: 'Add pincode' }).click();
      await area.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(area.getByRole('status').filter({ hasText: 'Service area saved.' })).toBeVisible();

      await page.reload();
      const closedRow = region(page, 'Closed dates').getByRole('listitem').filter({ hasText: shownDate });
      await expect(closedRow).toContainText('Sankranti');
      await expect(region(page, 'Service area').getByLabel(`Locality of ${pincode}`)).toHaveValue('Jagannaickpur');
      await expect(region(page, 'Service area').getByLabel(`Express in ${pincode}`)).toBeChecked();
      const saved = await readJson(await request.get(`${API_URL}/api/service-area`), serviceAreaSchema);
      expect(saved.pincodes).toContainEqual({ pincode, locality: 'Jagannaickpur', express: true });
      await page.screenshot({ path: `${SHOTS}/settings-${viewport.width}.png`, fullPage: true });
      // The four sections pass axe's serious and critical rules.
      const scan = await ['business-profile', 'pickup-rules', 'closed-dates', 'service-area']
        .reduce((axe, id) => axe.include(`section[aria-labelledby="${id}-title"]`), new AxeBuilder({ page }))
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        scan.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      // Removing is the same: gone after Save and a reload.
      await closedRow.getByRole('button', { name: `Remove ${shownDate}` }).click();
      await region(page, 'Closed dates').getByRole('button', { name: 'Save', exact: true }).click();
      await expect(region(page, 'Closed dates').getByRole('status').filter({ hasText: 'Closed dates saved.' })).toBeVisible();
      await page.reload();
      await expect(region(page, 'Service area').getByLabel(`Locality of ${pincode}`)).toBeVisible();
      await expect(region(page, 'Closed dates').getByRole('listitem').filter({ hasText: shownDate })).toHaveCount(0);
    });
  });
}
