import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { PNG } from 'pngjs';
import { adminSession, orderCard } from './support/admin';
import { useSessionInBrowser } from './support/api';
import {
  checkRackApi,
  labelPhoto,
  LAPTOP,
  overflowing,
  PHONE,
  pricedOrder,
  seriousViolations,
  setRackApi,
  shoot,
  uniqueRack,
} from './support/shop-floor';

/**
 * Scanning (docs/decisions/0056): a photo of a label (the file input: the browser test's
 * camera) opens its order on the dashboard; another shop's QR code, a code that is no tag and a
 * tag nobody has each say so in the server's words. Rack check: a rack's pieces against what was
 * scanned on it: missing, belonging elsewhere, not ours.
 */

async function openScanPage(page: Page, path = '/admin/scan'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan' })).toBeVisible();
}

/** A picture with no QR code at all: a plain light-grey square. */
function blankPng(): Buffer {
  const png = new PNG({ width: 120, height: 120 });
  png.data.fill(230);
  return PNG.sync.write(png);
}

test.describe('scanning labels', () => {
  test('a photo of a label opens its order; a foreign QR, a code that is no tag and an unknown tag say why not', async ({ page, request }) => {
    const admin = await adminSession(request);
    const order = await pricedOrder(request, admin, 'Padma Rani');
    const tag = order.pieces[1]!.tag;
    await useSessionInBrowser(page, admin);
    await page.setViewportSize(PHONE);
    await page.goto('/admin');
    // From the dashboard's header, one tap.
    await page.getByRole('link', { name: 'Scan', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/scan$/);
    await expect(page.getByRole('button', { name: 'Find an order' })).toHaveAttribute('aria-current', 'page');
    const photoInput = page.getByLabel('Photo of a label');
    await expect(photoInput).toHaveAttribute('accept', 'image/*');
    await expect(photoInput).toHaveAttribute('capture', 'environment');
    expect(await overflowing(page.locator('.scan-page'))).toEqual([]);
    await shoot(page, null, 'scan-page');
    await page.setViewportSize(PHONE);

    // Another shop's QR code (a web address): not one of ours.
    await photoInput.setInputFiles({ name: 'other-shop.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('https://example.com/x') });
    await expect(page.getByRole('alert')).toHaveText('This label is not one of ours: it may be another shop’s tag.');
    await expect(page).toHaveURL(/\/admin\/scan$/);

    // A picture without a QR code.
    await photoInput.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blankPng() });
    await expect(page.getByText('No QR code found in that photo.', { exact: false })).toBeVisible();

    // Typed: a code that is no tag, then a tag nobody has.
    const code = page.getByLabel('Tag code');
    await code.fill('12-3');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('That is not a tag code. A tag looks like 1042-03.');
    await code.fill('9999999-99');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/^No piece has the tag 9999999-99\./);
    expect(await seriousViolations(page, '.scan-page')).toEqual([]);
    await shoot(page, null, 'scan-page-error');
    await page.setViewportSize(PHONE);

    // The label's photo: the order opens on the dashboard, searched by its number.
    await photoInput.setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await labelPhoto(page, order, tag) });
    await expect(page).toHaveURL(`/admin?q=${order.orderNumber}`);
    await expect(page.getByLabel('Search orders')).toHaveValue(order.orderNumber);
    await expect(orderCard(page, order.orderNumber)).toBeVisible();
    await expect(page.locator('article.order-card')).toHaveCount(1);

    // Typing the code printed under the QR does the same.
    await openScanPage(page);
    await page.getByLabel('Tag code').fill(` ${tag.replace('-', ' ')} `);
    await page.getByLabel('Tag code').press('Enter');
    await expect(page).toHaveURL(`/admin?q=${order.orderNumber}`);
    await expect(orderCard(page, order.orderNumber)).toBeVisible();
  });

  test('rack check: scanned tags against the rack: a missing piece, one from elsewhere, a code not ours', async ({ page, request }) => {
    const admin = await adminSession(request);
    const rack = uniqueRack();
    const onRack = await setRackApi(request, admin, (await pricedOrder(request, admin, 'Rack Customer'))._id, rack);
    const elsewhere = await pricedOrder(request, admin, 'Other Customer');
    const [first, second, third] = onRack.pieces.map((p) => p.tag);
    await useSessionInBrowser(page, admin);
    await page.setViewportSize(PHONE);
    await openScanPage(page);
    await page.getByRole('button', { name: 'Rack check' }).click();
    await expect(page).toHaveURL(/\?mode=rack$/);
    const section = page.getByRole('region', { name: 'Rack check' });

    // Checking without a rack's name is refused before anything is sent.
    await section.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(section.getByRole('alert')).toHaveText('Please name the rack: up to 10 letters, digits or dashes, such as R3-B.');
    await section.getByLabel('Rack', { exact: true }).fill(rack.toLowerCase());
    await expect(section.getByLabel('Rack', { exact: true })).toHaveValue(rack);

    // One tag by a photo of its label, one typed, one of another order (on no rack), a code not ours, and one twice.
    await section
      .getByLabel('Photo of a label')
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await labelPhoto(page, onRack, first!) });
    const code = section.getByLabel('Tag code');
    for (const typed of [second!, elsewhere.pieces[0]!.tag, 'hello', first!]) {
      await code.fill(typed);
      await code.press('Enter');
    }
    await expect(code).toHaveValue('');
    const scanned = section.locator('.rack-check__codes > li > span');
    await expect(scanned).toHaveText([first!, second!, elsewhere.pieces[0]!.tag, 'hello']);
    await expect(section.getByRole('heading', { name: '4 tags scanned' })).toBeVisible();

    await section.getByRole('button', { name: 'Check', exact: true }).click();
    const results = section.getByRole('region', { name: `Rack ${rack}: 2 of 3 found` });
    await expect(results).toBeVisible();
    const answer = await checkRackApi(request, admin, rack, [first!, second!, elsewhere.pieces[0]!.tag, 'hello']);
    expect(answer.missing.map((m) => m.tag)).toEqual([third]);
    await expect(results.locator('.rack-result').nth(0)).toContainText(`${third} order ${onRack.orderNumber}`);
    await expect(results.locator('.rack-result').nth(1)).toContainText(`${elsewhere.pieces[0]!.tag} order ${elsewhere.orderNumber} Not on a rack`);
    await expect(results.locator('.rack-result').nth(2)).toContainText('hello');
    expect(await overflowing(page.locator('.scan-page'))).toEqual([]);
    expect(await seriousViolations(page, '.scan-page')).toEqual([]);
    await shoot(page, null, 'rack-check');
    await page.setViewportSize(LAPTOP);
    expect(await overflowing(page.locator('.scan-page'))).toEqual([]);

    // A tag taken off the list makes the answer stale: it goes until the next Check.
    await section.getByRole('button', { name: `Remove ${second}` }).click();
    await expect(results).toHaveCount(0);
    await section.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(section.getByRole('region', { name: `Rack ${rack}: 1 of 3 found` })).toBeVisible();
  });
});
