import { expect, test } from '@playwright/test';
import { adminSession, openDashboard, orderCard } from './support/admin';
import { API_URL, authHeaders, useSessionInBrowser } from './support/api';
import {
  cameraPhoto,
  customerWithPricedOrder,
  expectLoadedImage,
  flagStainApi,
  myOrderCard,
  orderNow,
  shootCare,
  smallTargets,
} from './support/care';
import { LAPTOP, overflowing, PHONE, seriousViolations } from './support/shop-floor';

/**
 * Stains (docs/decisions/0057): the shop flags a stain on a tagged piece
 * with a photo (resized in the browser) and an extra charge; the customer, on a phone, sees the
 * photo, the note and the charge and approves or declines; an approval adds the charge to the
 * bill, and both the customer's card and the shop's card move without a reload.
 */

test.describe('stains: flagged by the shop, decided by the customer', () => {
  test('a ₹50 stain with a photo, approved on a phone: both totals go up live; Edit Pricing keeps the line read-only', async ({
    browser,
    request,
  }) => {
    const admin = await adminSession(request);
    const { customer, order } = await customerWithPricedOrder(request, admin, 'Padma Stain');
    const saree = order.pieces[0]!;

    // The shop, on a laptop.
    const shop = await (await browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' })).newPage();
    await openDashboard(shop, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(shop, order.orderNumber);
    await expect(card.locator('.invoice-summary-total')).toContainText('₹315');
    await card.locator('details.order-pieces summary').click();
    await card.getByRole('button', { name: `Flag a stain on ${saree.tag}` }).click();

    const dialog = shop.getByRole('dialog', { name: 'Flag a stain' });
    await expect(dialog).toContainText(`${saree.tag} · Saree`);
    // Nothing to send without a note; the charge must be an amount.
    await dialog.getByLabel(/^Extra charge/).fill('fifty');
    await dialog.getByRole('button', { name: 'Flag and ask the customer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please say what you found and what you suggest.');
    await dialog.getByLabel('Note for the customer').fill('Oil stain on the pallu; we can treat it.');
    await dialog.getByRole('button', { name: 'Flag and ask the customer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The extra charge is ₹0 to ₹10,000, such as 50.');
    await dialog.getByLabel(/^Extra charge/).fill('50');
    await expect(dialog.getByRole('radio', { name: 'Stain' })).toBeChecked();

    // A camera's photo (2400 × 1800, well over 600 KB): made small in the browser before it goes.
    const big = cameraPhoto();
    expect(big.length).toBeGreaterThan(600 * 1024);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'stain.png', mimeType: 'image/png', buffer: big });
    await expectLoadedImage(dialog.getByRole('img', { name: 'The photo to send' }));
    expect(await smallTargets(dialog)).toEqual([]);
    await shootCare(shop, dialog, 'stain-flag-dialog');
    // On a phone the form scrolls inside the dialog; its button stays on screen at the bottom.
    await shop.setViewportSize(PHONE);
    await dialog.evaluate((el) => el.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await dialog.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const submitBox = (await dialog.getByRole('button', { name: 'Flag and ask the customer' }).boundingBox())!;
    expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(PHONE.height);
    await shop.setViewportSize(LAPTOP);

    const photoSent = shop.waitForRequest((r) => /\/admin\/stains\/[^/]+\/photo$/.test(r.url()) && r.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Flag and ask the customer' }).click();
    const upload = await photoSent;
    expect(upload.headers()['content-type']).toBe('image/jpeg');
    expect((await upload.response())?.status()).toBe(200);
    await expect(dialog).toBeHidden();
    // What the server keeps (Playwright does not show a Blob body): a JPEG, well under 600 KB.
    const flagged = (await orderNow(request, admin, order)).stains[0]!;
    expect(flagged).toMatchObject({ tag: saree.tag, kind: 'stain', charge: 50, hasPhoto: true, status: 'pending' });
    const stored = await request.get(`${API_URL}/orders/${order._id}/stains/${flagged._id}/photo`, { headers: authHeaders(admin.token) });
    const bytes = await stored.body();
    expect(bytes.length).toBeLessThan(600 * 1024);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // The piece now shows its stain: the photo, the note, and that it waits on the customer.
    const stains = card.getByRole('list', { name: `Stains on ${saree.tag}` });
    // The button that opened the dialog is gone (the piece waits on the customer): focus lands on its stains.
    await expect(stains).toBeFocused();
    await expect(stains).toContainText('Stain Oil stain on the pallu; we can treat it.');
    await expect(stains.getByTestId('stain-status')).toHaveText(/^Waiting for customer until .+ · \+₹50 if approved$/);
    await expectLoadedImage(stains.getByRole('img', { name: `Photo of the stain on ${saree.tag}` }));
    await expect(card.locator('details.order-pieces summary')).toContainText('1 stain waiting');
    // One question at a time per piece: no second flag while it waits; the other pieces can be flagged.
    await expect(card.getByRole('button', { name: `Flag a stain on ${saree.tag}` })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Flag a stain on ${order.pieces[1]!.tag}` })).toBeVisible();
    expect(await seriousViolations(shop, 'article.order-card')).toEqual([]);
    await shootCare(shop, card.locator('details.order-pieces'), 'stain-admin-pieces-waiting');
    await shop.setViewportSize(LAPTOP);

    // The customer, on a phone, from the message's link.
    const phone = await (await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })).newPage();
    await useSessionInBrowser(phone, customer);
    await phone.goto(`/my-orders?order=${order._id}`);
    const mine = myOrderCard(phone, order);
    await expect(mine).toHaveClass(/customer-order-card--asked/);
    await expect(mine.getByTestId('bill-total')).toHaveText('₹315');
    const stain = mine.locator('.stain-card');
    await expect(stain).toContainText(`Stain on Saree (${saree.tag})`);
    await expect(stain).toContainText('Oil stain on the pallu; we can treat it.');
    await expect(stain.getByTestId('stain-charge')).toHaveText('+₹50 if you approve');
    await expect(stain).toContainText(/Please decide by .+; with no answer we return it as it is\./);
    await expectLoadedImage(stain.getByRole('img', { name: `Photo of Saree (${saree.tag})` }));
    expect(await smallTargets(stain)).toEqual([]);
    expect(await overflowing(phone.locator('main'))).toEqual([]);
    expect(await seriousViolations(phone, 'article.customer-order-card')).toEqual([]);
    await shootCare(phone, stain, 'stain-customer-pending');
    await phone.setViewportSize(PHONE);

    await stain.getByRole('button', { name: 'Approve' }).click();
    await expect(stain.getByTestId('stain-outcome')).toHaveText('You approved: we will treat it (+₹50 on your bill).');
    await expect(stain.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(mine.getByTestId('bill-total')).toHaveText('₹365');
    await expect(mine.getByTestId('pay-panel')).toContainText('Due ₹365');
    await expect(mine.locator('.order-bill')).toContainText(`Stain treatment (${saree.tag})`);
    await shootCare(phone, mine, 'stain-customer-approved');

    // The shop's card moved by itself (the socket), no reload.
    await expect(card.locator('.invoice-summary-total')).toContainText('₹365');
    await expect(card.getByTestId('payment-due')).toHaveText('Due ₹365');
    await expect(stains.getByTestId('stain-status')).toHaveText('Approved: treat stain, +₹50');
    await expect(card.locator('details.order-pieces summary')).not.toContainText('waiting');

    // Edit Pricing shows the approved line read-only and never sends it back; the server keeps it.
    await card.getByRole('button', { name: 'Edit Pricing' }).click();
    const editor = shop.getByRole('dialog', { name: 'Edit Pricing' });
    await expect(editor.getByTestId('locked-line')).toHaveText(`Stain treatment (${saree.tag}) ₹50 — approved by the customer`);
    await expect(editor.getByRole('combobox', { name: /^Item, row/ })).toHaveCount(2);
    await shootCare(shop, editor.locator('.item-editor'), 'stain-edit-pricing');
    await shop.setViewportSize(LAPTOP);
    const pricingSent = shop.waitForRequest((r) => r.url().endsWith(`/admin/orders/${order._id}/pricing`) && r.method() === 'PATCH');
    await editor.getByRole('button', { name: 'Save Pricing' }).click();
    const sentItems = ((await pricingSent).postDataJSON() as { items: { item: string }[] }).items.map((it) => it.item);
    expect(sentItems).toEqual(['Saree', 'Shirt']);
    await expect(editor).toBeHidden();
    const after = await orderNow(request, admin, order);
    expect(after.total).toBe(365);
    expect(after.items.filter((it) => it.stainId).map((it) => it.item)).toEqual([`Stain treatment (${saree.tag})`]);
  });

  test('a declined stain leaves the bill as it was; the shop reads "return as is"', async ({ browser, request }) => {
    const admin = await adminSession(request);
    const { customer, order } = await customerWithPricedOrder(request, admin, 'Ravi Decline');
    const shirt = order.pieces[2]!;
    await flagStainApi(request, admin, order._id, {
      tag: shirt.tag,
      kind: 'damage',
      note: 'A small tear at the cuff; we can stitch it.',
      charge: 80,
    });

    const shop = await (await browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' })).newPage();
    await openDashboard(shop, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(shop, order.orderNumber);
    await card.locator('details.order-pieces summary').click();
    const stains = card.getByRole('list', { name: `Stains on ${shirt.tag}` });
    await expect(stains.getByTestId('stain-status')).toHaveText(/^Waiting for customer until .+ · \+₹80 if approved$/);

    const phone = await (await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })).newPage();
    await useSessionInBrowser(phone, customer);
    await phone.goto('/my-orders');
    const mine = myOrderCard(phone, order);
    const stain = mine.locator('.stain-card');
    await expect(stain).toContainText(`Damage on Shirt (${shirt.tag})`);
    await expect(stain.getByTestId('stain-charge')).toHaveText('+₹80 if you approve');
    await stain.getByRole('button', { name: 'Decline' }).click();
    await expect(stain.getByTestId('stain-outcome')).toHaveText('You declined: we will return it as it is.');
    await expect(mine.getByTestId('bill-total')).toHaveText('₹315');
    await shootCare(phone, stain, 'stain-customer-declined');
    // In Telugu, whose words run longer: nothing reaches past the phone's edge.
    await phone.setViewportSize(PHONE);
    await phone.goto('/my-orders?lang=te');
    await expect(myOrderCard(phone, order).locator('.stain-card')).toContainText('వద్దన్నారు');
    expect(await overflowing(phone.locator('main'))).toEqual([]);
    await shootCare(phone, myOrderCard(phone, order).locator('.stain-panel'), 'stain-customer-declined-te');

    await expect(stains.getByTestId('stain-status')).toHaveText('Declined: return as is');
    await expect(card.locator('.invoice-summary-total')).toContainText('₹315');
    expect((await orderNow(request, admin, order)).total).toBe(315);
    // Decided once: a second answer is refused.
    const stainId = (await orderNow(request, admin, order)).stains[0]!._id;
    const again = await request.post(`${API_URL}/orders/${order._id}/stains/${stainId}/decision`, {
      headers: authHeaders(customer.token),
      data: { decision: 'approve' },
    });
    expect(again.status()).toBe(409);
  });
});
