import type { Kysely } from 'kysely';
import { matchSettlements } from '@laundry/shared/rules/settlement-matcher';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { StatementsRepository } from './statements.repository';

/**
 * Marks the open credits that are gateway settlements (docs/decisions/0088) as `settled`, before
 * any order is proposed for them. Run on each upload and after each fetch of settlements; it
 * writes no ledger entry, so a credit matched here can never pay an order. Each claim is
 * conditional (an open line, a settlement without a line) and the unique settlement id backs it
 * when an upload and a fetch match at once. Answers how many lines it settled.
 */
export async function settleOpenLines(db: Kysely<Database>): Promise<number> {
  const repo = new StatementsRepository(db);
  const settlements = await repo.settlementsNotInBank();
  if (settlements.length === 0) return 0;
  const open = await repo.openLines();
  const matches = matchSettlements(
    open.map((line) => ({
      id: line.id,
      valueDate: line.valueDate,
      narration: line.narration,
      reference: line.reference,
      credit: Number(line.credit),
    })),
    settlements,
  );
  let settled = 0;
  for (const [lineId, match] of matches) {
    try {
      if (await repo.settleLine(lineId, match.settlementId)) settled += 1;
    } catch (error) {
      // Matched to another line meanwhile: this credit stays open.
      if (!isUniqueViolation(error, 'settlement')) throw error;
    }
  }
  return settled;
}
