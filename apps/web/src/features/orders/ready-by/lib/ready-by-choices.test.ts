import { describe, expect, it } from 'vitest';
import { canMoveReadyBy, istInstant, laterThanPromise, quickChoiceInstant, quickChoicesAfter } from './ready-by-choices';

describe('quickChoiceInstant', () => {
  it('is 9 PM IST tomorrow or the day after, counted from the shop’s date', () => {
    const now = new Date('2026-11-27T10:00:00.000Z'); // 3:30 PM IST, Fri 27 Nov
    expect(quickChoiceInstant('tomorrow', now)).toBe('2026-11-28T21:00:00+05:30');
    expect(quickChoiceInstant('dayAfter', now)).toBe('2026-11-29T21:00:00+05:30');
  });

  it('counts from the IST date, not the device’s: 11 PM UTC is already the next day in the shop', () => {
    const now = new Date('2026-11-30T23:00:00.000Z'); // 4:30 AM IST, Tue 1 Dec
    expect(quickChoiceInstant('tomorrow', now)).toBe('2026-12-02T21:00:00+05:30');
  });
});

describe('istInstant', () => {
  it('joins a date and a clock time at the shop’s offset', () => {
    expect(istInstant('2026-12-01', '09:30')).toBe('2026-12-01T09:30:00+05:30');
    expect(Date.parse(istInstant('2026-12-01', '09:30')!)).toBe(Date.parse('2026-12-01T04:00:00.000Z'));
  });

  it('is null for a missing or impossible date or time', () => {
    expect(istInstant('', '21:00')).toBeNull();
    expect(istInstant('2026-12-01', '')).toBeNull();
    expect(istInstant('2026-02-30', '21:00')).toBeNull();
    expect(istInstant('2026-12-01', '24:00')).toBeNull();
  });
});

describe('canMoveReadyBy', () => {
  it('offers a new time on an open order with a promise, and nowhere else', () => {
    const readyBy = '2026-11-25T15:30:00.000Z';
    for (const status of ['Pending', 'In Progress', 'Delivering']) expect(canMoveReadyBy({ readyBy, status })).toBe(true);
    for (const status of ['Completed', 'Cancelled']) expect(canMoveReadyBy({ readyBy, status })).toBe(false);
    expect(canMoveReadyBy({ readyBy: null, status: 'Pending' })).toBe(false);
  });
});

describe('quick choices against the time already promised', () => {
  // 2026-11-28 10:00 IST
  const now = new Date('2026-11-28T04:30:00Z');
  it('offers only times later than the promise', () => {
    expect(quickChoicesAfter('2026-11-28T18:00:00+05:30', now)).toEqual(['tomorrow', 'dayAfter']);
    expect(quickChoicesAfter('2026-11-29T22:00:00+05:30', now)).toEqual(['dayAfter']);
    expect(quickChoicesAfter('2026-12-01T12:00:00+05:30', now)).toEqual([]);
    expect(quickChoicesAfter(null, now)).toEqual(['tomorrow', 'dayAfter']);
  });
  it('tells an earlier time from a later one', () => {
    expect(laterThanPromise('2026-11-29T21:00:00+05:30', '2026-11-30T09:00:00+05:30')).toBe(false);
    expect(laterThanPromise('2026-11-30T09:00:00+05:30', '2026-11-30T09:00:00+05:30')).toBe(false);
    expect(laterThanPromise('2026-11-30T09:01:00+05:30', '2026-11-30T09:00:00+05:30')).toBe(true);
  });
});
