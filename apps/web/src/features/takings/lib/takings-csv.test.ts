import { describe, expect, it } from 'vitest';
import type { Takings } from '@laundry/shared/contracts/takings';
import { takingsCsv, takingsFileName } from './takings-csv';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

const DAY: Takings = {
  date: '2026-11-22',
  byMethod: { upi: 250.5, cash: 300, card: 70, netbanking: 80, credit: 50 },
  prepaidPacks: { count: 0, amount: 0, cash: 0 },
  total: 700.5,
  cash: {
    expected: 240,
    counted: 287.5,
    expectedAtCount: 300,
    difference: -12.5,
    countedByName: 'Till Keeper',
    note: '=SUM(A1:A9), one note short',
    countedAt: '2026-11-22T14:15:00.000Z',
  },
  ordersPriced: { count: 3, value: 700 },
  ordersDelivered: { count: 2 },
  revenueByService: [
    { service: 'Dry Clean', amount: 500 },
    { service: 'Iron', amount: 200 },
  ],
  riders: [],
  deletedOrders: { count: 0, amount: 0 },
  gateway: { received: 0, settled: { gross: 0, fees: 0, tax: 0, net: 0, inBank: 0 }, awaiting: { amount: 0, count: 0 } },
};

describe('the day-end CSV', () => {
  it('has the BOM, English headers, every figure as a plain number, and the note guarded', () => {
    const csv = takingsCsv(DAY);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)).toEqual([
      'Date,Figure,Count,Amount (INR),Note',
      '2026-11-22,UPI,,250.5,',
      '2026-11-22,Cash,,300,',
      '2026-11-22,Card,,70,',
      '2026-11-22,Net banking,,80,',
      '2026-11-22,Money in (total),,700.5,',
      '2026-11-22,Store credit used,,50,Settled from earlier overpayments: not in the total',
      '2026-11-22,Cash expected,,240,',
      `2026-11-22,Cash counted,,287.5,"'=SUM(A1:A9), one note short"`,
      '2026-11-22,Cash expected when counted,,300,"Till Keeper, 2026-11-22 19:45"',
      '2026-11-22,Cash difference (counted - expected),,-12.5,',
      '2026-11-22,Orders priced,3,700,',
      '2026-11-22,Orders delivered,2,,',
      '2026-11-22,Revenue: Dry Clean,,500,',
      '2026-11-22,Revenue: Iron,,200,',
      '',
    ]);
    expect(takingsFileName(DAY.date)).toBe('takings_2026-11-22.csv');
  });

  it('leaves the count out until the till is counted', () => {
    const csv = takingsCsv({
      ...DAY,
      cash: { ...DAY.cash, counted: null, expectedAtCount: null, difference: null, countedByName: null, countedAt: null, note: '' },
    });
    expect(csv).not.toContain('Cash counted');
    expect(csv).toContain('Cash expected,,240');
  });
});
