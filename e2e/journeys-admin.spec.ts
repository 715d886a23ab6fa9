import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type WebSocket } from '@playwright/test';
import { ADMIN_NAMESPACE } from '@laundry/shared/contracts/socket-events';
import { addDays } from '@laundry/shared/rules/ist';
import {
  adminSession,
  bookOrder,
  customerSession,
  listOrders,
  manualOrder,
  openCardMenu,
  openDashboard,
  orderCard,
  pngSize,
  todayIst,
  uniquePhone,
  uniqueWord,
} from './support/admin';

/** The shop owner's side: invoices, item suggestions and the dashboard on a phone. */

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const PHASE = process.env.JOURNEY_SHOTS;
const SHARE_FALLBACK = "Couldn't share automatically. Image downloaded—please attach it in WhatsApp.";

const dialog = (page: Page) => page.getByRole('dialog');
const preview = (page: Page) => dialog(page).getByRole('region', { name: 'Invoice preview' });

/** Manual Invoice; on a phone it sits in the folded Filters & tools panel. */
/** Resolves once the page's next socket has joined the /admin namespace (its connect packet is answered). */
function adminLiveJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.startsWith(`40${ADMIN_NAMESPACE},`)) return;
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
}

async function openManualInvoice(page: Page) {
  const fold = page.getByRole('button', { name: /^Filters & tools/ });
  if ((await fold.count()) > 0 && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  await page.getByRole('button', { name: 'Manual Invoice' }).click();
}

async function fillRow(d: Locator, n: number, row: { service?: string; item?: string; qty?: string; rate?: string }) {
  if (row.service !== undefined) await d.getByLabel(`Service, row ${n}`).fill(row.service);
  if (row.item !== undefined) await d.getByLabel(`Item, row ${n}`).fill(row.item);
  if (row.qty !== undefined) await d.getByLabel(`Qty, row ${n}`).fill(row.qty);
  if (row.rate !== undefined) await d.getByLabel(`Rate (₹), row ${n}`).fill(row.rate);
}

/** The chat is on the internet: note where a new tab goes, and go no further. */
async function catchChats(page: Page): Promise<string[]> {
  const chats: string[] = [];
  await page
    .context()
    .route('https://wa.me/**', (route) => (chats.push(route.request().url()), route.fulfill({ contentType: 'text/plain', body: 'chat' })));
  return chats;
}

function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d) => (alerts.push(d.message()), void d.accept()));
  return alerts;
}

test.describe('12: invoices never leave as drafts', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px sending comes after saving, and Download saves first: the PNG carries the real invoice number`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const admin = await adminSession(request);
      const customer = await customerSession(request, 'Pickup Sender');
      const order = await bookOrder(request, customer);
      await openDashboard(page, admin);
      await orderCard(page, order.orderNumber).getByRole('button', { name: 'Pickup & Price' }).click();
      const d = dialog(page);
      await fillRow(d, 1, { service: 'Iron', item: 'Shirt', qty: '2', rate: '15' });
      await expect(preview(page)).toContainText(/Invoice No\.\s*Draft/);

      // Top to bottom: the save button, then Download and WhatsApp.
      const save = (await d.getByRole('button', { name: 'Confirm Pickup & Save' }).boundingBox())!;
      const download = d.getByRole('button', { name: 'Download PNG' });
      const whatsapp = d.getByRole('button', { name: 'WhatsApp' });
      for (const button of [download, whatsapp]) expect((await button.boundingBox())!.y).toBeGreaterThan(save.y + save.height - 1);
      await expect(d.getByText('Download PNG and WhatsApp save the invoice first')).toBeVisible();

      const file = page.waitForEvent('download');
      await download.click();
      const saved = await file;
      const [priced] = await listOrders(request, admin, { q: order.orderNumber });
      expect(priced!.invoiceNumber).toMatch(/^SL\//);
      expect(priced!.total).toBe(30);
      expect(saved.suggestedFilename()).toBe(`invoice-${priced!.invoiceNumber!.replace(/\//g, '-')}.png`);
      pngSize(readFileSync(await saved.path()));
      // The modal stays with the saved order: its number on the invoice, no draft anywhere.
      await expect(preview(page)).toContainText(priced!.invoiceNumber!);
      await expect(preview(page)).not.toContainText(/Invoice No\.\s*Draft/);
      await expect(page.locator('.invoice-export-copy')).toContainText(priced!.invoiceNumber!);
      await expect(d.getByText(`Invoice ${priced!.invoiceNumber} is saved and ready to send.`)).toBeVisible();
      await expect(d.getByRole('button', { name: 'Save Pricing' })).toBeVisible();
    });
  }

  test('WhatsApp on a new manual invoice saves it, opens the chat with the real number, downloads quietly with a notice', async ({
    page,
    request,
  }) => {
    const chats = await catchChats(page);
    const alerts = collectAlerts(page);
    const admin = await adminSession(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDashboard(page, admin);
    await openManualInvoice(page);
    const d = dialog(page);
    const number = await d.getByLabel('Order Number', { exact: true }).inputValue();
    await d.getByLabel('Customer Name').fill('Walk In Share');
    await d.getByLabel('Phone').fill(uniquePhone());
    await fillRow(d, 1, { service: 'Dry Clean', item: 'Blazer', qty: '1', rate: '250' });
    const popup = page.waitForEvent('popup');
    const file = page.waitForEvent('download');
    await d.getByRole('button', { name: 'WhatsApp' }).click();
    await popup;
    await expect.poll(() => chats.length).toBe(1);
    const [created] = await listOrders(request, admin, { q: number });
    expect(created!.invoiceNumber).toMatch(/^SL\//);
    const text = new URL(chats[0]!).searchParams.get('text')!;
    expect(text).toContain(created!.invoiceNumber!);
    expect(text).not.toContain('Draft');
    expect((await file).suggestedFilename()).toBe(`invoice-${created!.invoiceNumber!.replace(/\//g, '-')}.png`);
    await expect(d.getByRole('status').filter({ hasText: 'Image downloaded — attach it in the WhatsApp chat.' })).toBeVisible();
    expect(alerts).toEqual([]);
    // Sent once: a second click does not make a second order.
    await expect(d.getByText(`Invoice ${created!.invoiceNumber} is saved and ready to send.`)).toBeVisible();
    expect(await listOrders(request, admin, { q: number })).toHaveLength(1);
  });

  test("a share that was tried and failed downloads the image with the spec's alert", async ({ page, request }) => {
    await catchChats(page);
    // A phone-like browser whose share sheet refuses.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
      Object.defineProperty(navigator, 'share', {
        value: () => Promise.reject(new DOMException('refused', 'NotAllowedError')),
        configurable: true,
      });
    });
    const alerts = collectAlerts(page);
    const admin = await adminSession(request);
    const order = await manualOrder(request, admin, { phone: '9123456780', userId: { name: 'Failed Share' } });
    await openDashboard(page, admin);
    await orderCard(page, order.orderNumber).getByRole('button', { name: 'Edit Pricing' }).click();
    const file = page.waitForEvent('download');
    await dialog(page).getByRole('button', { name: 'WhatsApp' }).click();
    expect((await file).suggestedFilename()).toBe(`invoice-${order.invoiceNumber!.replace(/\//g, '-')}.png`);
    await expect.poll(() => alerts).toEqual([SHARE_FALLBACK]);
  });
});

/** Inputs in the dialog whose text is wider than the box that shows it. */
async function clippedInputs(page: Page): Promise<string[]> {
  return dialog(page)
    .locator('form input:not([type=date]):not([type=checkbox])')
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[])
        .filter((i) => i.value !== '' && i.scrollWidth > i.clientWidth + 1)
        .map((i) => `${i.getAttribute('aria-label') ?? i.id}: ${i.value} (${i.scrollWidth} > ${i.clientWidth})`),
    );
}

test.describe("13: the item editor suggests from the shop's price list", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px "Shirt" gives the shirt's rate for the row's service, still editable, and no column clips its text`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const admin = await adminSession(request);
      await openDashboard(page, admin);
      await openManualInvoice(page);
      const d = dialog(page);
      await fillRow(d, 1, { service: 'Wash and Iron' });
      // The suggestions are the price list's items, each with its rate for this row's service.
      const item = d.getByLabel('Item, row 1');
      const listId = (await item.getAttribute('list'))!;
      const option = page.locator(`datalist[id="${listId}"] option[value="Shirt / T-Shirt"]`);
      await expect(option).toHaveCount(1);
      expect(await option.getAttribute('label')).toContain('₹29 (Wash and Iron)');
      expect(await page.locator(`datalist[id="${listId}"] option`).count()).toBeGreaterThan(50);

      await item.fill('Shirt');
      await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue('29');
      await d.getByLabel('Qty, row 1').fill('2');
      await expect(d.getByLabel('Amount, row 1')).toHaveText('₹58');
      // Another service: that service's rate ("15+" gives 15); typing a rate still wins.
      await d.getByLabel('Service, row 1').fill('Iron');
      await expect(d.getByLabel('Rate (₹), row 1')).toHaveValue('15');
      await d.getByLabel('Rate (₹), row 1').fill('18');
      await expect(d.getByLabel('Amount, row 1')).toHaveText('₹36');
      // Picking a whole name from the list works the same; a service the list has no column for leaves the rate alone.
      await d.getByRole('button', { name: '+ Add Item' }).click();
      await fillRow(d, 2, { service: 'Dry Clean', item: 'Blazer' });
      await expect(d.getByLabel('Rate (₹), row 2')).toHaveValue('199');
      await d.getByLabel('Service, row 2').fill('Wash and Fold');
      await expect(d.getByLabel('Rate (₹), row 2')).toHaveValue('199');

      // Nothing is clipped: the services, a long item name, the order number.
      await d.getByRole('button', { name: '+ Add Item' }).click();
      await fillRow(d, 3, { service: 'Wash and Iron', item: 'Kurta/Kameez (Heavy Embroidery)' });
      await d.getByLabel('Service, row 1').fill('Wash and Iron');
      await expect(d.getByLabel('Order Number', { exact: true })).toHaveValue(/^SL-\d{15}$/);
      expect(await clippedInputs(page)).toEqual([]);
      const overflow = await d.locator('form').evaluate((form) => form.scrollWidth > form.clientWidth + 1);
      expect(overflow).toBe(false);
    });
  }
});

/** Elements of the dashboard that reach past the window's right edge. */
async function overflowing(page: Page): Promise<string[]> {
  return page.locator('.admin-page').evaluate((el) => {
    const limit = document.documentElement.clientWidth;
    return [...el.querySelectorAll('*')].filter((n) => n.getBoundingClientRect().right > limit + 1).map((n) => n.className);
  });
}

test.describe('14: the dashboard on a phone and on a laptop', () => {
  test('at 375 px the filters fold into one control, orders start on the first screen, a card is short', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Phone Card Customer');
    const order = await bookOrder(request, customer);
    await openDashboard(page, admin);

    // One Filters control beside the search; the selects and tools open from it.
    const filters = page.getByRole('button', { name: /^Filters & tools/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Service', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export Orders' })).toBeHidden();
    const first = page.locator('article.order-card').first();
    // Until the shop is ready for customers its setup banner stands above everything; past it, the first
    // order still begins on the first screen (its top 40 px at least).
    const banner = page.getByTestId('go-live-banner');
    const bannerHeight = (await banner.count()) ? (await banner.boundingBox())!.height : 0;
    expect((await first.boundingBox())!.y).toBeLessThan(667 - 40 + bannerHeight);
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Service', { exact: true }).selectOption('Dry Clean');
    await expect(page.getByRole('button', { name: /^Filters & tools \(1\)/ })).toBeVisible();
    await page.getByLabel('Service', { exact: true }).selectOption('');
    await filters.click();

    // The card: the essentials, the status once, one row of status buttons and one of actions.
    const card = orderCard(page, order.orderNumber);
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    expect(box.height).toBeLessThan(450);
    await expect(card.locator('dt', { hasText: /^Status$/ })).toHaveCount(0);
    // The status once as text (the badge); besides it only the pressed status button says it.
    await expect(card.locator('dd', { hasText: /^Pending$/ })).toHaveCount(0);
    await expect(card.locator(':not(button)', { hasText: /^Pending$/ })).toHaveCount(1);
    const rowTops = async (selector: string) =>
      new Set((await card.locator(selector).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))).values()).size;
    expect(await rowTops('.order-status-buttons > button')).toBe(1);
    expect(await rowTops('.order-actions > .btn, .order-actions > details > summary')).toBe(1);
    await expect(card.getByRole('button', { name: 'Delete' })).toBeHidden();
    await openCardMenu(card);
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Copy phone/ })).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
  });

  test('at 1280 px the toolbar stays on its lines, the tiles on one row, nothing overflows', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const admin = await adminSession(request);
    await openDashboard(page, admin);
    await expect(page.getByRole('button', { name: /^Filters & tools/ })).toHaveCount(0);
    const search = (await page.getByPlaceholder('Search orders, phone, address, service...').boundingBox())!;
    const service = (await page.getByLabel('Service', { exact: true }).boundingBox())!;
    expect(Math.abs(service.y - search.y)).toBeLessThan(4);
    await expect(page.getByRole('button', { name: 'Manual Invoice' })).toBeVisible();
    const tops = await page.locator('.stat-tile').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const card = page.locator('article.order-card').first();
    expect(await card.locator('.order-status-buttons > button').count()).toBe(4);
    expect(await overflowing(page)).toEqual([]);
  });

  test('count tiles filter the list: keyboard buttons with aria-pressed', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('tile');
    await manualOrder(request, admin, { status: 'Delivering', userId: { name: `Delivering ${word}` } });
    await manualOrder(request, admin, { status: 'Completed', userId: { name: `Completed ${word}` } });
    await openDashboard(page, admin);
    const tile = page.getByRole('button', { name: /^Delivering \d/ });
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
    const asked = page.waitForRequest((r) => r.url().includes('/admin/orders?') && r.url().includes('status=Delivering'));
    await tile.focus();
    await page.keyboard.press('Enter');
    await asked;
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Delivering ${word}`)).toBeVisible();
    await expect(page.getByText(`Completed ${word}`)).toHaveCount(0);
    const badges = await page.locator('article.order-card .order-card-head .badge[class*="status-"]').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['Delivering']));
    // Total Orders shows every order again.
    await page.getByRole('button', { name: /^Total Orders/ }).click();
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: /^Total Orders/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Completed ${word}`)).toBeVisible();
  });

  test("Today's pickups lists the orders picked up today (IST)", async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('today');
    await manualOrder(request, admin, { pickupDate: todayIst(), userId: { name: `Today ${word}` } });
    await manualOrder(request, admin, { pickupDate: addDays(todayIst(), 1), userId: { name: `Tomorrow ${word}` } });
    await openDashboard(page, admin);
    await expect(page.getByText(`Tomorrow ${word}`)).toBeVisible();
    const today = page.getByRole('button', { name: 'Today’s pickups' });
    await expect(today).toHaveAttribute('aria-pressed', 'false');
    const asked = page.waitForRequest((r) => r.url().includes(`pickupDate=${todayIst()}`));
    await today.click();
    await asked;
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Today ${word}`)).toBeVisible();
    await expect(page.getByText(`Tomorrow ${word}`)).toHaveCount(0);
    for (const order of await listOrders(request, admin, { pickupDate: todayIst() })) expect(order.pickupDate).toBe(todayIst());
    await page.getByRole('button', { name: 'All orders' }).click();
    await expect(page.getByText(`Tomorrow ${word}`)).toBeVisible();
  });

  test('a booking arriving live is highlighted; the chime is off by default, and once on it is remembered and sounds', async ({ page, request }) => {
    // A stand-in for Web Audio that counts the notes played.
    await page.addInitScript(() => {
      const w = window as unknown as { notes: number; AudioContext: unknown };
      w.notes = 0;
      const param = { value: 0, setValueAtTime: () => param, exponentialRampToValueAtTime: () => param };
      w.AudioContext = class {
        state = 'running';
        currentTime = 0;
        destination = {};
        resume() {
          return Promise.resolve();
        }
        createOscillator() {
          return { frequency: { value: 0 }, connect: (n: unknown) => n, start: () => (w.notes += 1), stop: () => undefined };
        }
        createGain() {
          return { gain: param, connect: (n: unknown) => n };
        }
      };
    });
    const notes = () => page.evaluate(() => (window as unknown as { notes: number }).notes);
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Live Chime Customer');
    // The live connection starts once the first cards are drawn: a booking before it would not be pushed.
    let live = adminLiveJoined(page);
    await openDashboard(page, admin);
    const toggle = page.getByRole('button', { name: /New-order sound/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await live;

    const quiet = await bookOrder(request, customer);
    const quietCard = orderCard(page, quiet.orderNumber);
    await expect(quietCard).toHaveClass(/order-card-new/);
    await expect(quietCard.getByText('New', { exact: true })).toBeVisible();
    expect(await notes()).toBe(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    live = adminLiveJoined(page);
    await page.reload();
    await expect(page.locator('article.order-card').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await live;
    const loud = await bookOrder(request, customer);
    await expect(orderCard(page, loud.orderNumber)).toHaveClass(/order-card-new/);
    await expect.poll(notes).toBeGreaterThan(0);
    // Acting on the card marks it seen.
    await orderCard(page, loud.orderNumber).getByRole('button', { name: 'Pickup & Price' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(orderCard(page, loud.orderNumber)).not.toHaveClass(/order-card-new/);
  });
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${PHASE}-${page.viewportSize()?.width}.png` });
}

test.describe('shop owner journeys screenshots', () => {
  test.skip(!PHASE, 'screenshots only when JOURNEY_SHOTS=before|after');
  test('shots', async ({ page, request }) => {
    const admin = await adminSession(request);
    const customer = await customerSession(request, 'Shot Customer');
    const order = await bookOrder(request, customer);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openDashboard(page, admin);
      await shot(page, 'p14-dashboard');
      await orderCard(page, order.orderNumber).scrollIntoViewIfNeeded();
      await shot(page, 'p14-card');
      await orderCard(page, order.orderNumber).getByRole('button', { name: 'Pickup & Price' }).click();
      const d = dialog(page);
      await expect(d).toBeVisible();
      await shot(page, 'p12-invoice-modal');
      await d.getByLabel('Service, row 1').fill('Wash and Iron');
      await d.getByLabel('Item, row 1').fill('Shirt');
      await shot(page, 'p13-item-editor');
      await d.getByRole('button', { name: 'Download PNG' }).scrollIntoViewIfNeeded();
      await shot(page, 'p12-send');
      await d.getByRole('button', { name: 'Cancel' }).click();
      await openManualInvoice(page);
      await expect(d).toBeVisible();
      await d.getByLabel('Service, row 1').fill('Wash and Iron');
      await shot(page, 'p13-manual');
      await d.getByRole('button', { name: 'Cancel' }).click();
    }
  });
});
