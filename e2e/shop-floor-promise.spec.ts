import { expect, test } from '@playwright/test';
import { addDays } from '@laundry/shared/rules/ist';
import ordersHi from '../apps/web/src/features/orders/locales/hi.json' with { type: 'json' };
import ordersTe from '../apps/web/src/features/orders/locales/te.json' with { type: 'json' };
import readyByTe from '../apps/web/src/features/orders/ready-by/locales/te.json' with { type: 'json' };
import { adminSession, openCardMenu, openDashboard, orderCard, todayIst } from './support/admin';
import { API_URL, useSessionInBrowser } from './support/api';
import { myOrderCard, smallTargets } from './support/care';
import { customerWithLateOrder, moveReadyByApi, myOrderNow, ninePmIst, PROMISE_SHOTS, promiseEnglish, shootPromise } from './support/promise';
import { LAPTOP, overflowing, PHONE, seriousViolations } from './support/shop-floor';

/**
 * A promise that slipped (docs/decisions/0059). The customer of a late order
 * reads an apology and an expected time (the server's estimate); the shop sets a new time with a
 * reason, and the customer's open page shows it live, the old promise struck through; the server's
 * refusals reach the dialog in its words; the customer's lines in Telugu and Hindi.
 */

const REASON = 'Rain kept the sarees from drying.';

test.describe('a slipped ready-by promise', () => {
  test('late: the customer reads an apology and the expected time; the shop moves the promise and the customer’s page follows live', async ({
    browser,
    request,
  }) => {
    const admin = await adminSession(request);
    const { customer, order } = await customerWithLateOrder(request, admin, 'Sita Promise');

    // (a) The customer, on a phone: the passed promise becomes an apology and an expected time.
    const phone = await (await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })).newPage();
    await useSessionInBrowser(phone, customer);
    await phone.goto('/my-orders');
    const mine = myOrderCard(phone, order);
    const promise = mine.getByTestId('ready-by');
    await expect(promise).toHaveAttribute('data-kind', 'late');
    await expect(promise.locator('dt')).toHaveText('Expected by');
    await expect(promise.getByTestId('ready-by-time')).toHaveText(promiseEnglish(order.readyByEstimate!));
    await expect(promise).toContainText('Sorry, your order is running late.');
    await expect(promise).not.toContainText(promiseEnglish(order.readyBy!));
    expect(await overflowing(phone.locator('main'))).toEqual([]);
    expect(await seriousViolations(phone, 'article.customer-order-card')).toEqual([]);
    await shootPromise(phone, promise, 'customer-late');
    await phone.setViewportSize(PHONE);
    // Marks this page: still there after the move means no reload happened.
    await phone.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // (b) The shop, on a laptop: Late, then New ready-by time from the card's More menu.
    const shop = await (await browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' })).newPage();
    await openDashboard(shop, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(shop, order.orderNumber);
    await expect(card.locator('.badge-late')).toHaveText('Late');
    await expect(card.getByTestId('ready-by-moved')).toHaveCount(0);
    await openCardMenu(card);
    const menuItem = card.getByRole('button', { name: `New ready-by time for ${order.orderNumber}` });
    await expect(menuItem).toBeVisible();
    await shootPromise(shop, card.locator('.order-actions'), 'admin-more-menu');
    await shop.setViewportSize(LAPTOP);
    await menuItem.click();
    const dialog = shop.getByRole('dialog', { name: 'New ready-by time' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${order.orderNumber} · was due ${promiseEnglish(order.readyBy!)}`);
    const tomorrow = dialog.getByRole('radio', { name: 'Tomorrow, 9 PM' });
    await expect(tomorrow).toBeChecked();
    await dialog.getByRole('radio', { name: 'Day after, 9 PM' }).check();
    await expect(dialog.getByTestId('ready-by-preview')).toHaveText(
      `The customer will see: Ready by ${promiseEnglish(ninePmIst(2))}, with an apology.`,
    );
    await tomorrow.check();
    const newTime = ninePmIst(1);
    await expect(dialog.getByTestId('ready-by-preview')).toContainText(`Ready by ${promiseEnglish(newTime)}`);
    await dialog.getByLabel('Reason (the customer reads it)').fill(REASON);
    expect(await seriousViolations(shop, '.ready-by-dialog')).toEqual([]);
    await shootPromise(shop, dialog, 'admin-dialog');
    await shop.setViewportSize(PHONE);
    expect(await smallTargets(dialog)).toEqual([]);
    await shop.setViewportSize(LAPTOP);

    const sent = shop.waitForRequest((r) => r.url() === `${API_URL}/admin/orders/${order._id}/ready-by` && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Save new time' }).click();
    const body = (await sent).postDataJSON() as { readyBy: string; note: string };
    expect(body).toEqual({ readyBy: `${addDays(todayIst(), 1)}T21:00:00+05:30`, note: REASON });
    await expect(dialog).toBeHidden();
    // Focus goes back where it came from: the card's More button.
    await expect(card.locator('details.order-more-menu > summary')).toBeFocused();
    await expect(card.getByTestId('ready-by-moved')).toHaveText(`Ready by${promiseEnglish(newTime)} (moved)`);
    await expect(card.locator('.badge-late')).toHaveCount(0);
    await shootPromise(shop, card, 'admin-card-moved');
    await shop.setViewportSize(PHONE);
    expect(await overflowing(shop.locator('.admin-page'))).toEqual([]);

    // The customer's open page moved by itself (the socket): the new time, the old one struck through, the apology, the reason.
    await expect(promise).toHaveAttribute('data-kind', 'moved');
    await expect(promise.locator('dt')).toHaveText('Ready by');
    await expect(promise.getByTestId('ready-by-time')).toHaveText(promiseEnglish(newTime));
    const was = promise.getByTestId('ready-by-was');
    await expect(was).toHaveText(`was ${promiseEnglish(order.readyBy!)}`);
    expect(await was.evaluate((el) => el.tagName)).toBe('S');
    await expect(promise).toContainText('Sorry, this is taking longer than we promised.');
    await expect(promise.getByTestId('ready-by-note')).toHaveText(`Reason: ${REASON}`);
    await expect(phone.getByRole('status').filter({ hasText: 'new ready-by time' })).toContainText(
      `Your order ${order.orderNumber} has a new ready-by time: ${promiseEnglish(newTime)}`,
    );
    expect(await phone.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await overflowing(phone.locator('main'))).toEqual([]);
    expect(await seriousViolations(phone, 'article.customer-order-card')).toEqual([]);
    await shootPromise(phone, promise, 'customer-moved');

    // What the server keeps: the booking's promise as the one broken, the new one, the reason.
    const kept = await myOrderNow(request, customer, order._id);
    expect(kept).toMatchObject({ readyBy: newTime, readyByWas: order.readyBy, readyByNote: REASON, readyByEstimate: null });

    // (d) The same lines in Telugu.
    await phone.setViewportSize(PHONE);
    await phone.goto('/my-orders?lang=te');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'te');
    await expect(promise.locator('dt')).toHaveText(ordersTe['readyBy.label']);
    await expect(promise).toContainText(ordersTe['readyBy.sorryMoved']);
    await expect(promise.getByTestId('ready-by-note')).toHaveText(ordersTe['readyBy.reason'].replace('{note}', REASON));
    await expect(promise.getByTestId('ready-by-time')).toHaveText(/రాత్రి 9$/);
    await expect(promise.getByTestId('ready-by-was')).toContainText('ముందు చెప్పిన సమయం');
    expect(await overflowing(phone.locator('main'))).toEqual([]);
    await shootPromise(phone, promise, 'customer-moved-te');
  });

  test('the dialog: a past time gets the server’s refusal in its words; a missing date is named; Cancel returns to More; Hindi late lines', async ({
    browser,
    request,
  }) => {
    const admin = await adminSession(request);
    const { customer, order } = await customerWithLateOrder(request, admin, 'Ravi Refused');
    const shop = await (await browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' })).newPage();
    await openDashboard(shop, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(shop, order.orderNumber);
    await openCardMenu(card);
    await card.getByRole('button', { name: `New ready-by time for ${order.orderNumber}` }).click();
    const dialog = shop.getByRole('dialog', { name: 'New ready-by time' });

    await dialog.getByRole('radio', { name: 'Another date and time' }).check();
    const date = dialog.getByLabel('Date', { exact: true });
    const time = dialog.getByLabel('Time', { exact: true });
    await expect(date).toHaveValue(addDays(todayIst(), 1));
    await expect(time).toHaveValue('21:00');
    // Nothing to send without a date.
    await date.fill('');
    await dialog.getByRole('button', { name: 'Save new time' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a date and a time.');
    await expect(date).toHaveAttribute('aria-invalid', 'true');

    // Yesterday at 10 AM: the server refuses, and says why.
    await date.fill(addDays(todayIst(), -1));
    await time.fill('10:00');
    await dialog.getByRole('button', { name: 'Save new time' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a time at least 15 minutes from now.');
    await expect(dialog).toBeVisible();
    // Beyond thirty days: refused too. On a phone the dialog scrolls: the refusal comes into sight above the buttons.
    await shop.setViewportSize(PHONE);
    await date.fill(addDays(todayIst(), 40));
    await dialog.getByRole('button', { name: 'Save new time' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toHaveText('Choose a time within the next 30 days.');
    await expect(refusal).toBeInViewport();
    await expect
      .poll(async () => (await refusal.boundingBox())!.y + (await refusal.boundingBox())!.height)
      .toBeLessThanOrEqual((await dialog.locator('.ready-by-dialog__actions').boundingBox())!.y + 1);
    await shop.screenshot({ path: `${PROMISE_SHOTS}/admin-dialog-refused-phone.png` });
    expect(await smallTargets(dialog)).toEqual([]);
    expect(await seriousViolations(shop, '.ready-by-dialog')).toEqual([]);
    await shootPromise(shop, dialog, 'admin-dialog-refused');
    await shop.setViewportSize(LAPTOP);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.locator('details.order-more-menu > summary')).toBeFocused();
    // Nothing moved: still late, and the customer still reads the estimate.
    await expect(card.locator('.badge-late')).toHaveText('Late');
    const still = await myOrderNow(request, customer, order._id);
    expect(still).toMatchObject({ readyBy: order.readyBy, readyByWas: null, readyByMovedAt: null });

    // In Telugu the menu's entry stays on one line and inside the window, on a phone too.
    await shop.goto(`/admin?q=${order.orderNumber}&lang=te`);
    await expect(shop.locator('html')).toHaveAttribute('lang', 'te');
    await openCardMenu(card);
    await expect(card.locator('.order-more-items')).toContainText(readyByTe.open);
    await shootPromise(shop, card.locator('.order-actions'), 'admin-more-menu-te');
    expect(await overflowing(shop.locator('.admin-page'))).toEqual([]);

    // The customer's late lines in Hindi.
    const phone = await (await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })).newPage();
    await useSessionInBrowser(phone, customer);
    await phone.goto('/my-orders?lang=hi');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
    const promise = myOrderCard(phone, order).getByTestId('ready-by');
    await expect(promise.locator('dt')).toHaveText(ordersHi['readyBy.expected']);
    await expect(promise).toContainText(ordersHi['readyBy.sorryLate']);
    expect(await overflowing(phone.locator('main'))).toEqual([]);
    await shootPromise(phone, promise, 'customer-late-hi');
  });

  test('an open My Orders asks again when the promise it shows passes', async ({ page, request }) => {
    const admin = await adminSession(request);
    const { customer, order } = await customerWithLateOrder(request, admin, 'Asha Waiting');
    // A promise 20 minutes ahead (a real one, from the shop), to watch it pass on a fake clock.
    const soon = new Date(Date.now() + 20 * 60_000).toISOString();
    const moved = await moveReadyByApi(request, admin, order._id, { readyBy: soon, note: '' });
    await page.clock.install();
    // No live connection: only the page's own timer can ask for the list again.
    await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
    await page.route(/\/socket\.io\//, (route) => route.abort());
    let asked = 0;
    await page.route(`${API_URL}/orders`, async (route) => {
      asked += 1;
      const answer = await route.fetch();
      const list = (await answer.json()) as { _id: string; readyByEstimate: string | null }[];
      // The server's clock did not move: after the fake clock passed the promise, answer as it would then.
      const estimate = asked > 1 ? ninePmIst(1) : null;
      await route.fulfill({ response: answer, json: list.map((o) => (o._id === order._id ? { ...o, readyByEstimate: estimate } : o)) });
    });
    await page.setViewportSize(PHONE);
    await useSessionInBrowser(page, customer);
    await page.goto('/my-orders');
    const promise = myOrderCard(page, order).getByTestId('ready-by');
    await expect(promise).toHaveAttribute('data-kind', 'moved');
    await expect(promise.getByTestId('ready-by-time')).toHaveText(promiseEnglish(moved.readyBy!));
    expect(asked).toBe(1);

    await page.clock.fastForward('19:00');
    // Still ahead: nothing asked yet.
    expect(asked).toBe(1);
    const again = page.waitForRequest(`${API_URL}/orders`);
    await page.clock.fastForward('02:00');
    await again;
    await expect(promise).toHaveAttribute('data-kind', 'late');
    await expect(promise).toContainText('Sorry, your order is running late.');
    await expect(promise.getByTestId('ready-by-time')).toHaveText(promiseEnglish(ninePmIst(1)));
  });
});
