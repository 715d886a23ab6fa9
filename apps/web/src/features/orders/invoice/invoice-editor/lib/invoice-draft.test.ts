import { afterEach, describe, expect, it, vi } from 'vitest';
import { pricingBody, type Order } from '@laundry/shared/contracts/orders';
import { WEIGHT_MESSAGE } from '@laundry/shared/rules/bill';
import { NO_ITEMS_MESSAGE } from '@laundry/shared/rules/pricing';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { loadLanguage } from '../../../../../i18n/catalogue';
import { applyLanguage } from '../../../../../i18n/language';
import en from '../locales/en.json';
import te from '../locales/te.json';
import {
  cleanMoneyText,
  cleanQtyText,
  defaultRow,
  draftFigures,
  draftFromOrder,
  lockedLines,
  pricingPayload,
  serviceFromText,
  serviceName,
  type PricingDraft,
} from './invoice-draft';

const row = (service: string, item: string, qty: string, rate: string) => ({ ...defaultRow(), service, item, qty, rate });

describe('cleanQtyText', () => {
  it.each([
    ['12', '12'],
    ['1a2', '12'],
    ['-3', '3'],
    ['', '0'],
    ['abc', '0'],
    ['05', '5'],
    ['2.5', '25'],
    ['99999999', '100000'],
  ])('%s → %s', (input, expected) => expect(cleanQtyText(input)).toBe(expected));
});

describe('cleanMoneyText', () => {
  it.each([
    ['29', '29'],
    ['₹ 29.50', '29.50'],
    ['12.', '12.'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['-10', '10'],
    ['', '0'],
    ['007', '7'],
    ['0.5', '0.5'],
    ['x', '0'],
  ])('%s → %s', (input, expected) => expect(cleanMoneyText(input)).toBe(expected));

  it('caps a percent at 100', () => expect(cleanMoneyText('250', 100)).toBe('100'));
});

describe('draftFigures', () => {
  it('starts from the spec default row: Wash and Fold / Garment / 1 / 0', () => {
    expect(defaultRow()).toMatchObject({ service: 'Wash and Fold', item: 'Garment', qty: '1', rate: '0' });
  });

  it('sums rows, drops qty 0 rows and fills blank names on save', () => {
    const draft: PricingDraft = {
      rows: [row('Wash and Iron', 'Shirt', '6', '29'), row('', '', '2', '10.5'), row('Iron', 'Saree', '0', '40')],
      discount: '20',
      discountMode: 'amount',
      tax: '5',
    };
    const f = draftFigures(draft);
    expect(f.rowAmounts).toEqual([174, 21, 0]);
    expect(f.items).toEqual([
      { service: 'Wash and Iron', item: 'Shirt', qty: 6, rate: 29, amount: 174 },
      { service: 'Service', item: 'Item', qty: 2, rate: 10.5, amount: 21 },
    ]);
    expect(f).toMatchObject({ subtotal: 195, discount: 20, tax: 5, total: 180 });
  });

  it('rounds a percent discount to whole rupees and sends the percent', () => {
    const draft: PricingDraft = { rows: [row('Dry Clean', 'Blazer', '1', '333')], discount: '10', discountMode: 'percent', tax: '0' };
    expect(draftFigures(draft)).toMatchObject({ subtotal: 333, discount: 33, total: 300 });
    expect(pricingPayload(draft)).toMatchObject({ discount: 33, discountPercent: 10, tax: 0 });
  });

  it('never goes below zero', () => {
    const draft: PricingDraft = { rows: [row('Iron', 'Shirt', '1', '10')], discount: '50', discountMode: 'amount', tax: '0' };
    expect(draftFigures(draft).total).toBe(0);
  });

  it('has nothing to save when every row has qty 0', () => {
    const draft: PricingDraft = { rows: [row('Iron', 'Shirt', '0', '10')], discount: '0', discountMode: 'amount', tax: '0' };
    expect(pricingPayload(draft).items).toEqual([]);
  });
});

describe('approved stain lines (docs/decisions/0057)', () => {
  const stainLine = { service: 'Dry Clean', item: 'Stain treatment (1042-01)', qty: 1, rate: 50, amount: 50, stainId: 's1' };
  const order = {
    items: [{ service: 'Dry Clean', item: 'Saree', qty: 2, rate: 150, amount: 300, stainId: null }, stainLine],
    stains: [{ _id: 's1', tag: '1042-01' }],
    discounts: [],
    discount: 0,
    tax: 0,
    placeOfSupply: '',
    customerGstin: '',
  } as unknown as Order;

  it('open read-only: not among the rows, counted in the figures, never sent back', () => {
    const draft = draftFromOrder(order);
    expect(draft.rows.map((r) => r.item)).toEqual(['Saree']);
    expect(draft.locked).toEqual([{ stainId: 's1', tag: '1042-01', service: 'Dry Clean', item: 'Stain treatment (1042-01)', qty: 1, rate: 50 }]);
    const figures = draftFigures(draft);
    expect(figures.rowAmounts).toEqual([300]);
    expect(figures.items.map((it) => it.item)).toEqual(['Saree', 'Stain treatment (1042-01)']);
    expect(figures).toMatchObject({ subtotal: 350, total: 350 });
    expect(pricingPayload(draft).items).toEqual([{ service: 'Dry Clean', item: 'Saree', qty: 2, rate: 150 }]);
  });

  it("a discount in rupees may reach the approved lines' part of the subtotal", () => {
    const draft = { ...draftFromOrder(order), discount: '320' };
    expect(pricingPayload(draft)).toMatchObject({ discount: 320 });
  });

  it('take their tag from the line when the stain is not listed', () => {
    expect(lockedLines({ items: [stainLine], stains: [] })[0]?.tag).toBe('1042-01');
  });
});

// The Telugu chunk, as the app builds it, holding this feature's catalogue.
vi.mock('../../../../../i18n/bundles/te', () => ({ catalogue: { 'invoice-editor': te } }));

describe('service names', () => {
  afterEach(() => applyLanguage('en'));

  it('are the English data values in English', () => {
    expect(serviceName('Wash and Iron')).toBe('Wash and Iron');
    expect(serviceFromText('Dry Clean')).toBe('Dry Clean');
    expect(serviceFromText('Curtains')).toBe('Curtains');
  });

  it('show in Telugu, and a Telugu name typed is stored as the English value', async () => {
    await loadLanguage('te');
    applyLanguage('te');
    expect(serviceName('Iron')).toBe('ఇస్త్రీ');
    expect(serviceName('Dry Clean')).toBe('డ్రై క్లీనింగ్');
    expect(serviceName('Curtains')).toBe('Curtains');
    expect(serviceFromText(' ఇస్త్రీ ')).toBe('Iron');
    expect(serviceFromText('వాష్ & ఫోల్డ్')).toBe('Wash and Fold');
    expect(serviceFromText('Wash and Iron')).toBe('Wash and Iron');
    expect(serviceFromText('ఇస్త్')).toBe('ఇస్త్');
  });

  it("keep the shared rule's words for an invoice without items", () => {
    expect(en['error.noItems']).toBe(NO_ITEMS_MESSAGE);
  });

  it("name a weight that is none in the API's own words (items.N.qty)", () => {
    expect(en['items.weightInvalid']).toBe(WEIGHT_MESSAGE);
    expect(en['express.reasonInvalid']).toBe(pricingBody.safeParse({ items: [], expressWaiver: 'ab' }).error?.issues[0]?.message);
  });
});

describe('lines by weight (docs/decisions/0066)', () => {
  const kgRow = (qty: string, rate = '70') => ({ ...defaultRow(), item: 'Clothes', qty, rate, unit: 'kg' as const });
  const draftOf = (rows: PricingDraft['rows'], extra: Partial<PricingDraft> = {}): PricingDraft => ({
    rows,
    discount: '0',
    discountMode: 'amount',
    tax: '0',
    ...extra,
  });

  it('price kilos × the rate per kilo, to the paisa, and send the unit', () => {
    const draft = draftOf([kgRow('4.25'), row('Iron', 'Shirt', '2', '15')]);
    const figures = draftFigures(draft);
    expect(figures.rowAmounts).toEqual([297.5, 30]);
    expect(figures.items[0]).toEqual({ service: 'Wash and Fold', item: 'Clothes', qty: 4.25, rate: 70, amount: 297.5, unit: 'kg' });
    expect(figures.total).toBe(327.5);
    expect(pricingPayload(draft).items).toEqual([
      { service: 'Wash and Fold', item: 'Clothes', qty: 4.25, rate: 70, unit: 'kg' },
      { service: 'Iron', item: 'Shirt', qty: 2, rate: 15 },
    ]);
  });

  it('keep the kilos as typed: a weight that is none counts nothing and is never rounded', () => {
    const draft = draftOf([kgRow('1.005'), kgRow('0'), kgRow('100.01'), kgRow('abc')]);
    expect(draft.rows.map((r) => r.qty)).toEqual(['1.005', '0', '100.01', 'abc']);
    expect(draftFigures(draft).rowAmounts).toEqual([0, 0, 0, 0]);
    expect(pricingPayload(draft).items).toEqual([]);
  });

  it('reopen a priced order with its units and waiver, leaving out the lines the server writes', () => {
    const order = {
      ...sampleOrder('9', { delivery: 'express', expressWaiver: 'Delivered late', invoiceNumber: 'SL/2026-27/0001' }),
      items: [
        { service: 'Wash and Fold', item: 'Clothes', qty: 2.5, rate: 70, amount: 175, unit: 'kg' as const },
        { service: 'Wash and Fold', item: 'Minimum 3 kg', qty: 0.5, rate: 70, amount: 35, unit: 'kg' as const, kind: 'minimum' as const },
        { service: 'Iron', item: 'Shirt', qty: 2, rate: 15, amount: 30 },
      ],
    };
    const draft = draftFromOrder(order);
    expect(draft.rows.map((r) => [r.item, r.qty, r.rate, r.unit])).toEqual([
      ['Clothes', '2.5', '70', 'kg'],
      ['Shirt', '2', '15', 'pcs'],
    ]);
    expect(draft).toMatchObject({ waiveExpress: true, waiverReason: 'Delivered late' });
    expect(pricingPayload(draft)).toMatchObject({ expressWaiver: 'Delivered late' });
  });
});

describe('the Express waiver in the payload', () => {
  const base: PricingDraft = { rows: [row('Iron', 'Shirt', '2', '15')], discount: '0', discountMode: 'amount', tax: '0' };

  it('is sent, trimmed, only while waived', () => {
    expect(pricingPayload(base)).not.toHaveProperty('expressWaiver');
    expect(pricingPayload({ ...base, waiveExpress: false, waiverReason: 'kept while unticked' })).not.toHaveProperty('expressWaiver');
    expect(pricingPayload({ ...base, waiveExpress: true, waiverReason: '  Regular customer  ' })).toMatchObject({
      expressWaiver: 'Regular customer',
    });
  });

  it('never carries confirmFree: only a confirmed save adds it', () => {
    expect(pricingPayload(base)).not.toHaveProperty('confirmFree');
  });
});
