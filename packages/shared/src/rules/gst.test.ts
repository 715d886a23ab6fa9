import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeGst } from './gst';

const OTHER_STATE = '27AAPFU0939F1ZV';
const SAME_STATE = '37AAPFU0939F1ZU';

describe('computeGst', () => {
  it('charges CGST 9% + SGST 9% within the state', () => {
    expect(computeGst({ taxable: 100_000 })).toEqual({
      taxable: 100_000,
      cgst: 9000,
      sgst: 9000,
      igst: 0,
      tax: 18_000,
      placeOfSupply: '37',
      interState: false,
    });
  });

  it('rounds each part to the paisa', () => {
    // 9% of ₹3.33 is 29.97 paise
    expect(computeGst({ taxable: 333 })).toMatchObject({ cgst: 30, sgst: 30, tax: 60 });
  });

  it('charges IGST 18% to a business customer of another state', () => {
    expect(computeGst({ taxable: 100_000, customerGstin: OTHER_STATE })).toEqual({
      taxable: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 18_000,
      tax: 18_000,
      placeOfSupply: '27',
      interState: true,
    });
  });

  it('keeps CGST + SGST for a business customer of Andhra Pradesh', () => {
    expect(computeGst({ taxable: 5000, customerGstin: SAME_STATE })).toMatchObject({ cgst: 450, sgst: 450, igst: 0, placeOfSupply: '37' });
  });

  it('ignores a GSTIN that is not valid (it cannot move the place of supply)', () => {
    expect(computeGst({ taxable: 5000, customerGstin: '27AAPFU0939F1ZW' })).toMatchObject({ igst: 0, cgst: 450 });
  });

  it('parts sum to the tax, CGST = SGST within a paisa, about 18% of the taxable value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.constantFrom('', OTHER_STATE, SAME_STATE), (taxable, customerGstin) => {
        const g = computeGst({ taxable, customerGstin });
        expect(g.cgst + g.sgst + g.igst).toBe(g.tax);
        expect(Math.abs(g.cgst - g.sgst)).toBeLessThanOrEqual(1);
        expect(g.igst === 0 || g.cgst + g.sgst === 0).toBe(true);
        expect(Math.abs(g.tax - taxable * 0.18)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
