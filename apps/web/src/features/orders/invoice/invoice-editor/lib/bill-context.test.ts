import { describe, expect, it } from 'vitest';
import { priceOrder } from '@laundry/shared/rules/order-pricing';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { kgRatesOf, manualService, previewContext, type PreviewShop } from './bill-context';
import { defaultRow, draftFigures, pricingPayload, type DraftRow, type PricingDraft } from './invoice-draft';

const shop: PreviewShop = { gstin: '', stateCode: '37', bulkMinPieces: 0, bulkPercent: 0, expressFactor: 1.5 };
const gstShop: PreviewShop = { ...shop, gstin: '37AABCU9603R1ZM' };
const perKg = { 'Wash and Fold': { rate: 70, minKg: 3 } };
const row = (patch: Partial<DraftRow>): DraftRow => ({ ...defaultRow(), ...patch });
const draftOf = (rows: DraftRow[], extra: Partial<PricingDraft> = {}): PricingDraft => ({
  rows,
  discount: '0',
  discountMode: 'amount',
  tax: '0',
  ...extra,
});

describe("the preview's context: what the server adds to the lines", () => {
  const express = sampleOrder('1', { delivery: 'express', service: 'Wash and Iron' });

  it('reads the per-kg rates as the shared rules take them', () => {
    expect(kgRatesOf(perKg)).toEqual({ 'Wash and Fold': { rate: 7000, minKgCenti: 300 } });
    expect(kgRatesOf(undefined)).toEqual({});
  });

  it('adds "Express +50%" on an Express order, worth half the lines, from the shop factor', () => {
    const draft = draftOf([row({ service: 'Wash and Iron', item: 'Shirt', qty: '4', rate: '29' })]);
    const figures = draftFigures(draft, previewContext(shop, express, draft, { delivery: 'express' }));
    expect(figures.items.at(-1)).toEqual({ service: 'Wash and Iron', item: 'Express +50%', qty: 1, rate: 58, amount: 58, kind: 'express' });
    expect(figures).toMatchObject({ subtotal: 174, total: 174 });
    const double = draftFigures(draft, previewContext({ ...shop, expressFactor: 2 }, express, draft, { delivery: 'express' }));
    expect(double.items.at(-1)).toMatchObject({ item: 'Express +100%', amount: 116 });
  });

  it('adds no Express line when the order is regular, the shop is not known yet, or the draft waives it', () => {
    const draft = draftOf([row({ service: 'Iron', item: 'Shirt', qty: '2', rate: '15' })]);
    const kinds = (d: PricingDraft, ...args: Parameters<typeof previewContext>) =>
      draftFigures(d, previewContext(...args)).items.map((it) => it.kind);
    expect(kinds(draft, shop, express, draft, { delivery: 'regular' })).toEqual([undefined]);
    expect(kinds(draft, undefined, express, draft, { delivery: 'express' })).toEqual([undefined]);
    const waived = { ...draft, waiveExpress: true, waiverReason: 'Late delivery' };
    expect(kinds(waived, shop, express, waived, { delivery: 'express' })).toEqual([undefined]);
    expect(pricingPayload(waived).expressWaiver).toBe('Late delivery');
  });

  it('tops a light kg bill up to the minimum, then charges Express on both', () => {
    const draft = draftOf([row({ item: 'Clothes', qty: '2.5', rate: '70', unit: 'kg' })]);
    const figures = draftFigures(draft, previewContext(shop, sampleOrder('2', { delivery: 'express' }), draft, { perKg, delivery: 'express' }));
    expect(figures.items.map((it) => [it.item, it.qty, it.amount, it.kind])).toEqual([
      ['Clothes', 2.5, 175, undefined],
      ['Minimum 3 kg', 0.5, 35, 'minimum'],
      ['Express +50%', 1, 105, 'express'],
    ]);
    expect(figures.total).toBe(315);
  });

  it("books a manual order's Express line under its first line's service, as the server does", () => {
    expect(manualService(draftOf([row({ service: 'Dry Clean', item: 'Saree', qty: '1', rate: '250' })]))).toBe('Dry Clean');
    expect(manualService(draftOf([row({ service: 'Curtains', qty: '1', rate: '90' })]))).toBe('Others');
    const draft = draftOf([row({ service: 'Dry Clean', item: 'Saree', qty: '1', rate: '250' })]);
    expect(previewContext(shop, null, draft, { delivery: 'express' }).express).toEqual({ factorPct: 150, service: 'Dry Clean' });
  });
});

describe('round-off on a tax invoice', () => {
  it('shows the total to the whole rupee and the round-off, exactly as priceOrder works them out', () => {
    const draft = draftOf([row({ service: 'Dry Clean', item: 'Saree', qty: '1', rate: '99.5' })]);
    const context = previewContext(gstShop, null, draft);
    const figures = draftFigures(draft, context);
    const shared = priceOrder({ items: [{ service: 'Dry Clean', item: 'Saree', qty: 1, rate: 99.5 }], discount: 0, tax: 0 }, context);
    expect(figures.roundOff * 100).toBeCloseTo(shared.roundOff);
    expect(figures.total * 100).toBeCloseTo(shared.totals.total);
    expect(Number.isInteger(figures.total)).toBe(true);
    expect(figures.roundOff).toBeGreaterThan(-0.5);
    expect(figures.roundOff).toBeLessThanOrEqual(0.5);
    // ₹99.50 + CGST and SGST 9% (₹8.96 each, to the paisa) = ₹117.42 → ₹117, round off −₹0.42.
    expect(figures).toMatchObject({ subtotal: 99.5, tax: 17.92, roundOff: -0.42, total: 117 });
  });

  it('is 0 without GST: the spec formula stands', () => {
    const draft = draftOf([row({ service: 'Dry Clean', item: 'Saree', qty: '1', rate: '99.5' })]);
    expect(draftFigures(draft, previewContext(shop, null, draft))).toMatchObject({ roundOff: 0, total: 99.5 });
  });
});
