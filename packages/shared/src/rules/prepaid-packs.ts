import { addDays } from './ist';

/**
 * Prepaid packs' credit (docs/decisions/0086): each pack bought is a lot of credit in paise with an
 * optional expiry day. A spend takes from the lots that expire first (no expiry last, then the
 * oldest bought); what is left of a lot after its expiry day lapses and is spent no more.
 */
export interface CreditLot {
  id: string;
  /** Paise left in the lot. */
  remaining: number;
  /** The IST day (YYYY-MM-DD) after which what is left lapses; null never lapses. */
  expiresOn: string | null;
  /** When it was bought (ISO), the tie-break between lots of one expiry. */
  boughtAt: string;
}

export interface LotTake {
  lotId: string;
  amount: number;
}

export const isLive = (lot: CreditLot, today: string): boolean => lot.remaining > 0 && (lot.expiresOn === null || lot.expiresOn >= today);

/** The lots in the order they are spent. */
export function spendOrder<T extends CreditLot>(lots: readonly T[]): T[] {
  return [...lots].sort(
    (a, b) =>
      (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31') || a.boughtAt.localeCompare(b.boughtAt) || a.id.localeCompare(b.id),
  );
}

/** The live credit on `today`, paise. */
export function liveCredit(lots: readonly CreditLot[], today: string): number {
  return lots.filter((lot) => isLive(lot, today)).reduce((sum, lot) => sum + lot.remaining, 0);
}

/** What lapses: each expired lot's remainder, shown to the customer and the shop. */
export function lapsed(lots: readonly CreditLot[], today: string): LotTake[] {
  return lots.filter((lot) => lot.remaining > 0 && !isLive(lot, today)).map((lot) => ({ lotId: lot.id, amount: lot.remaining }));
}

/** The takes that spend `amount` paise from the live lots, or null when they hold less. */
export function takeFromLots(lots: readonly CreditLot[], amount: number, today: string): LotTake[] | null {
  if (!Number.isInteger(amount) || amount <= 0 || amount > liveCredit(lots, today)) return null;
  const takes: LotTake[] = [];
  let left = amount;
  for (const lot of spendOrder(lots.filter((l) => isLive(l, today)))) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    takes.push({ lotId: lot.id, amount: take });
    left -= take;
  }
  return takes;
}

/** The last day a pack's credit counts: `validDays` after the day it was paid; null never lapses (docs/decisions/0087). */
export function packExpiry(paidDay: string, validDays: number | null): string | null {
  return validDays === null ? null : addDays(paidDay, validDays);
}

/** The day a lapsed remainder is shown on: the day after the last day it counted. */
export const lapseDay = (expiresOn: string): string => addDays(expiresOn, 1);

/** How a spend of credit is paid: from these lots, and the rest from overpayment credit. */
export interface CreditSpend {
  takes: LotTake[];
  fromOverpayment: number;
}

/**
 * A spend of `amount` paise of store credit: live pack credit first (expiring first), then what
 * the customer overpaid. Null when both together hold less, or the amount is not whole paise above 0.
 */
export function splitCreditSpend(lots: readonly CreditLot[], overpaymentCredit: number, amount: number, today: string): CreditSpend | null {
  if (!Number.isInteger(amount) || amount <= 0) return null;
  const live = liveCredit(lots, today);
  if (amount > live + Math.max(0, overpaymentCredit)) return null;
  const fromLots = Math.min(amount, live);
  return { takes: fromLots === 0 ? [] : (takeFromLots(lots, fromLots, today) ?? []), fromOverpayment: amount - fromLots };
}
