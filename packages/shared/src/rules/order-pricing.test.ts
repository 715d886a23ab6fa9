import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceOrder } from './order-pricing';

const gst = { shopStateCode: '37', customerGstin: '' };

describe('priceOrder', () => {
  it('without GST keeps the manual tax', () => {
    const r = priceOrder({ items: [{ item: 'Shirt', qty: 4, rate: 25 }], discount: 10, tax: 5.5 });
    expect(r.totals).toEqual({ subtotal: 10_000, discount: 1000, tax: 550, total: 9550 });
    expect(r.gst).toBeNull();
  });

  it('with GST computes the tax on the discounted value and ignores the manual tax', () => {
    const r = priceOrder(
      { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 20, rate: 50 }], discountPercent: 10, tax: 99 },
      { gst, bulk: { minPieces: 20, percent: 5 } },
    );
    // ₹1,000 − ₹100 − ₹45 = ₹855 taxable; 9% = ₹76.95 each
    expect(r.discounts.map((d) => [d.kind, d.amount])).toEqual([
      ['manual', 10_000],
      ['bulk', 4500],
    ]);
    expect(r.gst).toMatchObject({ taxable: 85_500, cgst: 7695, sgst: 7695, igst: 0 });
    expect(r.totals).toEqual({ subtotal: 100_000, discount: 14_500, tax: 15_390, total: 100_900 });
    expect(r.roundOff).toBe(10);
  });

  it('total = subtotal − discount + tax, never below 0, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.integer({ min: 0, max: 500 }), rate: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 5 }),
        fc.integer({ min: -100, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (items, discount, tax, withGst, referralPercent) => {
          const r = priceOrder({ items, discount, tax }, { gst: withGst ? gst : null, referralPercent, bulk: { minPieces: 10, percent: 5 } });
          const t = r.totals;
          expect(t.discount).toBeLessThanOrEqual(t.subtotal);
          expect(t.total).toBe(t.subtotal - t.discount + t.tax + r.roundOff);
          if (r.gst) expect(r.gst.cgst + r.gst.sgst + r.gst.igst).toBe(t.tax);
        },
      ),
    );
  });
});
