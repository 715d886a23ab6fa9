import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/db';
import { transaction } from '../../db/db';
import type { Database, GatewaySettlementItemsTable, GatewaySettlementsTable } from '../../db/schema';

export interface SettlementRow extends GatewaySettlementsTable {
  payments: number;
  lineId: string | null;
  valueDate: string | null;
}

/** Sums in paise; `inBank` is the net of those whose bank line is matched. */
export interface SettlementSums {
  gross: number;
  fees: number;
  tax: number;
  net: number;
  inBank: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The gateway's settlements and what each covers (docs/decisions/0088). Whether one is in the
 * bank is read from the statement line matched to it (the statements feature writes that).
 */
export class SettlementsRepository {
  constructor(readonly db: Kysely<Database>) {}

  async knownIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('gatewaySettlements').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  /** A settlement and its items together; one stored already is left as it was. */
  async insert(settlement: GatewaySettlementsTable, items: readonly GatewaySettlementItemsTable[]): Promise<boolean> {
    return transaction(this.db, async (trx) => {
      const result = await trx
        .insertInto('gatewaySettlements')
        .values(settlement)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      for (const item of items) {
        await trx
          .insertInto('gatewaySettlementItems')
          .values(item)
          .onConflict((oc) => oc.columns(['settlementId', 'entityId']).doNothing())
          .execute();
      }
      return true;
    });
  }

  async list(limit: number): Promise<SettlementRow[]> {
    const rows = await this.db
      .selectFrom('gatewaySettlements as s')
      .leftJoin('statementLines as l', 'l.settlementId', 's.id')
      .selectAll('s')
      .select(['l.id as lineId', 'l.valueDate'])
      .select((eb) =>
        eb
          .selectFrom('gatewaySettlementItems as i')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('i.settlementId', '=', 's.id')
          .where('i.type', '=', 'payment')
          .as('payments'),
      )
      .orderBy('s.settledAt', 'desc')
      .orderBy('s.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, amount: num(r.amount), fees: num(r.fees), tax: num(r.tax), payments: num(r.payments) }));
  }

  /** Every stored settlement's sums, or those the gateway made on one IST day. */
  async sums(day?: string, db: Db = this.db): Promise<SettlementSums> {
    let query = db
      .selectFrom('gatewaySettlements as s')
      .leftJoin('statementLines as l', 'l.settlementId', 's.id')
      .select([
        sql<number>`coalesce(sum(s.amount), 0)`.as('net'),
        sql<number>`coalesce(sum(s.fees), 0)`.as('fees'),
        sql<number>`coalesce(sum(s.tax), 0)`.as('tax'),
        sql<number>`coalesce(sum(case when l.id is null then 0 else s.amount end), 0)`.as('inBank'),
      ]);
    if (day) query = query.where('s.settledDay', '=', day);
    const row = await query.executeTakeFirstOrThrow();
    const net = num(row.net);
    const fees = num(row.fees);
    const tax = num(row.tax);
    return { gross: net + fees + tax, fees, tax, net, inBank: num(row.inBank) };
  }

  /** Gateway payments in the ledger that no stored settlement lists: sum (paise) and count. */
  async awaiting(db: Db = this.db): Promise<{ amount: number; count: number }> {
    const row = await db
      .selectFrom('payments as p')
      .select([sql<number>`coalesce(sum(p.amount), 0)`.as('amount'), sql<number>`count(*)`.as('count')])
      .where('p.source', '=', 'gateway')
      .where('p.gatewayPaymentId', 'is not', null)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('gatewaySettlementItems as i').select('i.entityId').whereRef('i.entityId', '=', 'p.gatewayPaymentId'))),
      )
      .executeTakeFirstOrThrow();
    return { amount: num(row.amount), count: num(row.count) };
  }

  /** The day's online payments as captured (paise). */
  async received(day: string, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('amount'))
      .where('createdDay', '=', day)
      .where('source', '=', 'gateway')
      .executeTakeFirstOrThrow();
    return num(row.amount);
  }
}
