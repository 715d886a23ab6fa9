import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { OpenStatementLines, Statement, StatementLine } from '@laundry/shared/contracts/statements';
import { call, createAdminSession, expectError, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Anitha Devi')]);
});
afterAll(async () => {
  await server?.close();
});

/** A priced order of `rupees` for the signed-up customer (so they can read it back), made at the counter. */
async function pricedOrder(rupees: number): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/admin/orders', {
    token: admin.token,
    body: { phone: customer.user.phone, items: [{ service: 'Iron', item: 'Saree', qty: 1, rate: rupees }], discount: 0, tax: 0 },
  });
  if (res.status !== 201) throw new Error(`manual order: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.body).toMatchObject({ total: rupees, due: rupees, paymentStatus: 'unpaid' });
  return res.body;
}

async function readOrder(id: string): Promise<Order> {
  const res = await call<Order>(server, 'GET', `/orders/${id}`, { token: customer.token });
  expect(res.status).toBe(200);
  return res.body;
}

const HEADER = ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'];
/** An HDFC-shaped export: preamble, header, rows. */
function hdfc(rows: [date: string, narration: string, reference: string, credit: string, debit?: string][]): string[][] {
  return [
    ['HDFC BANK Ltd.', '', '', '', '', '', ''],
    ['Account No : 50100012345678', '', '', '', '', '', ''],
    HEADER,
    ...rows.map(([date, narration, reference, credit, debit = '']) => [date, narration, reference, date, debit, credit, '10,000.00']),
  ];
}

const upload = (rows: string[][], token = admin.token, fileName = 'statement.csv') =>
  call<Statement>(server, 'POST', '/admin/statements', { token, body: { fileName, rows } });
const confirm = (id: string, lineIds: string[], token = admin.token) =>
  call<Statement>(server, 'POST', `/admin/statements/${id}/confirm`, { token, body: { lineIds } });
const openLines = async () => (await call<OpenStatementLines>(server, 'GET', '/admin/statements/unmatched', { token: admin.token })).body.lines;
const byNarration = (lines: StatementLine[], text: string) => lines.find((l) => l.narration.includes(text))!;

describe('bank statement reconciliation', () => {
  it('proposes matches, records the confirmed ones once, and keeps unmatched credits listed across uploads', async () => {
    const [a, b] = await Promise.all([pricedOrder(451), pricedOrder(302.5)]);
    const rows = hdfc([
      ['05/04/25', `UPI-ANITHA DEVI-anitha@okhdfcbank-509512345678-${a.orderNumber.toLowerCase()}`, '0000509512345678', '451.00'],
      ['05/04/25', 'POS 416021XXXXXX1234 RELIANCE FRESH', '0000000000000000', '', '250.00'],
      ['06/04/25', `NEFT CR-SBIN0001234-ANITHA DEVI-${b.invoiceNumber!.replaceAll('/', ' ')}`, 'N0925123456', '302.50'],
      ['06/04/25', 'UPI-STRANGER-stranger@ybl-509612345678-GIFT', '0000509612345678', '777.77'],
    ]);
    const first = await upload(rows);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ fileName: 'statement.csv', added: 3, alreadyKnown: 0 });
    expect(first.body.lines).toHaveLength(3);
    const lineA = byNarration(first.body.lines, 'anitha@okhdfcbank');
    const lineB = byNarration(first.body.lines, 'NEFT CR');
    const stranger = byNarration(first.body.lines, 'STRANGER');
    expect(lineA).toMatchObject({
      valueDate: '2025-04-05',
      reference: '0000509512345678',
      credit: 451,
      status: 'matched',
      match: {
        orderId: a._id,
        orderNumber: a.orderNumber,
        invoiceNumber: a.invoiceNumber,
        customerName: 'Anitha Devi',
        due: 451,
        strength: 'strong',
        reason: 'order_number',
      },
    });
    expect(lineB).toMatchObject({ credit: 302.5, status: 'matched', match: { orderId: b._id, strength: 'strong', reason: 'invoice_number' } });
    expect(stranger).toMatchObject({ credit: 777.77, status: 'unmatched', match: null });
    // Proposals are not payments: nothing is recorded until the admin confirms.
    expect((await readOrder(a._id)).paymentStatus).toBe('unpaid');

    const confirmed = await confirm(first.body._id, [lineA._id, lineB._id, stranger._id]);
    expect(confirmed.status).toBe(200);
    expect(byNarration(confirmed.body.lines, 'anitha@okhdfcbank')).toMatchObject({
      status: 'recorded',
      match: null,
      recordedOrderNumber: a.orderNumber,
    });
    expect(byNarration(confirmed.body.lines, 'NEFT CR')).toMatchObject({ status: 'recorded', recordedOrderNumber: b.orderNumber });
    expect(byNarration(confirmed.body.lines, 'STRANGER')).toMatchObject({ status: 'unmatched', match: null });

    const paidA = await readOrder(a._id);
    expect(paidA).toMatchObject({ paid: 451, due: 0, paymentStatus: 'paid' });
    expect(paidA.payments).toEqual([
      expect.objectContaining({ method: 'upi', amount: 451, reference: '509512345678', source: 'statement', recordedByName: 'Test Admin' }),
    ]);
    const paidB = await readOrder(b._id);
    expect(paidB).toMatchObject({ paid: 302.5, paymentStatus: 'paid' });
    expect(paidB.payments).toEqual([expect.objectContaining({ method: 'netbanking', amount: 302.5, reference: 'N0925123456' })]);

    // The same file again adds nothing and records nothing twice; its answer shows the lines as they are.
    const again = await upload(rows, admin.token, 'statement (1).csv');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ added: 0, alreadyKnown: 3 });
    expect(again.body.lines.map((l) => l.status).sort()).toEqual(['recorded', 'recorded', 'unmatched']);
    expect((await confirm(again.body._id, [lineA._id, lineB._id])).status).toBe(200);
    expect((await confirm(first.body._id, [lineA._id, lineB._id])).status).toBe(200);
    expect((await readOrder(a._id)).payments).toHaveLength(1);
    expect((await readOrder(b._id)).payments).toHaveLength(1);

    // The unrelated credit stays listed, from whichever upload; the recorded ones do not.
    const open = await openLines();
    expect(open.map((l) => l._id)).toContain(stranger._id);
    expect(open.map((l) => l._id)).not.toContain(lineA._id);
    expect((await call<Statement>(server, 'GET', `/admin/statements/${first.body._id}`, { token: admin.token })).body.lines).toHaveLength(3);
  });

  it('records each line once under concurrent confirms', async () => {
    const order = await pricedOrder(613);
    const res = await upload(hdfc([['07/04/25', `UPI-ANITHA-${order.orderNumber}`, '0000509712345678', '613.00']]));
    const line = res.body.lines[0]!;
    expect(line.match).toMatchObject({ orderId: order._id, strength: 'strong' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(res.body._id, [line._id])));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const read = await readOrder(order._id);
    expect(read.payments).toHaveLength(1);
    expect(read).toMatchObject({ paid: 613, paymentStatus: 'paid' });
  });

  it('confirms the customer’s pending report of the UTR it records', async () => {
    const order = await pricedOrder(888);
    const reportId = randomUUID();
    await server.database.db
      .insertInto('paymentReports')
      .values({
        id: reportId,
        orderId: order._id,
        userId: customer.user._id,
        amount: 88800,
        reference: '510212345678',
        status: 'pending',
        reason: '',
        createdAt: new Date().toISOString(),
      })
      .execute();
    // The narration names no order: the reported UTR, as the bank's reference, is what matches.
    const res = await upload(hdfc([['08/04/25', 'UPI-ANITHA DEVI-anitha@okhdfcbank-PAYMENT', '000510212345678', '888.00']]));
    expect(res.body.lines[0]).toMatchObject({ match: { orderId: order._id, strength: 'strong', reason: 'upi_reference' } });
    await confirm(res.body._id, [res.body.lines[0]!._id]);
    const read = await readOrder(order._id);
    expect(read.paymentReport).toMatchObject({ _id: reportId, status: 'confirmed' });
    const report = await server.database.db.selectFrom('paymentReports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(report.paymentId).toBe(read.payments[0]!._id);
    expect(read.payments[0]).toMatchObject({ reference: '510212345678', source: 'statement' });
  });

  it('proposes an amount-only match weakly and records it only when confirmed', async () => {
    const order = await pricedOrder(1234.56);
    const res = await upload(hdfc([['09/04/25', 'IMPS-510312345678-SOMEONE', 'IMPS', '1,234.56']]));
    expect(res.body.lines[0]).toMatchObject({ status: 'matched', match: { orderId: order._id, strength: 'weak', reason: 'amount_only' } });
    expect((await readOrder(order._id)).paid).toBe(0);
  });

  it('reads a big statement (above the usual body limit) in one upload', async () => {
    const rows = hdfc(
      Array.from(
        { length: 3000 },
        (_, i) => ['10/04/25', `UPI-BULK-${i}-${'x'.repeat(60)}`, `R${i}`, '', '1.00'] as [string, string, string, string, string],
      ),
    );
    rows.push(['10/04/25', 'UPI-BULK-CREDIT-ONE', 'R-ONE', '10/04/25', '', '3.33', '1.00']);
    const res = await upload(rows);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ added: 1 });
  });

  it('refuses what is not a statement with 400 and writes nothing', async () => {
    const before = (await openLines()).length;
    expectError(
      await upload([
        ['hello', 'world'],
        ['1', '2'],
      ]),
      400,
      /No header row/,
      'statement_unreadable',
    );
    expectError(await upload([]), 400, /empty/, 'statement_unreadable');
    expectError(
      await call(server, 'POST', '/admin/statements', { token: admin.token, body: { fileName: 'x.csv', rows: 'garbage' } }),
      400,
      undefined,
      'validation_failed',
    );
    expectError(
      await call(server, 'POST', '/admin/statements', { token: admin.token, body: { rows: [['Date']] } }),
      400,
      undefined,
      'validation_failed',
    );
    expectError(await confirm(randomUUID(), ['x']), 404, undefined, 'not_found');
    expectError(await call(server, 'GET', `/admin/statements/${randomUUID()}`, { token: admin.token }), 404, undefined, 'not_found');
    expect((await openLines()).length).toBe(before);
    const statements = await server.database.db.selectFrom('statements').select('fileName').execute();
    expect(statements.map((s) => s.fileName)).not.toContain('x.csv');
  });

  it('is the admin’s alone', async () => {
    const res = await upload(hdfc([['11/04/25', 'UPI-X-510412345678', '', '5.00']]));
    const id = res.body._id;
    expectError(await upload(hdfc([['11/04/25', 'UPI-Y', '', '6.00']]), customer.token), 403, undefined, 'admin_only');
    expectError(await call(server, 'GET', '/admin/statements/unmatched', { token: customer.token }), 403, undefined, 'admin_only');
    expectError(await call(server, 'GET', `/admin/statements/${id}`, { token: customer.token }), 403, undefined, 'admin_only');
    expectError(await confirm(id, [res.body.lines[0]!._id], customer.token), 403, undefined, 'admin_only');
    expectError(await call(server, 'GET', '/admin/statements/unmatched'), 401, undefined, 'auth_required');
  });
});
