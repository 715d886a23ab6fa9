import { describe, expect, it } from 'vitest';
import { addressLines, SHOP_PROFILE_DEFAULTS } from './shop-profile';

describe('the shop profile helpers (docs/decisions/0049)', () => {
  it('prints an address one line per typed line, without blank lines', () => {
    expect(addressLines(SHOP_PROFILE_DEFAULTS.address)).toEqual(['D.No. 8-15-12, Main Road, Suryaraopeta', 'Kakinada, Andhra Pradesh 533001']);
    expect(addressLines(' 12 Temple St \r\n\n Kakinada 533002 \n')).toEqual(['12 Temple St', 'Kakinada 533002']);
    expect(addressLines('')).toEqual([]);
  });
});
