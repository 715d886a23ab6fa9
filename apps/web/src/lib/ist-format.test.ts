import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatIstDateTime, formatIstShortDate } from './ist-format';

describe('formatting', () => {
  it('shows times in India Standard Time', () => {
    expect(formatIstDateTime('2026-01-15T18:45:00.000Z')).toBe('16 Jan 2026, 12:15 am');
  });

  it('shows a pickup date as the calendar date it names', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('01 Mar 2026');
  });

  it('writes Telugu dates in Telugu order with the whole month name, as Intl gives them', () => {
    const telugu = formatCalendarDate('2026-11-29', 'te');
    expect(telugu).toBe(
      new Intl.DateTimeFormat('te-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date('2026-11-29T06:30:00Z')),
    );
    expect(telugu).toContain('నవంబర్');
    expect(telugu).not.toMatch(/^\d+, /);
    expect(formatIstShortDate('2026-11-29T06:30:00Z', 'te')).toContain('నవంబర్');
  });
});
