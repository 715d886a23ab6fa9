import { daysBetween } from './ist';
import { lineCarriesUtr } from './statement-matcher';

/**
 * Which bank credit is a gateway settlement's (docs/decisions/0088). Pure: the server gives the
 * open credits and the settlements not yet seen in the bank. A settlement arrives as one credit of
 * its net amount, so a credit of any other amount is never one, whatever its narration names.
 */

export interface SettlementLine {
  id: string;
  /** YYYY-MM-DD */
  valueDate: string;
  narration: string;
  reference: string;
  /** paise */
  credit: number;
}

export interface SettlementToMatch {
  id: string;
  utr: string;
  /** paise: what the gateway credited (net of fees and tax) */
  amount: number;
  /** YYYY-MM-DD (IST) the gateway settled it */
  settledDay: string;
}

/** Banks credit a settlement on its day or within this many days after (weekends, holidays). */
export const SETTLEMENT_BANK_DAYS = 3;

export const SETTLEMENT_MATCH_REASONS = ['utr', 'amount_date'] as const;
export type SettlementMatchReason = (typeof SETTLEMENT_MATCH_REASONS)[number];

export interface SettlementMatch {
  settlementId: string;
  reason: SettlementMatchReason;
}

function inWindow(line: SettlementLine, settlement: SettlementToMatch): boolean {
  const days = daysBetween(settlement.settledDay, line.valueDate);
  return days >= 0 && days <= SETTLEMENT_BANK_DAYS;
}

/**
 * Each line to at most one settlement and each settlement to at most one line. First by UTR (the
 * amount must agree too); then, among what is left, by amount and date only where exactly one
 * credit fits exactly one settlement, so two same-amount settlements or credits are left alone.
 */
export function matchSettlements(lines: readonly SettlementLine[], settlements: readonly SettlementToMatch[]): Map<string, SettlementMatch> {
  const matches = new Map<string, SettlementMatch>();
  const taken = new Set<string>();
  for (const line of lines) {
    const found = settlements.find((s) => !taken.has(s.id) && s.utr !== '' && s.amount === line.credit && lineCarriesUtr(line, s.utr));
    if (!found) continue;
    matches.set(line.id, { settlementId: found.id, reason: 'utr' });
    taken.add(found.id);
  }
  const openLines = lines.filter((line) => !matches.has(line.id));
  const openSettlements = settlements.filter((s) => !taken.has(s.id));
  for (const settlement of openSettlements) {
    const fits = openLines.filter((line) => line.credit === settlement.amount && inWindow(line, settlement));
    if (fits.length !== 1) continue;
    const line = fits[0]!;
    const rivals = openSettlements.filter((s) => s.amount === line.credit && inWindow(line, s));
    if (rivals.length !== 1 || matches.has(line.id)) continue;
    matches.set(line.id, { settlementId: settlement.id, reason: 'amount_date' });
  }
  return matches;
}
