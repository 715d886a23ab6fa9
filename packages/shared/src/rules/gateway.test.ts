import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRefund, gatewayMethodOf, linkIdOfPayment, refundableOf, type RefundableEntry } from './gateway';

const paid = (amount: number, extra: Partial<RefundableEntry> = {}): RefundableEntry => ({
  amount,
  method: 'card',
  source: 'gateway',
  refunded: 0,
  reversed: false,
  ...extra,
});

describe('gateway rules', () => {
  it('maps the gateway’s methods to the ledger’s', () => {
    expect(['upi', 'card', 'netbanking', 'wallet', 'emi', 'bank_transfer', 'paylater', undefined].map(gatewayMethodOf)).toEqual([
      'upi',
      'card',
      'netbanking',
      'wallet',
      'card',
      'netbanking',
      'wallet',
      'wallet',
    ]);
  });

  it('finds the payment link from a payment’s description', () => {
    expect(linkIdOfPayment('#FOGqq3O6E5bkml')).toBe('plink_FOGqq3O6E5bkml');
    expect(linkIdOfPayment('Order SL-1042')).toBeNull();
    expect(linkIdOfPayment(null)).toBeNull();
  });

  it('refunds only money received, never past what is left of it', () => {
    expect(checkRefund(paid(61_200), 61_200)).toBe('ok');
    expect(checkRefund(paid(61_200), 61_201)).toBe('refund_too_large');
    expect(checkRefund(paid(61_200, { refunded: 10_000 }), 51_201)).toBe('refund_too_large');
    expect(checkRefund(paid(61_200, { reversed: true }), 100)).toBe('not_refundable');
    expect(checkRefund(paid(61_200, { method: 'credit', source: 'counter' }), 100)).toBe('not_refundable');
    expect(checkRefund(paid(-61_200, { source: 'correction' }), 100)).toBe('not_refundable');
    expect(checkRefund(paid(61_200), 0)).toBe('refund_too_large');
  });

  it('however refunds are asked for, what is given back never exceeds what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(fc.integer({ min: -10, max: 100_000_000 }), { maxLength: 30 }),
        (amount, asks) => {
          let refunded = 0;
          for (const ask of asks) {
            const entry = paid(amount, { refunded });
            if (checkRefund(entry, ask) === 'ok') refunded += ask;
            expect(refundableOf(paid(amount, { refunded }))).toBe(amount - refunded);
          }
          expect(refunded).toBeLessThanOrEqual(amount);
          expect(refunded).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
