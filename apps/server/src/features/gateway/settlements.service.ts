import type { FastifyBaseLogger } from 'fastify';
import { SETTLEMENTS_SHOWN, type FetchedSettlements, type GatewaySettlements, type GatewayTakings } from '@laundry/shared/contracts/settlements';
import { istDate, istParts } from '@laundry/shared/rules/ist';
import { fromPaise } from '@laundry/shared/rules/money';
import type { GatewaySettlementItemsTable } from '../../db/schema';
import { settleOpenLines } from '../statements/statements.public';
import { gatewayFailed, gatewayOff } from './gateway.service';
import { GatewayError } from './payment-provider';
import type { SettlementSource } from './settlement-source';
import type { SettlementRow, SettlementSums, SettlementsRepository } from './settlements.repository';

/** How far back a fetch asks: settlements come a day or two after capture, a month covers any pause. */
export const FETCH_DAYS = 30;
const DAY_MS = 86_400_000;

const sumsInRupees = (s: SettlementSums) => ({
  gross: fromPaise(s.gross),
  fees: fromPaise(s.fees),
  tax: fromPaise(s.tax),
  net: fromPaise(s.net),
  inBank: fromPaise(s.inBank),
});

/**
 * The gateway's settlements (docs/decisions/0088): fetched by the admin's hand, stored once with
 * the payments each covers, then matched with the bank statement's credits by the statements
 * feature. Fees and tax are kept apart; the ledger is never written here.
 */
export class SettlementsService {
  constructor(
    private readonly repo: SettlementsRepository,
    private readonly source: SettlementSource | null,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number,
  ) {}

  async list(): Promise<GatewaySettlements> {
    const [rows, totals, awaiting] = await Promise.all([this.repo.list(SETTLEMENTS_SHOWN), this.repo.sums(), this.repo.awaiting()]);
    return {
      settlements: rows.map(toSettlement),
      totals: sumsInRupees(totals),
      awaiting: { amount: fromPaise(awaiting.amount), count: awaiting.count },
    };
  }

  /** The last FETCH_DAYS of settlements; the new ones stored with their items, then matched with open bank credits. */
  async fetch(): Promise<FetchedSettlements> {
    if (!this.source) throw gatewayOff();
    const now = this.clock();
    let added = 0;
    try {
      const found = await this.source.settlements(Math.floor((now - FETCH_DAYS * DAY_MS) / 1000), Math.floor(now / 1000));
      const known = await this.repo.knownIds(found.map((s) => s.id));
      const fresh = found.filter((s) => !known.has(s.id));
      // The recon lists a day's settled payments: one call per day that has a new settlement.
      const items = new Map<string, GatewaySettlementItemsTable[]>();
      for (const day of new Set(fresh.map((s) => istDate(new Date(s.createdAt * 1000))))) {
        const parts = istParts(new Date(`${day}T12:00:00+05:30`));
        for (const item of await this.source.settledItems({ year: parts.year, month: parts.month, day: parts.day })) {
          const list = items.get(item.settlementId) ?? [];
          list.push(item);
          items.set(item.settlementId, list);
        }
      }
      const fetchedAt = new Date(now).toISOString();
      for (const s of fresh) {
        const settledAt = new Date(s.createdAt * 1000);
        const row = {
          id: s.id,
          amount: s.amount,
          fees: s.fees,
          tax: s.tax,
          utr: s.utr,
          status: s.status,
          settledAt: settledAt.toISOString(),
          settledDay: istDate(settledAt),
          fetchedAt,
        };
        if (await this.repo.insert(row, items.get(s.id) ?? [])) added += 1;
      }
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.error(`settlements not fetched: ${error.message}`);
      throw gatewayFailed();
    }
    const settled = await settleOpenLines(this.repo.db);
    this.log.info({ added, settledLines: settled }, 'razorpay settlements fetched');
    return { ...(await this.list()), added };
  }

  /** The gateway's part of a day's takings: the day's online payments, the day's settlements, what awaits. */
  async takings(day: string): Promise<GatewayTakings> {
    const [received, settled, awaiting] = await Promise.all([this.repo.received(day), this.repo.sums(day), this.repo.awaiting()]);
    return { received: fromPaise(received), settled: sumsInRupees(settled), awaiting: { amount: fromPaise(awaiting.amount), count: awaiting.count } };
  }
}

function toSettlement(row: SettlementRow) {
  return {
    _id: row.id,
    utr: row.utr,
    status: row.status,
    settledAt: row.settledAt,
    gross: fromPaise(row.amount + row.fees + row.tax),
    fees: fromPaise(row.fees),
    tax: fromPaise(row.tax),
    net: fromPaise(row.amount),
    payments: row.payments,
    inBank: row.lineId && row.valueDate ? { lineId: row.lineId, valueDate: row.valueDate } : null,
  };
}
