import { describe, expect, it } from 'vitest';
import { PRICE_SERVICES, SERVICES } from '../constants';
import { SAC, sacFor } from './sac';

describe('sacFor', () => {
  it.each([
    ['Dry Clean', '999712'],
    ['dry-cleaning', '999712'],
    ['Wash and Fold', '999713'],
    ['Wash and Iron', '999713'],
    ['Wash Iron', '999713'],
    ['Iron', '999714'],
    ['Steam Iron', '999714'],
    ['Saree dyeing', '999715'],
    ['Others', '999719'],
    ['Shoe cleaning', '999719'],
    ['Service', '999719'],
  ])('%s → %s', (service, code) => {
    expect(sacFor(service)).toBe(code);
  });

  it('gives every service of the shop a code of group 99971', () => {
    for (const service of [...SERVICES, ...PRICE_SERVICES]) expect(sacFor(service)).toMatch(/^99971[2-9]$/);
    expect(Object.values(SAC).every((code) => code.startsWith('99971'))).toBe(true);
  });
});
