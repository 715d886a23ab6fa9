import { describe, expect, it } from 'vitest';
import { containsId, isReference, matchStatementLines, type MatchLine, type MatchOrder } from './statement-matcher';

const order = (id: string, due: number, extra: Partial<MatchOrder> = {}): MatchOrder => ({
  id,
  orderNumber: `SL-20250401103${id.padStart(4, '0')}`,
  invoiceNumber: `SL/2025-26/${id.padStart(4, '0')}`,
  due,
  upiReferences: [],
  ...extra,
});
const line = (id: string, credit: number, narration: string, reference = ''): MatchLine => ({ id, credit, narration, reference });
const proposals = (lines: MatchLine[], orders: MatchOrder[]) => Object.fromEntries(matchStatementLines(lines, orders));

describe('containsId', () => {
  it('ignores separators and case', () => {
    expect(containsId('UPI/CR/509112345678/RAVI/sl2025260007', 'SL/2025-26/0007')).toBe(true);
    expect(containsId('UPI-SL/2025-26/ 0007 PAYMENT', 'SL2025260007')).toBe(true);
    expect(containsId('NEFT SL-2025-26-0007', 'SL/2025-26/0007')).toBe(true);
  });

  it('does not find a number inside a longer number', () => {
    expect(containsId('SL/2025-26/00071', 'SL/2025-26/0007')).toBe(false);
    expect(containsId('UPI/9123456789012/X', '123456789012')).toBe(false);
    expect(containsId('UPI/123456789012/X', '123456789012')).toBe(true);
    expect(containsId('UPI 12345', '12345')).toBe(false);
  });
});

describe('isReference', () => {
  it('finds the UTR in the bank reference however the bank pads or prefixes it', () => {
    expect(isReference('0000509112345678', '509112345678')).toBe(true);
    expect(isReference('UPI-509112345678', '509112345678')).toBe(true);
    expect(isReference('509112345678', '509112345678')).toBe(true);
    expect(isReference('0000509112345679', '509112345678')).toBe(false);
    expect(isReference('1509112345678', '509112345678')).toBe(false);
    expect(isReference('', '')).toBe(false);
  });
});

describe('matchStatementLines', () => {
  it('is strong when the credit is the due and the narration names the order or its invoice', () => {
    const orders = [order('1', 45000), order('2', 30000), order('3', 72000)];
    expect(
      proposals(
        [
          line('a', 45000, 'BY TRANSFER-UPI/CR/509112345678/RAVI K/SL-202504011030001'),
          line('b', 30000, 'UPI-ANITHA-SL/2025-26/ 0002 PAYMENT'),
          // UPI apps often drop the "SL-": the order number's 15 digits are its own.
          line('c', 72000, 'UPI/509712345678/202504011030003/suresh@ybl'),
        ],
        orders,
      ),
    ).toEqual({
      a: { orderId: '1', strength: 'strong', reason: 'order_number' },
      b: { orderId: '2', strength: 'strong', reason: 'invoice_number' },
      c: { orderId: '3', strength: 'strong', reason: 'order_number' },
    });
  });

  it('is strong on a reported UTR, as the reference or in the narration', () => {
    const orders = [order('1', 45000, { upiReferences: ['509112345678'] }), order('2', 30000, { upiReferences: ['509512345678'] })];
    expect(
      proposals([line('a', 45000, 'UPI/CR/RAVI', '0000509112345678'), line('b', 30000, 'UPI-ANITHA-509512345678-PAY', '0000000000000000')], orders),
    ).toEqual({
      a: { orderId: '1', strength: 'strong', reason: 'upi_reference' },
      b: { orderId: '2', strength: 'strong', reason: 'upi_reference' },
    });
  });

  it('is weak when the order is named but the amount is not its due', () => {
    const orders = [order('1', 45000), order('2', 30000, { upiReferences: ['509512345678'] })];
    expect(proposals([line('a', 20000, 'UPI/SL-202504011030001'), line('b', 50000, 'UPI', '509512345678')], orders)).toEqual({
      a: { orderId: '1', strength: 'weak', reason: 'number_amount_differs' },
      b: { orderId: '2', strength: 'weak', reason: 'upi_reference_amount_differs' },
    });
  });

  it('proposes on the amount alone only when it is unique on both sides, and weakly', () => {
    const orders = [order('1', 45000), order('2', 30000), order('3', 30000)];
    expect(proposals([line('a', 45000, 'UPI/RAVI'), line('b', 30000, 'UPI/ANITHA')], orders)).toEqual({
      a: { orderId: '1', strength: 'weak', reason: 'amount_only' },
    });
    // Two credits of ₹450 and one order of ₹450: which one paid it is anyone's guess.
    expect(proposals([line('a', 45000, 'UPI/RAVI'), line('b', 45000, 'UPI/SOMEONE')], orders)).toEqual({});
  });

  it('never proposes one order for two lines; the earlier credit gets it', () => {
    const orders = [order('1', 45000)];
    expect(proposals([line('a', 45000, 'UPI/SL-202504011030001'), line('b', 45000, 'UPI/SL-202504011030001 again')], orders)).toEqual({
      a: { orderId: '1', strength: 'strong', reason: 'order_number' },
    });
    // A named order is not then offered to an anonymous credit of the same amount.
    expect(proposals([line('a', 45000, 'UPI/SL-202504011030001'), line('b', 45000, 'UPI/RAVI')], orders)).toEqual({
      a: { orderId: '1', strength: 'strong', reason: 'order_number' },
    });
  });

  it('leaves a line that names two orders with the same due to the admin', () => {
    const orders = [order('1', 45000), order('2', 45000)];
    expect(proposals([line('a', 45000, 'SL-202504011030001 SL-202504011030002')], orders)).toEqual({});
  });

  it('prefers the reported UTR over a number typed in the note', () => {
    const orders = [order('1', 45000), order('2', 45000, { upiReferences: ['509112345678'] })];
    expect(proposals([line('a', 45000, 'UPI/509112345678/SL-202504011030001')], orders)).toEqual({
      a: { orderId: '2', strength: 'strong', reason: 'upi_reference' },
    });
  });

  it('proposes nothing for credits unrelated to any order', () => {
    expect(proposals([line('a', 12345, 'NEFT SALARY REFUND')], [order('1', 45000)])).toEqual({});
    expect(proposals([line('a', 45000, 'x')], [])).toEqual({});
  });
});
