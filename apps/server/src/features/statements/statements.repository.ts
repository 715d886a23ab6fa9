import { lockOrder } from '../orders/orders.public';
import { type Trx, transaction } from '../../db/db';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, StatementLinesTable, StatementsTable } from '../../db/schema';

export type StatementRow = Selectable<StatementsTable>;
export type StatementLineRow = Selectable<StatementLinesTable> & { recordedOrderNumber: string | null };
export type NewStatementLine = Insertable<StatementLinesTable>;

export interface UnpaidOrderRow {
  id: string;
  orderNumber: string;
  invoiceNumber: string | null;
  customerName: string;
  /** paise */
  due: number;
}

export interface PendingReportRow {
  id: string;
  orderId: string;
  reference: string;
}

/** Lists longer than this are read in slices: SQLite caps a statement's parameters. */
const CHUNK = 400;
/** The open credits proposals are worked out over: the newest, so an old backlog never slows an upload. */
export const OPEN_LINES_MAX = 2000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Uploaded statements and their credit lines (docs/decisions/0046). */
export class StatementsRepository {
  constructor(readonly db: Kysely<Database>) {}

  /**
   * The statement and its lines; a line whose key is known already (the same credit from an
   * earlier upload, or the same upload again) is left as it was, so nothing is recorded twice.
   */
  async insert(statement: Insertable<StatementsTable>, lines: readonly NewStatementLine[]): Promise<void> {
    await transaction(this.db, async (trx) => {
      await trx.insertInto('statements').values(statement).execute();
      for (const slice of chunks(lines)) {
        await trx
          .insertInto('statementLines')
          .values(slice)
          .onConflict((oc) => oc.column('lineKey').doNothing())
          .execute();
      }
    });
  }

  findStatement(id: string): Promise<StatementRow | undefined> {
    return this.db.selectFrom('statements').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private lines() {
    return this.db
      .selectFrom('statementLines as l')
      .leftJoin('orders as o', 'o.id', 'l.orderId')
      .selectAll('l')
      .select('o.orderNumber as recordedOrderNumber')
      .orderBy('l.valueDate')
      .orderBy('l.createdAt')
      .orderBy('l.lineKey');
  }

  async linesByKeys(keys: readonly string[]): Promise<StatementLineRow[]> {
    const found: StatementLineRow[] = [];
    for (const slice of chunks(keys)) found.push(...(await this.lines().where('l.lineKey', 'in', slice).execute()));
    return found;
  }

  linesOfStatement(statementId: string): Promise<StatementLineRow[]> {
    return this.lines().where('l.statementId', '=', statementId).execute();
  }

  /** Credits not yet recorded (nor set aside), oldest first. */
  async openLines(limit = OPEN_LINES_MAX): Promise<StatementLineRow[]> {
    const newest = await this.lines()
      .where('l.status', 'in', ['unmatched', 'matched'])
      .clearOrderBy()
      .orderBy('l.valueDate', 'desc')
      .orderBy('l.createdAt', 'desc')
      .limit(limit)
      .execute();
    return newest.reverse();
  }

  /** Priced, not cancelled orders that still owe something. */
  async unpaidOrders(): Promise<UnpaidOrderRow[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['id', 'orderNumber', 'invoiceNumber', 'customerName', 'total', 'paid'])
      .where('pricedAt', 'is not', null)
      .where('status', '!=', 'Cancelled')
      .whereRef('total', '>', 'paid')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orderNumber: r.orderNumber,
      invoiceNumber: r.invoiceNumber,
      customerName: r.customerName,
      due: Number(r.total) - Number(r.paid),
    }));
  }

  pendingReports(trx: Kysely<Database> | Trx = this.db, orderId?: string): Promise<PendingReportRow[]> {
    let query = trx.selectFrom('paymentReports').select(['id', 'orderId', 'reference']).where('status', '=', 'pending');
    if (orderId) query = query.where('orderId', '=', orderId);
    return query.execute();
  }

  /**
   * Claims the line for recording: only a line still open moves to `recorded`, so of two
   * confirms of one line (on PostgreSQL the second waits for the first's row, then finds it
   * recorded) exactly one goes on to write the payment.
   */
  async claimLine(trx: Trx, lineId: string, orderId: string): Promise<boolean> {
    const result = await trx
      .updateTable('statementLines')
      .set({ status: 'recorded', orderId })
      .where('id', '=', lineId)
      .where('status', 'in', ['unmatched', 'matched'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Takes the order's row for the rest of the transaction by writing it; its due now, or undefined. */
  async lockOrderDue(trx: Trx, orderId: string, now: string): Promise<number | undefined> {
    const row = await lockOrder(trx, orderId, now, (eb) => eb.and([eb('pricedAt', 'is not', null), eb('status', '!=', 'Cancelled')]));
    return row ? Number(row.total) - Number(row.paid) : undefined;
  }

  async setPayment(trx: Trx, lineId: string, paymentId: string): Promise<void> {
    await trx.updateTable('statementLines').set({ paymentId }).where('id', '=', lineId).execute();
  }

  /** The gateway's settlements no bank line is matched to yet (docs/decisions/0088), in paise. */
  async settlementsNotInBank(): Promise<{ id: string; utr: string; amount: number; settledDay: string }[]> {
    const rows = await this.db
      .selectFrom('gatewaySettlements as s')
      .leftJoin('statementLines as l', 'l.settlementId', 's.id')
      .select(['s.id', 's.utr', 's.amount', 's.settledDay'])
      .where('l.id', 'is', null)
      .orderBy('s.settledAt')
      .execute();
    return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
  }

  /** An open line becomes the settlement's credit; false when it was recorded or settled meanwhile. */
  async settleLine(lineId: string, settlementId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('statementLines')
      .set({ status: 'settled', settlementId })
      .where('id', '=', lineId)
      .where('status', 'in', ['unmatched', 'matched'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The customer's pending report, now paid by the statement's credit. */
  async confirmReport(trx: Trx, reportId: string, paymentId: string, decidedBy: string, now: string): Promise<void> {
    await trx
      .updateTable('paymentReports')
      .set({ status: 'confirmed', paymentId, decidedBy, decidedAt: now })
      .where('id', '=', reportId)
      .where('status', '=', 'pending')
      .execute();
  }
}
