import { describe, expect, it } from 'vitest';
import { manualOrderBody } from '@laundry/shared/contracts/orders';
import { ORDER_NUMBER_PATTERN } from '@laundry/shared/rules/order-number';
import { defaultRow, type PricingDraft } from './invoice-draft';
import { defaultManualFields, istClock, MANUAL_FIELD_LIMITS, manualOrderRequest, previewData } from './manual-order';
import { requestProblem } from './schema-checks';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';

const draft: PricingDraft = {
  rows: [{ ...defaultRow(), qty: '3', rate: '40', item: 'Saree', service: 'Iron' }],
  discount: '0',
  discountMode: 'amount',
  tax: '0',
};

describe('manual order', () => {
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
  });

  it('previews a saved order with the editor figures', () => {
    const order = sampleOrder('1', { invoiceNumber: 'SL/2025-26/0007' });
    const data = previewData(order, defaultManualFields(), draft, '2026-01-05T05:00:00.000Z');
    expect(data).toMatchObject({ invoiceNumber: 'SL/2025-26/0007', customerName: 'Ravi Kumar', subtotal: 120, total: 120 });
    expect(data.items).toHaveLength(1);
  });
});
