import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lapseDay, lapsed, liveCredit, packExpiry, spendOrder, splitCreditSpend, takeFromLots, type CreditLot } from './prepaid-packs';

const lot = (id: string, remaining: number, expiresOn: string | null, boughtAt = '2026-11-01T00:00:00.000Z'): CreditLot => ({
  id,
  remaining,
  expiresOn,
  boughtAt,
});

describe('prepaid pack credit', () => {
  const lots = [lot('never', 10_000, null), lot('dec', 5_000, '2026-12-31'), lot('old', 3_000, '2026-11-30'), lot('jan', 2_000, '2027-01-31')];

  it('spends the lot that expires first, never-expiring ones last, and leaves expired remainders out', () => {
    expect(liveCredit(lots, '2026-12-02')).toBe(17_000);
    expect(lapsed(lots, '2026-12-02')).toEqual([{ lotId: 'old', amount: 3_000 }]);
    expect(takeFromLots(lots, 6_000, '2026-12-02')).toEqual([
      { lotId: 'dec', amount: 5_000 },
      { lotId: 'jan', amount: 1_000 },
    ]);
    // The last day of a pack still counts.
    expect(takeFromLots(lots, 1_000, '2026-11-30')).toEqual([{ lotId: 'old', amount: 1_000 }]);
  });

  it('refuses more than the live credit, and amounts that are not whole paise above zero', () => {
    expect(takeFromLots(lots, 17_001, '2026-12-02')).toBeNull();
    expect(takeFromLots(lots, 0, '2026-12-02')).toBeNull();
    expect(takeFromLots(lots, 1.5, '2026-12-02')).toBeNull();
  });

  it('ties by the day bought', () => {
    const twins = [lot('b', 100, null, '2026-11-02T00:00:00.000Z'), lot('a', 100, null, '2026-11-01T00:00:00.000Z')];
    expect(spendOrder(twins).map((l) => l.id)).toEqual(['a', 'b']);
  });

  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-12-${String(d).padStart(2, '0')}`);
  const lotsArb = fc.array(
    fc.record({ remaining: fc.integer({ min: 0, max: 100_000 }), expiresOn: fc.option(day, { nil: null }), bought: fc.integer({ min: 0, max: 9 }) }),
    { maxLength: 8 },
  );

  it('takes exactly the amount, only from live lots, no lot below zero, in expiry order', () => {
    fc.assert(
      fc.property(lotsArb, day, fc.integer({ min: 1, max: 900_000 }), (raw, today, amount) => {
        const all = raw.map((r, i) => lot(`l${i}`, r.remaining, r.expiresOn, `2026-11-0${r.bought}T00:00:00.000Z`));
        const takes = takeFromLots(all, amount, today);
        const live = liveCredit(all, today);
        if (amount > live) {
          expect(takes).toBeNull();
          return;
        }
        expect(takes!.reduce((s, t) => s + t.amount, 0)).toBe(amount);
        const byId = new Map(all.map((l) => [l.id, l]));
        for (const take of takes!) {
          const from = byId.get(take.lotId)!;
          expect(take.amount).toBeGreaterThan(0);
          expect(take.amount).toBeLessThanOrEqual(from.remaining);
          expect(from.expiresOn === null || from.expiresOn >= today).toBe(true);
        }
        // Every lot but the last taken is emptied: nothing later is touched while an earlier one has credit.
        for (const take of takes!.slice(0, -1)) expect(take.amount).toBe(byId.get(take.lotId)!.remaining);
        const order = takes!.map((t) => byId.get(t.lotId)!.expiresOn ?? '9999');
        expect([...order].sort()).toEqual(order);
        // Live and lapsed together are everything left.
        const lapse = lapsed(all, today).reduce((s, t) => s + t.amount, 0);
        expect(live + lapse).toBe(all.reduce((s, l) => s + l.remaining, 0));
      }),
    );
  });

  it('dates a pack’s expiry from the day paid, and its lapse the day after', () => {
    expect(packExpiry('2026-12-02', 30)).toBe('2027-01-01');
    expect(packExpiry('2026-12-02', null)).toBeNull();
    expect(lapseDay('2026-12-31')).toBe('2027-01-01');
  });

  it('spends pack credit before overpayment credit, and refuses more than both hold', () => {
    expect(splitCreditSpend(lots, 4_000, 18_000, '2026-12-02')).toEqual({
      takes: [
        { lotId: 'dec', amount: 5_000 },
        { lotId: 'jan', amount: 2_000 },
        { lotId: 'never', amount: 10_000 },
      ],
      fromOverpayment: 1_000,
    });
    expect(splitCreditSpend([], 4_000, 4_000, '2026-12-02')).toEqual({ takes: [], fromOverpayment: 4_000 });
    // The expired lot's 3,000 is not spendable: 17,000 live + 4,000 overpaid.
    expect(splitCreditSpend(lots, 4_000, 21_001, '2026-12-02')).toBeNull();
    expect(splitCreditSpend(lots, 4_000, 0, '2026-12-02')).toBeNull();
  });

  it('splits any spend into takes from live lots and overpayment, lots first, summing to the amount', () => {
    fc.assert(
      fc.property(lotsArb, day, fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 900_000 }), (raw, today, overpaid, amount) => {
        const all = raw.map((r, i) => lot(`l${i}`, r.remaining, r.expiresOn, `2026-11-0${r.bought}T00:00:00.000Z`));
        const live = liveCredit(all, today);
        const spend = splitCreditSpend(all, overpaid, amount, today);
        if (amount > live + overpaid) {
          expect(spend).toBeNull();
          return;
        }
        const fromLots = spend!.takes.reduce((s, t) => s + t.amount, 0);
        expect(fromLots + spend!.fromOverpayment).toBe(amount);
        expect(spend!.fromOverpayment).toBeLessThanOrEqual(overpaid);
        // Overpayment is touched only once the live lots are empty.
        if (spend!.fromOverpayment > 0) expect(fromLots).toBe(live);
        expect(spend!.takes).toEqual(fromLots === 0 ? [] : takeFromLots(all, fromLots, today));
      }),
    );
  });
});
