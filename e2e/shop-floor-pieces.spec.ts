import { expect, test } from '@playwright/test';
import { labelPayload } from '@laundry/shared/rules/tags';
import { adminSession, listOrders, openDashboard, orderCard } from './support/admin';
import { decodeQrPng, labelOf, LAPTOP, overflowing, pdfPageSizes, PHONE, pricedOrder, seriousViolations, shoot } from './support/shop-floor';

/**
 * Inside the shop (docs/decisions/0056): an order priced through the API shows its
 * tagged pieces on its card, folded to one row; the shop moves pieces through the shop, marks
 * them all ready and puts the order on a rack; the print page gives one label per piece whose
 * QR code says `SLL:<tag>`, 50 × 25 mm a page or 24 to an A4 sheet.
 */

test.describe('pieces on the order card and their labels', () => {
  test('the card shows the pieces; a state per piece, All ready, and the rack chip', async ({ page, request }) => {
    const admin = await adminSession(request);
    const order = await pricedOrder(request, admin, 'Sunita Rao');
    const tags = order.pieces.map((p) => p.tag);
    expect(tags).toHaveLength(3);
    expect(tags[0]).toMatch(/^\d{4,7}-01$/);

    await page.setViewportSize(PHONE);
    // ?q= opens the dashboard on this one order (the scan page and the Today board link so).
    await openDashboard(page, admin, `/admin?q=${order.orderNumber}`);
    await expect(page.getByLabel('Search orders')).toHaveValue(order.orderNumber);
    const card = orderCard(page, order.orderNumber);
    const pieces = card.locator('details.order-pieces');
    const summary = pieces.locator('summary');
    await expect(summary).toHaveText('3 pieces · 0 ready');
    // Folded, the pieces are one thumb-sized row of the card.
    await expect(pieces).not.toHaveAttribute('open');
    await card.scrollIntoViewIfNeeded();
    const row = (await summary.boundingBox())!;
    expect(row.height).toBeGreaterThanOrEqual(44);
    expect(row.height).toBeLessThanOrEqual(48);
    await expect(card.getByRole('button', { name: 'All ready' })).toBeHidden();
    await shoot(page, card, 'card-pieces-folded');
    await page.setViewportSize(PHONE);

    await summary.click();
    const list = card.getByRole('list', { name: `Pieces of ${order.orderNumber}` });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText(`${tags[0]}Saree · Dry Clean`);
    await expect(list.getByRole('listitem').last()).toContainText(`${tags[2]}Shirt · Iron`);

    // One piece to cleaning: pressed on its own row only, and the server holds it.
    const first = card.getByRole('group', { name: `State of ${tags[0]}` });
    await expect(first.getByRole('button', { name: 'Received' })).toHaveAttribute('aria-pressed', 'true');
    await first.getByRole('button', { name: 'Cleaning' }).click();
    await expect(first.getByRole('button', { name: 'Cleaning' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('group', { name: `State of ${tags[1]}` }).getByRole('button', { name: 'Received' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await card
      .getByRole('group', { name: `State of ${tags[2]}` })
      .getByRole('button', { name: 'Ready' })
      .click();
    await expect(summary).toHaveText('3 pieces · 1 ready');
    await expect
      .poll(async () => (await listOrders(request, admin, { q: order.orderNumber }))[0]?.pieces.map((p) => p.state))
      .toEqual(['cleaning', 'received', 'ready']);

    // All ready: every piece, and the order can go out.
    await card.getByRole('button', { name: 'All ready' }).click();
    await expect(summary).toHaveText('3 pieces · 3 ready');
    await expect(card.getByRole('button', { name: 'All ready' })).toBeDisabled();
    const ready = (await listOrders(request, admin, { q: order.orderNumber }))[0]!;
    expect(ready.piecesReady).toBe(true);

    // The rack: typed in lower case, kept upper-cased, shown as a chip on the folded row.
    const rack = card.getByLabel('Rack', { exact: true });
    await rack.fill('r3-b');
    await expect(rack).toHaveValue('R3-B');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(summary.locator('.rack-chip')).toHaveText('Rack R3-B');
    await expect.poll(async () => (await listOrders(request, admin, { q: order.orderNumber }))[0]?.rack).toBe('R3-B');
    // A rack that is no rack is refused before it is sent.
    await rack.fill('R3 B!');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(card.getByRole('alert')).toHaveText('A rack is up to 10 letters, digits or dashes, such as R3-B.');
    await rack.fill('R3-B');

    // Print labels and Reprint open the print page in a new tab.
    await expect(card.getByRole('link', { name: `Print the labels of ${order.orderNumber} (opens in a new tab)` })).toHaveAttribute(
      'href',
      `/admin/labels/${order._id}`,
    );
    await expect(card.getByRole('link', { name: `Reprint the label ${tags[1]} (opens in a new tab)` })).toHaveAttribute(
      'href',
      `/admin/labels/${order._id}?tag=${encodeURIComponent(tags[1]!)}`,
    );
    expect(await overflowing(page.locator('.admin-page'))).toEqual([]);
    expect(await seriousViolations(page, 'article.order-card')).toEqual([]);
    await shoot(page, card, 'card-pieces-open');
    await page.setViewportSize(LAPTOP);
    expect(await overflowing(page.locator('.admin-page'))).toEqual([]);
  });

  test('the print page: one label per piece, each QR says SLL:<tag>; thermal pages of 50 × 25 mm, A4 sheets, one reprint', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const order = await pricedOrder(request, admin, 'Lakshmi Devi');
    const tags = order.pieces.map((p) => p.tag);
    await page.setViewportSize(PHONE);
    await openDashboard(page, admin, `/admin?q=${order.orderNumber}`);
    const card = orderCard(page, order.orderNumber);
    await card.locator('details.order-pieces summary').click();

    // The card's link opens the labels in a tab of their own.
    const opened = page.context().waitForEvent('page');
    await card.getByRole('link', { name: /^Print the labels of/ }).click();
    const labels = await opened;
    await labels.setViewportSize(LAPTOP);
    await expect(labels).toHaveURL(new RegExp(`/admin/labels/${order._id}$`));
    await expect(labels.getByRole('heading', { level: 1 })).toHaveText(`Labels of ${order.orderNumber}`);
    await expect(labels.getByRole('status')).toHaveText('3 labels');
    await expect(labels.locator('article.piece-label')).toHaveCount(3);

    for (const piece of order.pieces) {
      const label = labelOf(labels, piece.tag);
      await expect(label.locator('.piece-label__tag')).toHaveText(piece.tag);
      await expect(label.locator('.piece-label__name')).toHaveText('Lakshmi');
      await expect(label.locator('.piece-label__service')).toHaveText(piece.service);
      await expect(label.getByRole('img', { name: `QR code of ${piece.tag}` })).toBeVisible();
      // The QR code as a camera would see it: a picture of the label, decoded here with jsQR.
      expect(decodeQrPng(await label.screenshot())).toBe(labelPayload(piece.tag));
    }
    expect(await seriousViolations(labels, '.labels-page')).toEqual([]);
    await shoot(labels, null, 'labels-thermal');

    // On paper: only the labels (no navigation, no buttons), one 50 × 25 mm page each.
    await labels.emulateMedia({ media: 'print' });
    await expect(labels.locator('.site-header')).toBeHidden();
    await expect(labels.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(labels.locator('article.piece-label').first()).toBeVisible();
    // Printed to PDF (print media, the page's own @page size): a page per label.
    await labels.emulateMedia({ media: null });
    expect(pdfPageSizes(await labels.pdf({ preferCSSPageSize: true }))).toEqual(tags.map(() => ({ width: 50, height: 25 })));

    // A4: the three labels on one sheet of 3 × 8.
    await labels.getByRole('link', { name: 'A4 sheet, 3 × 8' }).click();
    await expect(labels).toHaveURL(/\?size=a4$/);
    await expect(labels.locator('.labels-sheet')).toHaveCount(1);
    await expect(labels.locator('.labels-sheet article.piece-label')).toHaveCount(3);
    const tops = await labels.locator('article.piece-label').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(decodeQrPng(await labelOf(labels, tags[2]!).screenshot())).toBe(labelPayload(tags[2]!));
    expect(pdfPageSizes(await labels.pdf({ preferCSSPageSize: true }))).toEqual([{ width: 210, height: 297 }]);
    await shoot(labels, null, 'labels-a4');

    // Reprint: just that label.
    await labels.goto(`/admin/labels/${order._id}?tag=${tags[1]}`);
    await expect(labels.locator('article.piece-label')).toHaveCount(1);
    await expect(labelOf(labels, tags[1]!)).toBeVisible();
    await expect(labels.getByRole('status')).toHaveText('1 label');
    // A tag of no piece of the order prints nothing, and says so.
    await labels.goto(`/admin/labels/${order._id}?tag=9999999-99`);
    await expect(labels.getByRole('status')).toHaveText('This order has no piece 9999999-99.');
    await expect(labels.getByRole('button', { name: 'Print' })).toBeDisabled();

    // Print calls the browser's print.
    await labels.goto(`/admin/labels/${order._id}`);
    await labels.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await labels.getByRole('button', { name: 'Print' }).click();
    expect(await labels.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });
});
