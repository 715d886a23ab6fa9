import { describe, expect, it } from 'vitest';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { DEFAULT_EXPRESS_FACTOR, expressFactorPct, expressFactorText, knownExpressFactor } from './express-factor';
import { showShopSettings } from './live-shop';

describe('the Express factor in customers’ words', () => {
  it('is written as the spec writes it, "1.5", and as the shop set it otherwise', () => {
    expect(expressFactorText(DEFAULT_EXPRESS_FACTOR)).toBe('1.5');
    expect(expressFactorText(2)).toBe('2');
    expect(expressFactorText(1.75)).toBe('1.75');
    expect(expressFactorText(1)).toBe('1');
    // Hundredths, as the server keeps it.
    expect(expressFactorText(1.333)).toBe('1.33');
    expect(expressFactorPct(1.15)).toBe(115);
    expect(expressFactorText(Number.NaN)).toBe('1.5');
  });

  it("is the spec's 1.5 until the shop's answer says otherwise", () => {
    expect(knownExpressFactor()).toBe(1.5);
    showShopSettings({ expressFactor: 2 } as ShopPaymentSettings);
    expect(knownExpressFactor()).toBe(2);
  });
});
