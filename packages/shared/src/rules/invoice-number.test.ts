import { describe, expect, it } from 'vitest';
import { financialYear, formatInvoiceNumber, INVOICE_NUMBER_PATTERN } from './invoice-number';

describe('invoice numbers', () => {
  it('follow the Indian financial year, April to March, in shop time', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-03-31T23:59:00+05:30'))).toBe('2025-26');
    expect(financialYear(new Date('2027-01-15T10:00:00+05:30'))).toBe('2026-27');
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('stay within 16 characters of letters, digits, - and /', () => {
    for (const seq of [1, 42, 9999, 99_999]) {
      const n = formatInvoiceNumber('2026-27', seq);
      expect(n.length).toBeLessThanOrEqual(16);
      expect(n).toMatch(INVOICE_NUMBER_PATTERN);
    }
    expect(formatInvoiceNumber('2026-27', 7)).toBe('SL/2026-27/0007');
    expect(() => formatInvoiceNumber('2026-27', 100_000)).toThrow(RangeError);
  });
});
