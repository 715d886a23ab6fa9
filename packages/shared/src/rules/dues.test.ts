import { describe, expect, it } from 'vitest';
import { dueAgeDays, dueTotals, groupDues, type DueOrderRow } from './dues';

// 2026-11-22 10:00 IST
const NOW = new Date('2026-11-22T04:30:00Z');

let n = 0;
function row(overrides: Partial<DueOrderRow>): DueOrderRow {
  n += 1;
  return {
    id: `o${n}`,
    orderNumber: `ORD-${n}`,
    invoiceNumber: null,
    userId: null,
    name: 'Walk-in Customer',
    phone: '9876543210',
    language: null,
    total: 50_000,
    paid: 0,
    pricedAt: '2026-11-22T03:00:00.000Z',
    reported: null,
    ...overrides,
  };
}

describe('the age of a due', () => {
  it('counts IST calendar days since pricing', () => {
    // 23:50 IST on the 21st is yesterday, though only ten and a half hours ago.
    expect(dueAgeDays('2026-11-21T18:20:00.000Z', NOW)).toBe(1);
    // 00:10 IST on the 22nd is today.
    expect(dueAgeDays('2026-11-21T18:40:00.000Z', NOW)).toBe(0);
    expect(dueAgeDays('2026-10-23T06:00:00.000Z', NOW)).toBe(30);
    // A clock a little ahead never makes a negative age.
    expect(dueAgeDays('2026-11-23T06:00:00.000Z', NOW)).toBe(0);
  });

  it('puts each order in its bucket at the edges 7/8 and 30/31', () => {
    const at = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
    const customers = groupDues(
      [7, 8, 30, 31].map((d) => row({ pricedAt: at(d) })),
      NOW,
    );
    expect(customers[0]!.orders.map((o) => [o.ageDays, o.bucket])).toEqual([
      [31, '30+'],
      [30, '8-30'],
      [8, '8-30'],
      [7, '0-7'],
    ]);
    expect(customers[0]!.oldestDays).toBe(31);
  });
});

describe('grouping dues by customer', () => {
  it('groups by account, else by phone, and sorts by what is owed', () => {
    const customers = groupDues(
      [
        row({ userId: 'u1', name: 'Asha', phone: '9000000001', total: 30_000, paid: 10_000, language: 'te' }),
        row({ userId: 'u1', name: 'Asha', phone: '9000000001', total: 15_000 }),
        row({ name: 'Ravi', phone: '9000000002', total: 60_000 }),
        // A walk-in with the same phone as an account is not that account: grouped by phone.
        row({ name: 'Walk-in', phone: '9000000001', total: 5_000 }),
      ],
      NOW,
    );
    expect(customers.map((c) => [c.userId, c.name, c.due, c.orders.length, c.language])).toEqual([
      [null, 'Ravi', 60_000, 1, null],
      ['u1', 'Asha', 35_000, 2, 'te'],
      [null, 'Walk-in', 5_000, 1, null],
    ]);
  });

  it('leaves out orders with nothing due and takes a walk-in name from the newest order', () => {
    const customers = groupDues(
      [
        row({ name: 'Old Name', pricedAt: '2026-11-20T03:00:00.000Z' }),
        row({ name: 'New Name', pricedAt: '2026-11-21T03:00:00.000Z' }),
        row({ name: 'Older Still', pricedAt: '2026-11-19T03:00:00.000Z' }),
        row({ name: 'Paid Up', phone: '9111111111', paid: 50_000 }),
        row({ name: 'Overpaid', phone: '9222222222', paid: 60_000 }),
      ],
      NOW,
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]!.name).toBe('New Name');
    expect(customers[0]!.due).toBe(150_000);
  });

  it('totals the dues by bucket', () => {
    const customers = groupDues(
      [
        row({ total: 10_000, pricedAt: '2026-11-20T03:00:00.000Z' }),
        row({ userId: 'u9', total: 20_050, paid: 50, pricedAt: '2026-11-01T03:00:00.000Z' }),
        row({ phone: '9333333333', total: 7_000, pricedAt: '2026-09-01T03:00:00.000Z' }),
      ],
      NOW,
    );
    expect(dueTotals(customers)).toEqual({ due: 37_000, byBucket: { '0-7': 10_000, '8-30': 20_000, '30+': 7_000 } });
    expect(dueTotals([])).toEqual({ due: 0, byBucket: { '0-7': 0, '8-30': 0, '30+': 0 } });
  });
});
