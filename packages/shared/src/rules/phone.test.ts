import { describe, expect, it } from 'vitest';
import { normalizePhone, whatsappNumber } from './phone';

describe('normalizePhone', () => {
  it.each(['+91 98765 43210', '098765 43210', '9876543210', '91-98765-43210', '(+91) 9876543210'])('%s is 9876543210', (input) => {
    expect(normalizePhone(input)).toBe('9876543210');
  });

  it.each(['12345', '98765432101234', '', '+1 987 654 3210 55'])('%s is not a phone', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('whatsappNumber', () => {
  it('prefixes 91 to 10-digit numbers and keeps digits only', () => {
    expect(whatsappNumber('98765 43210')).toBe('919876543210');
    expect(whatsappNumber('+91 98765 43210')).toBe('919876543210');
  });
});
