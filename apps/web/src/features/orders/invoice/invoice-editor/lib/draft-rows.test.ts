import { describe, expect, it } from 'vitest';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { freeQuestion, listRate, openingDraft, rowsFromIntake, weightProblems, withListRates, withUnit, type ListRates } from './draft-rows';
import { defaultRow, draftFigures, pricingPayload, type DraftRow, type PricingDraft } from './invoice-draft';
import { priceSuggestions } from './price-suggestions';

const catalogue: PriceCatalogue = {
  categories: [
    {
      key: 'MEN',
      label: 'Men',
      items: [
        { name: 'Shirt / T-Shirt', names: { te: 'చొక్కా', hi: 'शर्ट' }, prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' } },
        { name: 'Saree', names: { te: 'చీర', hi: 'साड़ी' }, prices: { 'Steam Iron': '40', 'Wash Iron': '-', 'Dry Clean': '250+' } },
      ],
    },
  ],
  perKg: { 'Wash and Fold': { rate: 70, minKg: 3 } },
};
const rates: ListRates = { list: priceSuggestions(catalogue), perKg: catalogue.perKg };
const row = (patch: Partial<DraftRow>): DraftRow => ({ ...defaultRow(), ...patch });
const draftOf = (rows: DraftRow[], extra: Partial<PricingDraft> = {}): PricingDraft => ({
  rows,
  discount: '0',
  discountMode: 'amount',
  tax: '0',
  ...extra,
});

describe('rates from the price list', () => {
  it('by the piece the item for the service, by the kilo the service', () => {
    expect(listRate(rates, { service: 'Wash and Iron', item: 'shirt', unit: 'pcs' })).toBe('29');
    expect(listRate(rates, { service: 'Wash and Fold', item: 'Garment', unit: 'pcs' })).toBeNull();
    expect(listRate(rates, { service: 'Wash and Fold', item: 'Anything', unit: 'kg' })).toBe('70');
    expect(listRate(rates, { service: 'Dry Clean', item: 'Saree', unit: 'kg' })).toBeNull();
  });

  it('switching a Wash and Fold row to kg fills the per-kg rate; back to pcs takes the piece rate or 0', () => {
    const kg = withUnit(defaultRow(), 'kg', rates);
    expect(kg).toMatchObject({ service: 'Wash and Fold', qty: '1', rate: '70', unit: 'kg' });
    const typed = { ...kg, qty: '4.25' };
    expect(withUnit(typed, 'pcs', rates)).toMatchObject({ qty: '1', rate: '0', unit: 'pcs' });
    expect(withUnit(row({ service: 'Iron', item: 'Saree', qty: '3', rate: '40', unit: 'kg' }), 'pcs', rates)).toMatchObject({ qty: '3', rate: '40' });
    expect(withUnit(kg, 'kg', rates)).toBe(kg);
  });
});

describe('pricing starts from what was counted', () => {
  const counted = sampleOrder('7', {
    service: 'Dry Clean',
    intake: {
      pieces: 6,
      items: [
        { item: 'Saree', service: '', qty: 2 },
        { item: 'शर्ट', service: 'Iron', qty: 3 },
        { item: 'Clothes', service: 'Wash and Fold', qty: 4.25, unit: 'kg' },
        { item: 'Curtain', service: 'Dry Clean', qty: 1 },
      ],
      notes: '',
      photos: [],
      at: '2026-11-28T05:00:00.000Z',
      confirmedAt: null,
    },
  });

  it("opens with the count's rows, each with its service (the order's when none) and unit, their rates to come", () => {
    const draft = openingDraft(counted);
    expect(draft.rows.map((r) => [r.service, r.item, r.qty, r.unit, r.rate, r.awaitingRate])).toEqual([
      ['Dry Clean', 'Saree', '2', 'pcs', '0', true],
      ['Iron', 'शर्ट', '3', 'pcs', '0', true],
      ['Wash and Fold', 'Clothes', '4.25', 'kg', '0', true],
      ['Dry Clean', 'Curtain', '1', 'pcs', '0', true],
    ]);
    expect(withListRates(draft, null)).toBe(draft);
  });

  it("takes the list's rates once it is here (a name not in the list keeps 0), and the figures follow", () => {
    const draft = withListRates(openingDraft(counted), rates);
    expect(draft.rows.map((r) => [r.rate, r.awaitingRate])).toEqual([
      ['250', false],
      ['15', false],
      ['70', false],
      ['0', false],
    ]);
    expect(draftFigures(draft).rowAmounts).toEqual([500, 45, 297.5, 0]);
  });

  it("keeps the spec's default row when nothing was counted, and a priced order's own lines", () => {
    expect(openingDraft(null).rows).toMatchObject([{ service: 'Wash and Fold', item: 'Garment', qty: '1', rate: '0', unit: 'pcs' }]);
    expect(openingDraft(sampleOrder('8')).rows).toMatchObject([{ service: 'Wash and Fold', item: 'Garment', qty: '1', rate: '0' }]);
    const priced = { ...counted, items: [{ service: 'Iron', item: 'Shirt', qty: 1, rate: 15, amount: 15 }] };
    expect(rowsFromIntake(counted)).toHaveLength(4);
    expect(openingDraft(priced).rows.map((r) => r.item)).toEqual(['Shirt']);
  });
});

describe('what a save checks first', () => {
  it('names the kg rows whose qty is not a weight; a kg row left at 0 is dropped like a piece row', () => {
    const rows = [
      row({ unit: 'kg', qty: '4.25' }),
      row({ qty: '2' }),
      row({ unit: 'kg', qty: '4.255' }),
      row({ unit: 'kg', qty: '' }),
      row({ unit: 'kg', qty: '0.00' }),
      row({ unit: 'kg', qty: '0.05' }),
      row({ unit: 'kg', qty: '100.5' }),
      row({ unit: 'kg', qty: '4,5' }),
    ];
    expect(weightProblems(rows)).toEqual([3, 6, 7, 8]);
    expect(pricingPayload(draftOf(rows)).items.map((it) => it.qty)).toEqual([4.25, 2]);
  });

  it('lists the lines it would send at ₹0: "Shirt × 2 at ₹0: free of charge?"', () => {
    const draft = draftOf([
      row({ service: 'Iron', item: 'Shirt', qty: '2', rate: '0' }),
      row({ item: 'Clothes', qty: '3.5', rate: '0', unit: 'kg' }),
      row({ service: 'Iron', item: 'Saree', qty: '1', rate: '40' }),
      row({ item: 'Dropped', qty: '0', rate: '0' }),
    ]);
    expect(freeQuestion(draft, draftFigures(draft))).toEqual({
      lines: [
        { item: 'Shirt', qty: 2 },
        { item: 'Clothes', qty: 3.5, unit: 'kg' },
      ],
      freeTotal: false,
    });
  });

  it('asks nothing when every line has a rate; asks about a ₹0 total only on a tax invoice', () => {
    const paid = draftOf([row({ service: 'Iron', item: 'Shirt', qty: '2', rate: '15' })], { discount: '30' });
    expect(freeQuestion(paid, draftFigures(paid))).toBeNull();
    const gst = { gst: { shopStateCode: '37', customerGstin: '' } };
    expect(freeQuestion(paid, draftFigures(paid, gst))).toEqual({ lines: [], freeTotal: true });
  });

  it("does not ask again about a priced order's own ₹0 lines or ₹0 total: they were agreed when it was saved", () => {
    const saved = sampleOrder('5', {
      invoiceNumber: 'SL/2026-27/0009',
      total: 0,
      items: [{ service: 'Iron', item: 'Shirt', qty: 2, rate: 0, amount: 0 }],
    });
    const same = draftOf([row({ service: 'Iron', item: 'Shirt', qty: '3', rate: '0' })]);
    const gst = { gst: { shopStateCode: '37', customerGstin: '' } };
    expect(freeQuestion(same, draftFigures(same, gst), saved)).toBeNull();
    const more = draftOf([...same.rows, row({ service: 'Iron', item: 'Saree', qty: '1', rate: '0' })]);
    expect(freeQuestion(more, draftFigures(more), saved)).toEqual({ lines: [{ item: 'Saree', qty: 1 }], freeTotal: false });
    // Not yet priced (no invoice), nothing was agreed.
    expect(freeQuestion(same, draftFigures(same), { ...saved, invoiceNumber: null })).toEqual({
      lines: [{ item: 'Shirt', qty: 3 }],
      freeTotal: false,
    });
  });
});
