import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SERVICES } from '../constants';
import { revenueShares, serviceOfLine } from './revenue';

describe('revenue by service', () => {
  it('names a line’s service as one of the five', () => {
    expect(serviceOfLine(' dry  clean ')).toBe('Dry Clean');
    expect(serviceOfLine('Steam Iron')).toBe('Iron');
    expect(serviceOfLine('Wash & Iron')).toBe('Wash and Iron');
    expect(serviceOfLine('Service')).toBe('Others');
  });

  it('files a dry-cleaned saree under Dry Clean on a Wash and Iron order', () => {
    const shares = revenueShares(
      50_000,
      [
        { service: 'Wash and Iron', amount: 20_000 },
        { service: 'Dry Clean', amount: 30_000 },
      ],
      'Wash and Iron',
    );
    expect(Object.fromEntries(shares)).toEqual({ 'Wash and Iron': 20_000, 'Dry Clean': 30_000 });
  });

  it('shares the Express line and discounts over the lines they come from', () => {
    const shares = revenueShares(
      13_500,
      [
        { service: 'Iron', amount: 6000 },
        { service: 'Dry Clean', amount: 3000 },
        { service: 'Iron', amount: 4500, kind: 'express' },
      ],
      'Iron',
    );
    expect(Object.fromEntries(shares)).toEqual({ Iron: 9000, 'Dry Clean': 4500 });
  });

  it('always adds up to the total, in whole paise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.record({ service: fc.constantFrom(...SERVICES, 'Saree work'), amount: fc.integer({ min: 0, max: 1_000_000 }) }), {
          maxLength: 8,
        }),
        (total, lines) => {
          const shares = revenueShares(total, lines, 'Others');
          const sum = [...shares.values()].reduce((a, b) => a + b, 0);
          expect(sum).toBe(total);
          for (const v of shares.values()) expect(Number.isInteger(v) && v >= 0).toBe(true);
        },
      ),
    );
  });
});
