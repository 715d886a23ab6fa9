import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, istDate } from './ist';

describe('shop dates', () => {
  it('uses India time for the calendar day', () => {
    expect(istDate(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(istDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26-2-3')).toBe(false);
  });
});
