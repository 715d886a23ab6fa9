import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '../constants';
import { ageBucket, dueOf, ledgerSum, overpaidOf, paymentAmountPaise, paymentStatusOf, storeCreditOf, type LedgerOrder } from './ledger';

const order = (o: Partial<LedgerOrder>): LedgerOrder => ({ total: 50_000, paid: 0, priced: true, status: 'In Progress', ...o });

describe('dueOf, overpaidOf and paymentStatusOf', () => {
  it('walks an order from unpaid through part-paid to paid', () => {
    expect([dueOf(order({})), paymentStatusOf(order({}))]).toEqual([50_000, 'unpaid']);
    expect([dueOf(order({ paid: 20_000 })), paymentStatusOf(order({ paid: 20_000 }))]).toEqual([30_000, 'part-paid']);
    expect([dueOf(order({ paid: 50_000 })), paymentStatusOf(order({ paid: 50_000 }))]).toEqual([0, 'paid']);
  });

  it('never shows a due below 0: an overpayment is store credit', () => {
    expect(dueOf(order({ paid: 55_000 }))).toBe(0);
    expect(overpaidOf(order({ paid: 55_000 }))).toBe(5000);
    expect(paymentStatusOf(order({ paid: 55_000 }))).toBe('paid');
  });

  it('has nothing due on an unpriced order, and anything paid on it is credit', () => {
    const unpriced = order({ total: 0, priced: false, status: 'Pending' });
    expect([dueOf(unpriced), paymentStatusOf(unpriced), overpaidOf(unpriced)]).toEqual([0, 'unpaid', 0]);
    expect(overpaidOf({ ...unpriced, paid: 700 })).toBe(700);
  });

  it('has nothing due on a cancelled order, whose whole payment becomes credit', () => {
    const cancelled = order({ paid: 20_000, status: 'Cancelled' });
    expect([dueOf(cancelled), overpaidOf(cancelled), paymentStatusOf(cancelled)]).toEqual([0, 20_000, 'part-paid']);
  });

  it('calls a free order (total 0, priced) paid', () => {
    expect(paymentStatusOf(order({ total: 0 }))).toBe('paid');
    expect(dueOf(order({ total: 0 }))).toBe(0);
  });

  it('sums a ledger with its corrections', () => {
    expect(ledgerSum([])).toBe(0);
    expect(ledgerSum([{ amount: 20_000 }, { amount: 5000 }, { amount: -20_000 }])).toBe(5000);
  });

  it('keeps store credit at 0 or above', () => {
    expect(storeCreditOf([order({ paid: 60_000 }), order({ paid: 0 })], 4000)).toBe(6000);
    expect(storeCreditOf([order({ paid: 60_000 })], 10_000)).toBe(0);
    expect(storeCreditOf([], 500)).toBe(0);
  });

  it('ages a due by whole days', () => {
    expect([0, 7, 8, 30, 31, 400].map(ageBucket)).toEqual(['0-7', '0-7', '8-30', '8-30', '30+', '30+']);
  });
});

describe('paymentAmountPaise', () => {
  it.each([
    [1, 100],
    [0.01, 1],
    [10.5, 1050],
    [10.05, 1005],
    [0.1 + 0.2, 30],
    [1_000_000, 100_000_000],
    [999_999.99, 99_999_999],
    [1.15, 115],
    [4.35, 435],
  ])('takes ₹%s as %i paise', (rupees, paise) => {
    expect(paymentAmountPaise(rupees)).toBe(paise);
  });

  it.each([NaN, Infinity, -Infinity, 0, -0, -1, -0.01, 10.005, 0.001, 1e-9, 1_000_000.01, 1e21, Number.MAX_VALUE, Number.MIN_VALUE])(
    'refuses %s',
    (rupees) => {
      expect(paymentAmountPaise(rupees)).toBeNull();
    },
  );

  it.each(['10', 'NaN', 'abc', '', null, undefined, true, [10], { amount: 10 }, 10n])('refuses the non-number %s', (value) => {
    expect(paymentAmountPaise(value)).toBeNull();
  });

  it('takes every whole number of paise up to ₹10,00,000 and answers it exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (paise) => {
        expect(paymentAmountPaise(paise / 100)).toBe(paise);
      }),
    );
  });

  it('refuses any amount with a third decimal place', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 1, max: 9 }), (paise, tenth) => {
        expect(paymentAmountPaise((paise * 10 + tenth) / 1000)).toBeNull();
      }),
    );
  });
});

/**
 * A model of the payment service (docs/decisions/0046) run over random sequences of what the
 * shop does: payments by any method, spending credit, reversals, cancellations. After every
 * step the rules must agree with the ledger.
 */
interface ModelOrder extends LedgerOrder {
  entries: { amount: number; method: PaymentMethod; correction: boolean; reversed: boolean }[];
}

type Step =
  | { kind: 'pay'; order: number; method: Exclude<PaymentMethod, 'credit'>; amount: number }
  | { kind: 'spend'; order: number; amount: number }
  | { kind: 'reverse'; order: number; entry: number }
  | { kind: 'cancel'; order: number };

const orderIndex = fc.integer({ min: 0, max: 3 });
const paise = fc.integer({ min: 1, max: 200_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    order: orderIndex,
    method: fc.constantFrom('upi', 'cash', 'card', 'netbanking' as const),
    amount: paise,
  }),
  fc.record({ kind: fc.constant('spend' as const), order: orderIndex, amount: paise }),
  fc.record({ kind: fc.constant('reverse' as const), order: orderIndex, entry: fc.nat(4) }),
  fc.record({ kind: fc.constant('cancel' as const), order: orderIndex }),
);
const startingOrder = fc.record({
  total: fc.integer({ min: 0, max: 150_000 }),
  priced: fc.boolean(),
  status: fc.constantFrom<OrderStatus>(...ORDER_STATUSES.filter((s) => s !== 'Cancelled')),
});

function creditOf(orders: readonly ModelOrder[]): number {
  return storeCreditOf(orders, spentOf(orders));
}
function spentOf(orders: readonly ModelOrder[]): number {
  return orders.flatMap((o) => o.entries).reduce((sum, e) => sum + (e.method === 'credit' ? e.amount : 0), 0);
}
/** Store credit before the clamp in storeCreditOf: the service must never drive it below 0. */
function rawCreditOf(orders: readonly ModelOrder[]): number {
  return orders.reduce((sum, o) => sum + overpaidOf(o), 0) - spentOf(orders);
}

/** What the service does with a step: append an entry (paid moves with it) or refuse. */
function apply(orders: ModelOrder[], s: Step): void {
  const target = orders[s.order % orders.length];
  if (!target) return;
  const append = (amount: number, method: PaymentMethod, correction: boolean) => {
    target.entries.push({ amount, method, correction, reversed: false });
    target.paid += amount;
  };
  if (s.kind === 'cancel') target.status = 'Cancelled';
  else if (s.kind === 'pay') {
    if (dueOf(target) > 0) append(s.amount, s.method, false);
  } else if (s.kind === 'spend') {
    if (dueOf(target) > 0 && creditOf(orders) >= s.amount) append(s.amount, 'credit', false);
  } else {
    const entry = target.entries[s.entry];
    if (!entry || entry.correction || entry.reversed) return;
    const lost = overpaidOf(target) - overpaidOf({ ...target, paid: target.paid - entry.amount }) - (entry.method === 'credit' ? entry.amount : 0);
    if (lost > 0 && lost > creditOf(orders)) return;
    entry.reversed = true;
    append(-entry.amount, entry.method, true);
  }
}

describe('any sequence of ledger entries', () => {
  it('keeps paid = the sum, due ≥ 0 and = max(0, total − paid), the status consistent, and store credit never negative', () => {
    fc.assert(
      fc.property(
        fc.array(startingOrder, { minLength: 1, maxLength: 4 }),
        fc.array(step, { minLength: 10, maxLength: 40, size: 'max' }),
        (starts, steps) => {
          const orders: ModelOrder[] = starts.map((o) => ({ ...o, total: o.priced ? o.total : 0, paid: 0, entries: [] }));
          for (const s of steps) {
            apply(orders, s);
            for (const o of orders) {
              expect(o.paid).toBe(ledgerSum(o.entries));
              const due = dueOf(o);
              expect(due).toBeGreaterThanOrEqual(0);
              const open = o.priced && o.status !== 'Cancelled';
              expect(due).toBe(open ? Math.max(0, o.total - o.paid) : 0);
              const status = paymentStatusOf(o);
              if (status === 'paid') expect(open && o.paid >= o.total).toBe(true);
              else if (status === 'part-paid') expect(o.paid > 0 && !(open && o.paid >= o.total)).toBe(true);
              else expect(o.paid <= 0 && !(open && o.paid >= o.total)).toBe(true);
              // a paid order owes nothing; one that owes something is not paid
              if (status === 'paid') expect(due).toBe(0);
              if (due > 0) expect(status).not.toBe('paid');
              expect(overpaidOf(o)).toBeGreaterThanOrEqual(0);
            }
            expect(rawCreditOf(orders)).toBeGreaterThanOrEqual(0);
            expect(creditOf(orders)).toBe(rawCreditOf(orders));
          }
        },
      ),
      { numRuns: 200 },
    );
    // Each run replays up to 40 steps over up to 4 orders: slower than the default allows on a busy machine.
  }, 30_000);

  it('never answers a negative store credit, whatever the orders and spending', () => {
    const anyOrder = fc.record({
      total: fc.integer({ min: 0, max: 1e8 }),
      paid: fc.integer({ min: -1e8, max: 1e8 }),
      priced: fc.boolean(),
      status: fc.constantFrom<OrderStatus>(...ORDER_STATUSES),
    });
    fc.assert(
      fc.property(fc.array(anyOrder, { maxLength: 8 }), fc.integer({ min: 0, max: 1e9 }), (orders, spent) => {
        expect(storeCreditOf(orders, spent)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
