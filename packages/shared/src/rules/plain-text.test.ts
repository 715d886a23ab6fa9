import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter } from './plain-text';

describe('hasForbiddenCharacter', () => {
  it('finds control characters and lone surrogates', () => {
    for (const text of ['\u0000', 'Ravi\u0001', '\u001b[31mred', 'a\u007fb', 'x\u0085', '\ud800', 'end\udc00', '\udc00\ud800'])
      expect(hasForbiddenCharacter(text), JSON.stringify(text)).toBe(true);
  });

  it('lets through what people type: lines, tabs, Telugu, Hindi and emoji', () => {
    for (const text of ['Flat 4,\nGandhi Nagar\r\n', 'a\tb', 'రవి కుమార్', 'प्रिया', 'Thanks 👍🏽', 'café – “quoted”'])
      expect(hasForbiddenCharacter(text), JSON.stringify(text)).toBe(false);
  });
});
