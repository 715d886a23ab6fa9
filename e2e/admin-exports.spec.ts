import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { istParts, pad } from '@laundry/shared/rules/ist';
import { API_URL, authHeaders, useSessionInBrowser } from './support/api';
import { adminSession, getStats, listOrders, listTickets, manualOrder, openDashboard, raiseTicket, uniqueWord } from './support/admin';

const BOM = [0xef, 0xbb, 0xbf];
const ORDER_HEADER =
  'Order Number,Customer,Service,Status,Delivery,Pickup Address,Pickup Date,Pickup Time,Phone,User,Created At,Subtotal,Discount,Tax,Total';
const TICKET_HEADER = 'User Name,Mobile,OrderId,Issue,Status,Created At';
const GROUPED_HEADER = 'Status,User Name,Mobile,OrderId,Issue,Created At';

/** The file's bytes: BOM first, then CRLF lines; quoted fields may hold line breaks of their own. */
async function readCsv(download: Download): Promise<{ bytes: Buffer; records: string[] }> {
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const records: string[] = [];
  let current = '';
  for (const line of text.slice(0, -2).split('\r\n')) {
    current = current ? `${current}\r\n${line}` : line;
    const quoted = (current.match(/"/g)?.length ?? 0) % 2 === 1;
    if (!quoted) {
      records.push(current);
      current = '';
    }
  }
  return { bytes, records };
}

const shopTime = (iso: string) => {
  const p = istParts(new Date(iso));
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
};

async function download(page: Page, button: string): Promise<Download> {
  const next = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return next;
}

test.describe('CSV exports', () => {
  test.setTimeout(90_000);

  test('orders_export.csv holds every order, paged through the API, quoted and guarded against formulas', async ({ page, request }) => {
    const admin = await adminSession(request);
    // More than one page of the export's 200 orders per call.
    const total = (await getStats(request, admin)).counts.total;
    for (let i = total; i < 205; i++) await manualOrder(request, admin, { userId: { name: `Bulk ${i}` } });
    const word = uniqueWord('csv');
    const risky = await manualOrder(request, admin, {
      userId: { name: `=HYPERLINK("http://x","${word}")` },
      pickupAddress: `Flat 3, "Sai" Residency\nMain Road ${word}`,
      pickupTime: '-10:00',
      delivery: 'express',
      items: [{ service: 'Dry Clean', item: 'Saree', qty: 2, rate: 99.5 }],
      discount: 9,
      tax: 1.25,
    });
    await openDashboard(page, admin);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/admin/orders?') && requests.push(r.url()));
    const { records } = await readCsv(await download(page, 'Export Orders'));
    const all = await listOrders(request, admin);

    expect(records[0]).toBe(ORDER_HEADER);
    expect(records).toHaveLength(all.length + 1);
    expect(all.length).toBeGreaterThan(200);
    expect(requests.filter((u) => new URL(u).searchParams.has('cursor')).length).toBeGreaterThanOrEqual(1);
    expect(records.slice(1).map((r) => r.split(',')[0])).toEqual(all.map((o) => o.orderNumber));

    const row = records.find((r) => r.startsWith(`${risky.orderNumber},`));
    expect(row).toBe(
      [
        risky.orderNumber,
        `"'=HYPERLINK(""http://x"",""${word}"")"`,
        'Dry Clean',
        'Pending',
        'Express',
        `"Flat 3, ""Sai"" Residency\r\nMain Road ${word}"`.replace('\r\n', '\n'),
        risky.pickupDate,
        "'-10:00",
        risky.phone,
        '',
        shopTime(risky.createdAt),
        // ₹199 of sarees and the Express line the server adds (+50%).
        '298.5',
        '9',
        '1.25',
        '290.75',
      ].join(','),
    );
  });

  test('orders_filtered_export.csv holds exactly the orders of the current search and filters', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('filtered');
    const keep = await manualOrder(request, admin, { delivery: 'express', service: 'Iron', pickupAddress: `${word} one` });
    await manualOrder(request, admin, { delivery: 'regular', service: 'Iron', pickupAddress: `${word} two` });
    const keep2 = await manualOrder(request, admin, { delivery: 'express', service: 'Iron', pickupAddress: `${word}   three` });
    await openDashboard(page, admin);
    await page.getByPlaceholder('Search orders, phone, address, service...').fill(`  ${word.toUpperCase()} `);
    await page.getByLabel('Delivery', { exact: true }).selectOption('express');
    const { records } = await readCsv(await download(page, 'Export Filtered Orders'));
    expect(records[0]).toBe(ORDER_HEADER);
    expect(records.slice(1).map((r) => r.split(',')[0])).toEqual([keep2.orderNumber, keep.orderNumber]);

    await page.getByPlaceholder('Search orders, phone, address, service...').fill(`${word} nothing`);
    const alerts: string[] = [];
    page.on('dialog', (d) => (alerts.push(d.message()), void d.accept()));
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Export Filtered Orders' }).click();
    await expect.poll(() => alerts).toEqual(['No orders to export']);
    expect(downloads).toBe(0);
  });

  test('tickets_export.csv and tickets_export_grouped.csv: the spec columns, quoting, the guard and the grouping', async ({ page, request }) => {
    const admin = await adminSession(request);
    const word = uniqueWord('tcsv');
    const risky = await raiseTicket(request, { userName: `@SUM(1+1) ${word}`, orderId: 'SL-202601051030123', issue: 'Torn, "badly"\nplease call' });
    const closed = await raiseTicket(request, { userName: `Closed ${word}`, issue: 'Done' });
    const contacted = await raiseTicket(request, { userName: `Contacted ${word}`, issue: 'Called' });
    await request.post(`${API_URL}/api/tickets/${closed._id}/close`, { headers: authHeaders(admin.token) });
    await request.post(`${API_URL}/api/tickets/${contacted._id}/reply`, { headers: authHeaders(admin.token), data: { message: 'Hi' } });
    await useSessionInBrowser(page, admin);
    await page.goto('/admin?tab=tickets');
    await expect(page.locator('article.ticket-card').first()).toBeVisible();
    const all = await listTickets(request, admin);

    const plain = await readCsv(await download(page, 'Export Tickets'));
    expect(plain.records[0]).toBe(TICKET_HEADER);
    expect(plain.records).toHaveLength(all.length + 1);
    expect(plain.records).toContain(
      `'@SUM(1+1) ${word},${risky.mobile},SL-202601051030123,"Torn, ""badly""\nplease call",Pending,${shopTime(risky.createdAt)}`,
    );
    expect(plain.records).toContain(`Closed ${word},${closed.mobile},,Done,Resolved,${shopTime(closed.createdAt)}`);

    const grouped = await readCsv(await download(page, 'Export (grouped)'));
    expect(grouped.records[0]).toBe(GROUPED_HEADER);
    expect(grouped.records).toHaveLength(all.length + 1);
    const rank: Record<string, number> = { Pending: 0, Contacted: 1, Resolved: 2 };
    const ranks = grouped.records.slice(1).map((r) => rank[r.split(',')[0] ?? ''] ?? -1);
    expect(ranks).not.toContain(-1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
    expect(grouped.records).toContain(`Contacted,Contacted ${word},${contacted.mobile},,Called,${shopTime(contacted.createdAt)}`);
  });

  test("'No tickets to export' when there are none (the list could not load)", async ({ page, request }) => {
    const admin = await adminSession(request);
    // Spec section 8: a failed load shows an empty list; exporting it has nothing to give.
    await page.route(/\/api\/tickets$/, (route) => route.abort('internetdisconnected'));
    await useSessionInBrowser(page, admin);
    await page.goto('/admin?tab=tickets');
    await expect(page.getByText('No tickets found.')).toBeVisible();
    const alerts: string[] = [];
    page.on('dialog', (d) => (alerts.push(d.message()), void d.accept()));
    await page.getByRole('button', { name: 'Export Tickets' }).click();
    await page.getByRole('button', { name: 'Export (grouped)' }).click();
    await expect.poll(() => alerts).toEqual(['No tickets to export', 'No tickets to export']);
  });
});
