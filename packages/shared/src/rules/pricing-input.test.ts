import { describe, expect, it } from 'vitest';
import { clampQty, clampRate, MAX_QTY, MAX_RATE_RUPEES, priceItems } from './pricing';

describe('clamping', () => {
  it('cleans like sanitize*, then caps at the editor limits', () => {
    expect(clampQty('1a2')).toBe(12);
    expect(clampQty(99_999_999)).toBe(MAX_QTY);
    expect(clampRate('₹ 29.50')).toBe(29.5);
    expect(clampRate('99999999')).toBe(MAX_RATE_RUPEES);
  });
});

describe('priceItems', () => {
  it('drops qty 0 rows, fills blank names and sums in paise', () => {
    const { items, totals } = priceItems({
      items: [
        { service: 'Wash and Iron', item: 'Shirt', qty: '6', rate: '29' },
        { service: '', item: '', qty: 2, rate: 10.5 },
        { service: 'Iron', item: 'Saree', qty: 0, rate: 40 },
      ],
      discount: '20',
      tax: 5,
    });
    expect(items.map((it) => [it.service, it.item, it.qty, it.amount])).toEqual([
      ['Wash and Iron', 'Shirt', 6, 17400],
      ['Service', 'Item', 2, 2100],
    ]);
    expect(totals).toEqual({ subtotal: 19500, discount: 2000, tax: 500, total: 18000 });
  });

  it('takes a percent discount of the subtotal, rounded to whole rupees, when one is given', () => {
    const input = { items: [{ service: 'Dry Clean', item: 'Blazer', qty: 1, rate: 333 }], discount: 999, tax: null };
    expect(priceItems({ ...input, discountPercent: 10 }).totals).toMatchObject({ discount: 3300, total: 30000 });
    expect(priceItems({ ...input, discountPercent: '' }).totals).toMatchObject({ discount: 99900, total: 0 });
  });
});
