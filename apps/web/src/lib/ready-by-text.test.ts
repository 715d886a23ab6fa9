import { describe, expect, it } from 'vitest';
import { readyByText } from './ready-by-text';

describe('readyByText', () => {
  it('writes the promise in IST, whatever the zone: weekday, date and the hour', () => {
    // 15:30 UTC is 9 PM IST on Tuesday 24 Nov 2026.
    expect(readyByText('2026-11-24T15:30:00.000Z', 'en')).toBe('Tue 24 Nov, 9 PM');
    expect(readyByText('2026-11-25T05:30:00.000Z', 'en')).toBe('Wed 25 Nov, 11 AM');
    expect(readyByText('2026-11-25T06:15:00.000Z', 'en')).toBe('Wed 25 Nov, 11:45 AM');
    // Just past midnight IST is the next day already.
    expect(readyByText('2026-11-24T18:45:00.000Z', 'en')).toBe('Wed 25 Nov, 12:15 AM');
  });

  it('names the part of the day first in Telugu and Hindi', () => {
    const te = readyByText('2026-11-24T15:30:00.000Z', 'te');
    const hi = readyByText('2026-11-24T15:30:00.000Z', 'hi');
    expect(te).toMatch(/24/);
    expect(te).toMatch(/రాత్రి 9$/);
    expect(hi).toMatch(/24/);
    expect(hi).toMatch(/रात 9$/);
  });

  it('is empty for a time it cannot read', () => {
    expect(readyByText('soon', 'en')).toBe('');
  });
});
