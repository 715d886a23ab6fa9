import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expressLineName, expressSurcharge, kgAmount, minimumTopUps, roundOffPaise, weightCenti } from './bill';
import { priceOrder } from './order-pricing';

const gst = { shopStateCode: '37', customerGstin: '' };
const washFold = { 'Wash and Fold': { rate: 7000, minKgCenti: 300 } };

describe('weights', () => {
  it('takes kilos to two decimals from 0.1 to 100, as numbers or text', () => {
    expect(weightCenti(4.25)).toBe(425);
    expect(weightCenti('4.25')).toBe(425);
    expect(weightCenti(' 0.1 ')).toBe(10);
    expect(weightCenti(100)).toBe(10_000);
    expect(weightCenti('7')).toBe(700);
    expect(weightCenti(1.1)).toBe(110);
  });

  it('refuses what is not such a weight, never rounding it', () => {
    for (const bad of [
      0,
      -1,
      100.5,
      100.01,
      0.09,
      'abc',
      1.005,
      '1.005',
      '',
      ' ',
      null,
      undefined,
      Number.NaN,
      Infinity,
      '4,25',
      '1e2',
      {},
      '0x10',
    ]) {
      expect(weightCenti(bad), JSON.stringify(bad) ?? 'undefined').toBeNull();
    }
  });

  it('prices a weight to the paisa', () => {
    expect(kgAmount(425, 7000)).toBe(29_750);
    expect(kgAmount(333, 7001)).toBe(23_313);
  });
});

describe('the rules’ own lines', () => {
  it('tops a light kilo service up to its minimum at the line’s rate', () => {
    expect(minimumTopUps([{ service: 'Wash and Fold', unit: 'kg', qty: 2, rate: 7000 }], washFold)).toEqual([
      { service: 'Wash and Fold', centi: 100, rate: 7000, minKgCenti: 300 },
    ]);
    expect(minimumTopUps([{ service: 'wash and fold', unit: 'kg', qty: 3.5, rate: 7000 }], washFold)).toEqual([]);
    // Pieces of the same service are no kilos: no minimum without a kg line.
    expect(minimumTopUps([{ service: 'Wash and Fold', qty: 2, rate: 7000 }], washFold)).toEqual([]);
  });

  it('names the Express line by its factor', () => {
    expect(expressLineName(150)).toBe('Express +50%');
    expect(expressSurcharge(10_000, 150)).toBe(5000);
    expect(expressSurcharge(29_750, 125)).toBe(7438);
    expect(expressSurcharge(10_000, 100)).toBe(0);
  });

  it('rounds a tax invoice to the rupee, half up', () => {
    expect(roundOffPaise(254_880)).toBe(20);
    expect(roundOffPaise(254_849)).toBe(-49);
    expect(roundOffPaise(254_850)).toBe(50);
    expect(roundOffPaise(254_800)).toBe(0);
  });
});

describe('priceOrder with kilos, Express and round-off', () => {
  it('an Express order with ₹100 of items totals ₹150 without GST', () => {
    const r = priceOrder({ items: [{ service: 'Iron', item: 'Shirt', qty: 4, rate: 25 }] }, { express: { factorPct: 150, service: 'Iron' } });
    expect(r.items.at(-1)).toEqual({ service: 'Iron', item: 'Express +50%', qty: 1, rate: 5000, amount: 5000, kind: 'express' });
    expect(r.totals).toEqual({ subtotal: 15_000, discount: 0, tax: 0, total: 15_000 });
    expect(r.roundOff).toBe(0);
  });

  it('4.25 kg at ₹70 is a ₹297.50 line', () => {
    const r = priceOrder({ items: [{ service: 'Wash and Fold', item: 'Clothes', qty: 4.25, rate: 70, unit: 'kg' }] }, { perKg: washFold });
    expect(r.items).toEqual([{ service: 'Wash and Fold', item: 'Clothes', qty: 4.25, rate: 7000, amount: 29_750, unit: 'kg' }]);
    expect(r.totals.total).toBe(29_750);
  });

  it('a 2 kg wash is billed to its 3 kg minimum, and Express counts the minimum', () => {
    const r = priceOrder(
      { items: [{ service: 'Wash and Fold', item: 'Clothes', qty: '2', rate: 70, unit: 'kg' }] },
      { perKg: washFold, express: { factorPct: 150, service: 'Wash and Fold' } },
    );
    expect(r.items.map((it) => [it.item, it.qty, it.amount, it.kind])).toEqual([
      ['Clothes', 2, 14_000, undefined],
      ['Minimum 3 kg', 1, 7000, 'minimum'],
      ['Express +50%', 1, 10_500, 'express'],
    ]);
    expect(r.totals.total).toBe(31_500);
  });

  it('a weight line counts no pieces towards the bulk discount', () => {
    const bulk = { minPieces: 5, percent: 10 };
    const weighed = priceOrder({ items: [{ item: 'Clothes', qty: 6, rate: 70, unit: 'kg' }] }, { bulk });
    expect(weighed.discounts).toEqual([]);
    const counted = priceOrder({ items: [{ item: 'Shirt', qty: 6, rate: 70 }] }, { bulk });
    expect(counted.discounts.map((d) => d.kind)).toEqual(['bulk']);
  });

  it('a GST total of ₹2,548.80 is billed as ₹2,549 with a round-off of +₹0.20', () => {
    // ₹2,160 taxable, 18% = ₹388.80
    const r = priceOrder({ items: [{ service: 'Dry Clean', item: 'Saree', qty: 18, rate: 120 }] }, { gst });
    expect(r.totals).toEqual({ subtotal: 216_000, discount: 0, tax: 38_880, total: 254_900 });
    expect(r.roundOff).toBe(20);
    expect(r.gst).toMatchObject({ cgst: 19_440, sgst: 19_440 });
  });

  const line = fc.record({
    qty: fc.oneof(
      fc.integer({ min: 0, max: 500 }),
      fc.integer({ min: 10, max: 10_000 }).map((c) => c / 100),
    ),
    rate: fc.integer({ min: 0, max: 100_000 }).map((p) => p / 100),
    kg: fc.boolean(),
    service: fc.constantFrom('Wash and Fold', 'Iron', 'Dry Clean'),
  });

  it('any bill: lines (with Express and minimum) − discount + tax (+ round-off) = total; tax invoices in whole rupees', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }).map((p) => p / 100),
        fc.integer({ min: 0, max: 100_000 }).map((p) => p / 100),
        fc.boolean(),
        fc.option(fc.integer({ min: 100, max: 300 })),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (rows, discount, tax, withGst, factorPct, percent) => {
          const items = rows.map((r) => ({
            service: r.service,
            item: 'X',
            qty: r.kg ? r.qty : Math.floor(r.qty),
            rate: r.rate,
            ...(r.kg ? { unit: 'kg' as const } : {}),
          }));
          const r = priceOrder(
            { items, discount, tax, discountPercent: percent },
            {
              gst: withGst ? gst : null,
              perKg: washFold,
              express: factorPct === null ? null : { factorPct, service: 'Iron' },
              bulk: { minPieces: 10, percent: 5 },
            },
          );
          const t = r.totals;
          expect(t.subtotal).toBe(r.items.reduce((sum, it) => sum + it.amount, 0));
          expect(t.discount).toBeLessThanOrEqual(t.subtotal);
          expect(t.total).toBe(Math.max(0, t.subtotal - t.discount + t.tax) + r.roundOff);
          for (const it of r.items) expect(Number.isInteger(it.amount)).toBe(true);
          if (r.gst) {
            expect(t.total % 100).toBe(0);
            expect(Math.abs(r.roundOff)).toBeLessThanOrEqual(50);
            expect(r.gst.cgst + r.gst.sgst + r.gst.igst).toBe(t.tax);
          } else expect(r.roundOff).toBe(0);
          const express = r.items.filter((it) => it.kind === 'express');
          expect(express.length).toBeLessThanOrEqual(1);
          if (express[0] && factorPct !== null) {
            const before = r.items.filter((it) => it.kind !== 'express').reduce((sum, it) => sum + it.amount, 0);
            expect(express[0].amount).toBe(Math.round((before * (factorPct - 100)) / 100));
          }
        },
      ),
    );
  });
});
