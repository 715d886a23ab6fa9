import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, istDate, istDayRangeUtc } from './ist';

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

  it('turns an IST day into the UTC instants it covers', () => {
    const { from, to } = istDayRangeUtc('2026-11-22');
    expect(from).toBe('2026-11-21T18:30:00.000Z');
    expect(to).toBe('2026-11-22T18:30:00.000Z');
    // The boundaries agree with istDate: the first instant is the day's, the last before `to` too.
    expect(istDate(new Date(from))).toBe('2026-11-22');
    expect(istDate(new Date(Date.parse(to) - 1))).toBe('2026-11-22');
    expect(istDate(new Date(to))).toBe('2026-11-23');
    expect(istDayRangeUtc('2027-01-01').from).toBe('2026-12-31T18:30:00.000Z');
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-31')).toBe(31);
    expect(daysBetween('2026-11-23', '2026-11-22')).toBe(-1);
  });
});
