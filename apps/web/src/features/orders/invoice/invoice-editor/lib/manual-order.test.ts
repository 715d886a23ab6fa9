import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualOrderBody, pricingBody } from '@laundry/shared/contracts/orders';
import { ORDER_NUMBER_PATTERN } from '@laundry/shared/rules/order-number';
import { defaultRow, type PricingDraft } from './invoice-draft';
import { loadLanguage } from '../../../../../i18n/catalogue';
import { applyLanguage } from '../../../../../i18n/language';
import hi from '../locales/hi.json';
import { defaultManualFields, istClock, MANUAL_FIELD_LIMITS, manualOrderRequest, previewData, requestProblemText } from './manual-order';
import { requestProblem } from './schema-checks';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';

const draft: PricingDraft = {
  rows: [{ ...defaultRow(), qty: '3', rate: '40', item: 'Saree', service: 'Iron' }],
  discount: '0',
  discountMode: 'amount',
  tax: '0',
};

// The Hindi chunk, as the app builds it, holding this feature's catalogue.
vi.mock('../../../../../i18n/bundles/hi', () => ({ catalogue: { 'invoice-editor': hi } }));

describe('manual order', () => {
  afterEach(() => applyLanguage('en'));

  it('starts with an SL- order number, today and the time now in shop time', () => {
    const now = new Date('2026-01-05T08:35:00.000Z');
    const fields = defaultManualFields(now);
    expect(fields.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(fields.orderNumber.slice(0, 15)).toBe('SL-202601051405');
    expect(Number(fields.orderNumber.slice(15))).toBeGreaterThanOrEqual(100);
    expect(fields).toMatchObject({ pickupDate: '2026-01-05', pickupTime: '02:05 PM', status: 'Pending', delivery: 'regular' });
    expect(istClock(new Date('2026-01-04T18:40:00.000Z'))).toBe('12:10 AM');
  });

  it('sends the manual block and the priced items, as the API schema reads them', () => {
    const body = manualOrderRequest(
      { ...defaultManualFields(), orderNumber: 'SL-1', customerName: ' Suresh ', phone: '91234 56780', address: 'Shop' },
      draft,
    );
    expect(body).toMatchObject({
      orderNumber: 'SL-1',
      phone: '91234 56780',
      pickupAddress: 'Shop',
      userId: { name: 'Suresh' },
      items: [{ service: 'Iron', item: 'Saree', qty: 3, rate: 40 }],
      discount: 0,
      tax: 0,
      discountPercent: null,
    });
    // The route marks the order manual itself; manualOrderBody has no `source` and would strip it.
    expect(body).not.toHaveProperty('source');
    expect(manualOrderBody.safeParse(body).success).toBe(true);
  });

  it("finds a bad request before sending it, in the API's own words", () => {
    const body = manualOrderRequest({ ...defaultManualFields(), phone: '12345' }, draft);
    expect(requestProblem(manualOrderBody, body)).toBe('phone must be a valid mobile number');
    expect(MANUAL_FIELD_LIMITS).toEqual({ orderNumber: 24, customerName: 100, phone: 20, pickupTime: 40, address: 500 });
    expect(requestProblemText(manualOrderBody, body)).toBe('phone must be a valid mobile number');
    expect(requestProblemText(manualOrderBody, manualOrderRequest({ ...defaultManualFields(), phone: '9876543210' }, draft))).toBeNull();
  });

  it('names a bad request in Hindi by its field, or in general words', async () => {
    await loadLanguage('hi');
    applyLanguage('hi');
    const fields = { ...defaultManualFields(), phone: '9876543210' };
    expect(requestProblemText(manualOrderBody, manualOrderRequest({ ...fields, phone: '12345' }, draft))).toBe(hi['validation.phone']);
    expect(requestProblemText(manualOrderBody, manualOrderRequest({ ...fields, orderNumber: 'SL 1' }, draft))).toBe(hi['validation.orderNumber']);
    expect(requestProblemText(pricingBody, { items: Array.from({ length: 500 }, () => ({ qty: 1, rate: 1 })) })).toMatch(/^एक बिल में .* \d+ लाइनें/);
    expect(requestProblemText(manualOrderBody, { ...manualOrderRequest(fields, draft), status: 'Lost' })).toBe(hi['validation.other']);
    expect(requestProblemText(manualOrderBody, manualOrderRequest(fields, draft))).toBeNull();
  });

  it('previews a saved order with the editor figures', () => {
    const order = sampleOrder('1', { invoiceNumber: 'SL/2025-26/0007' });
    const data = previewData(order, defaultManualFields(), draft, '2026-01-05T05:00:00.000Z');
    expect(data).toMatchObject({ invoiceNumber: 'SL/2025-26/0007', customerName: 'Ravi Kumar', subtotal: 120, total: 120 });
    expect(data.items).toHaveLength(1);
  });

  it("previews in the customer's language, with the tax invoice's round-off", () => {
    const order = sampleOrder('2', { customerLanguage: 'te' });
    const gst = { gst: { shopStateCode: '37', customerGstin: '' } };
    const rupee = { ...draft, rows: [{ ...draft.rows[0]!, qty: '1', rate: '99.5' }] };
    expect(previewData(order, defaultManualFields(), rupee, '2026-01-05T05:00:00.000Z', gst)).toMatchObject({
      language: 'te',
      roundOff: -0.42,
      total: 117,
    });
    expect(previewData(null, defaultManualFields(), draft, '2026-01-05T05:00:00.000Z')).toMatchObject({ roundOff: 0, total: 120 });
  });
});
