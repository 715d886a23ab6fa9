import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatIstDateTime } from './ist-format';

describe('formatting', () => {
  it('shows times in India Standard Time', () => {
    expect(formatIstDateTime('2026-01-15T18:45:00.000Z')).toBe('16 Jan 2026, 12:15 am');
  });

  it('shows a pickup date as the calendar date it names', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('01 Mar 2026');
  });
});
