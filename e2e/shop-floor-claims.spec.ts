import { expect, test } from '@playwright/test';
import { adminSession, bookOrder, customerSession, openDashboard } from './support/admin';
import { useSessionInBrowser } from './support/api';
import {
  claimApi,
  customerWithPricedOrder,
  expectLoadedImage,
  myOrderCard,
  orderNow,
  riderPickup,
  setStatusApi,
  shootCare,
  smallTargets,
} from './support/care';
import { LAPTOP, overflowing, PHONE, priceOrder, seriousViolations } from './support/shop-floor';

/**
 * Claims (docs/decisions/0057): within 48 hours of delivery the customer
 * reports a piece by the number on its tag; the shop sees the claim beside what it recorded of
 * that piece (the rider's intake, the piece's stains) in Admin → Claims and settles it; the
 * customer reads the outcome on their order, live.
 */

test.describe('claims: reported after delivery, settled by the shop', () => {
  test('a damaged piece reported on a phone; the shop sees the intake and grants store credit; the customer reads it live', async ({
    browser,
    request,
  }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Lakshmi Claim');
    const booked = await bookOrder(request, customer);
    await riderPickup(request, admin, booked, 'Collar of the shirt already frayed.');
    const priced = await priceOrder(request, admin, booked);
    const shirt = priced.pieces[2]!;
    const order = await setStatusApi(request, admin, priced._id, 'Completed');
    expect(order.claimUntil).not.toBeNull();

    // The customer, on a phone: "Report a problem with a piece", the piece chosen by its tag.
    const phone = await (await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })).newPage();
    await useSessionInBrowser(phone, customer);
    await phone.goto('/my-orders');
    const mine = myOrderCard(phone, order);
    await expect(mine.getByText(/^If a piece is missing or damaged, tell us by .+\.$/)).toBeVisible();
    await mine.getByRole('button', { name: 'Report a problem with a piece' }).click();
    const form = mine.getByRole('form', { name: 'Report a problem with a piece' });
    await form.getByRole('button', { name: 'Send to the shop' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please choose the piece.');
    await form.getByLabel('Which piece?').selectOption({ label: `${shirt.tag} · Shirt` });
    await form.getByRole('radio', { name: 'Damaged' }).check();
    await form.getByLabel('Tell us what happened').fill('The shirt came back with a burn mark on the sleeve.');
    expect(await smallTargets(form)).toEqual([]);
    expect(await seriousViolations(phone, 'article.customer-order-card')).toEqual([]);
    await shootCare(phone, form, 'claim-customer-form');
    await phone.setViewportSize(PHONE);
    await form.getByRole('button', { name: 'Send to the shop' }).click();
    const line = mine.locator('.claim-line');
    await expect(line).toContainText(`Damaged: Shirt (${shirt.tag})`);
    await expect(line.getByTestId('claim-outcome')).toHaveText('We are looking into it');
    await shootCare(phone, mine.locator('.claim-panel'), 'claim-customer-open');
    await phone.setViewportSize(PHONE);

    // The shop, on a laptop: the Claims link in the header opens the view.
    const shop = await (await browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' })).newPage();
    await openDashboard(shop, admin);
    const link = shop.getByRole('navigation', { name: 'Shop floor' }).getByRole('link', { name: /^Claims/ });
    await expect(link).toContainText(/\d/);
    await shootCare(shop, null, 'claims-header-link');
    await shop.setViewportSize(LAPTOP);
    await link.click();
    await expect(shop).toHaveURL(/\/admin\?view=claims$/);
    await expect(link).toHaveAttribute('aria-current', 'page');
    const board = shop.getByRole('region', { name: 'Claims' });
    await expect(board.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const claim = board.getByRole('article', { name: `Claim on ${order.orderNumber}, piece ${shirt.tag}` });
    await expect(claim.getByRole('link', { name: order.orderNumber })).toBeVisible();
    await expect(claim).toContainText(`${shirt.tag} · Shirt · Iron`);
    await expect(claim).toContainText('Damaged');
    await expect(claim).toContainText('Lakshmi Claim');
    await expect(claim.locator('blockquote')).toHaveText('The shirt came back with a burn mark on the sleeve.');
    // What the shop recorded at pickup, beside the claim: the rider's note and photo.
    await expect(claim).toContainText('Rider’s notes: Collar of the shirt already frayed.');
    await expectLoadedImage(claim.getByRole('img', { name: 'Pickup photo 1' }));
    await expect(claim).toContainText('No stain was flagged on this piece.');
    expect(await seriousViolations(shop, '.claims-board')).toEqual([]);

    // Store credit: an amount is needed.
    await claim.getByRole('radio', { name: 'Store credit' }).check();
    await claim.getByRole('button', { name: 'Resolve' }).click();
    await expect(claim.getByRole('alert')).toHaveText('Please enter the amount, such as 250.');
    await claim.getByLabel('Amount (₹)').fill('100');
    expect(await smallTargets(claim)).toEqual([]);
    await shootCare(shop, claim, 'claim-admin-open');
    await shop.setViewportSize(LAPTOP);
    await claim.getByRole('button', { name: 'Resolve' }).click();
    await expect(claim.getByTestId('claim-outcome')).toContainText('Store credit ₹100');
    await expect(claim.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
    await shootCare(shop, null, 'claim-admin-view');
    await shop.setViewportSize(PHONE);
    expect(await overflowing(shop.locator('.admin-page'))).toEqual([]);
    // On a phone the header's links are signs only, each a full tap target.
    expect(await smallTargets(shop.getByRole('navigation', { name: 'Shop floor' }))).toEqual([]);
    await shop.setViewportSize(LAPTOP);

    // The customer's card reads the outcome without a reload.
    await expect(line.getByTestId('claim-outcome')).toHaveText('Store credit ₹100');
    await shootCare(phone, mine.locator('.claim-panel'), 'claim-customer-credit');
    const settled = await orderNow(request, admin, order);
    expect(settled.claims[0]).toMatchObject({ status: 'resolved', outcome: 'credit', amount: 100 });
    expect(settled.payments.at(-1)).toMatchObject({ method: 'claim', amount: 100, source: 'claim' });

    // Resolved lists it with its outcome; its order number opens the order on the dashboard.
    await board.getByRole('button', { name: 'Resolved' }).click();
    const resolved = board.getByRole('article', { name: `Claim on ${order.orderNumber}, piece ${shirt.tag}` });
    await expect(resolved.getByTestId('claim-outcome')).toContainText('Store credit ₹100');
    await resolved.getByRole('link', { name: order.orderNumber }).click();
    await expect(shop).toHaveURL(new RegExp(`/admin\\?q=${order.orderNumber}$`));
    await expect(shop.locator('article.order-card')).toHaveCount(1);
  });

  test('the shop rejects a claim with a reason; the customer reads it', async ({ browser, request }) => {
    const admin = await adminSession(request);
    const { customer, order: priced } = await customerWithPricedOrder(request, admin, 'Suresh Reject');
    const order = await setStatusApi(request, admin, priced._id, 'Completed');
    const saree = order.pieces[1]!;
    await claimApi(request, customer, order._id, { tag: saree.tag, kind: 'missing', note: 'Only one saree came back.' });

    const shop = await (await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })).newPage();
    await openDashboard(shop, admin, '/admin?view=claims');
    const claim = shop.getByRole('article', { name: `Claim on ${order.orderNumber}, piece ${saree.tag}` });
    await expect(claim).toContainText('Missing');
    await expect(claim).toContainText('No pickup record.');
    await claim.getByRole('radio', { name: 'Reject' }).check();
    await claim.getByRole('button', { name: 'Resolve' }).click();
    await expect(claim.getByRole('alert')).toHaveText('Please give the customer a reason.');
    await claim.getByLabel('Reason for the customer').fill('Both sarees were handed over at the door; the rider has your signature.');
    expect(await overflowing(shop.locator('.admin-page'))).toEqual([]);
    await shootCare(shop, claim, 'claim-admin-reject');
    await shop.setViewportSize(PHONE);
    await claim.getByRole('button', { name: 'Resolve' }).click();
    await expect(claim.getByTestId('claim-outcome')).toContainText(
      'Not accepted: Both sarees were handed over at the door; the rider has your signature.',
    );

    const phone = await (await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })).newPage();
    await useSessionInBrowser(phone, customer);
    await phone.goto(`/my-orders?order=${order.orderNumber}`);
    const mine = myOrderCard(phone, order);
    await expect(mine).toHaveClass(/customer-order-card--asked/);
    const line = mine.locator('.claim-line');
    await expect(line).toContainText(`Missing: Saree (${saree.tag})`);
    await expect(line.getByTestId('claim-outcome')).toHaveText(
      'Not accepted: Both sarees were handed over at the door; the rider has your signature.',
    );
    await shootCare(phone, mine.locator('.claim-panel'), 'claim-customer-rejected');

    // In Hindi, the shop's view of it: nothing reaches past a phone's edge.
    await shop.goto('/admin?view=claims&lang=hi');
    await shop.getByRole('button', { name: 'सुलझी हुई' }).click();
    const settled = shop.locator(`article[data-claim-id]`).filter({ hasText: order.orderNumber });
    await expect(settled.getByTestId('claim-outcome')).toContainText('स्वीकार नहीं');
    expect(await overflowing(shop.locator('.admin-page'))).toEqual([]);
    await shootCare(shop, settled, 'claim-admin-resolved-hi');
  });
});
