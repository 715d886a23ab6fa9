import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES, matchWindow, nextOpenWindow, windowsForDate, type PickupRules } from './slots';

const NONE = new Set<string>();
/** 2026-11-24 is a Tuesday; IST is UTC+05:30. */
const TUESDAY = '2026-11-24';
const at = (iso: string) => new Date(iso);

describe('windowsForDate', () => {
  it("writes the spec's day (7 AM–10 PM, two-hour windows, a last one-hour window) in IST", () => {
    const windows = windowsForDate(TUESDAY, DEFAULT_PICKUP_RULES, NONE, at('2026-11-20T00:00:00Z'));
    expect(windows.map((w) => w.label)).toEqual([
      '7:00 AM – 9:00 AM',
      '9:00 AM – 11:00 AM',
      '11:00 AM – 1:00 PM',
      '1:00 PM – 3:00 PM',
      '3:00 PM – 5:00 PM',
      '5:00 PM – 7:00 PM',
      '7:00 PM – 9:00 PM',
      '9:00 PM – 10:00 PM',
    ]);
    // 7:00 AM IST is 01:30 UTC; the last window is shorter and ends at closing, 10 PM IST.
    expect(windows[0]).toMatchObject({ start: '2026-11-24T01:30:00.000Z', end: '2026-11-24T03:30:00.000Z', open: true });
    expect(windows.at(-1)).toMatchObject({ start: '2026-11-24T15:30:00.000Z', end: '2026-11-24T16:30:00.000Z' });
    expect(windows.every((w) => w.open)).toBe(true);
  });

  it('follows the shop date, not UTC: just after midnight IST is still the evening before in UTC', () => {
    // 00:10 IST on the 24th = 18:40 UTC on the 23rd: the 24th's windows are all ahead.
    const windows = windowsForDate(TUESDAY, DEFAULT_PICKUP_RULES, NONE, at('2026-11-23T18:40:00Z'));
    expect(windows.every((w) => w.open)).toBe(true);
    // The 23rd's are all past by then.
    expect(windowsForDate('2026-11-23', DEFAULT_PICKUP_RULES, NONE, at('2026-11-23T18:40:00Z')).some((w) => w.open)).toBe(false);
  });

  it('closes every window on a closed date, and has none on a weekday without pickups', () => {
    const closed = windowsForDate(TUESDAY, DEFAULT_PICKUP_RULES, new Set([TUESDAY]), at('2026-11-20T00:00:00Z'));
    expect(closed).toHaveLength(8);
    expect(closed.some((w) => w.open)).toBe(false);
    const noTuesdays: PickupRules = { ...DEFAULT_PICKUP_RULES, weekdays: DEFAULT_PICKUP_RULES.weekdays.map((d, i) => (i === 2 ? null : d)) };
    expect(windowsForDate(TUESDAY, noTuesdays, NONE, at('2026-11-20T00:00:00Z'))).toEqual([]);
    expect(windowsForDate('2026-11-25', noTuesdays, NONE, at('2026-11-20T00:00:00Z'))).toHaveLength(8);
  });

  it('measures the same-day cut-off from the start of the window', () => {
    // 9:00 AM window starts at 03:30 UTC. With a 60-minute cut-off it is open until 8:00 AM IST (02:30 UTC) exactly.
    const open = windowsForDate(TUESDAY, DEFAULT_PICKUP_RULES, NONE, at('2026-11-24T02:30:00Z'));
    expect(open.find((w) => w.label.startsWith('9:00 AM'))?.open).toBe(true);
    const late = windowsForDate(TUESDAY, DEFAULT_PICKUP_RULES, NONE, at('2026-11-24T02:30:01Z'));
    expect(late.find((w) => w.label.startsWith('9:00 AM'))?.open).toBe(false);
    // Started windows are closed; later ones stay open.
    expect(late.find((w) => w.label.startsWith('7:00 AM'))?.open).toBe(false);
    expect(late.find((w) => w.label.startsWith('11:00 AM'))?.open).toBe(true);
    // A shop with no cut-off takes a window up to its very start, not after.
    const noCutoff = { ...DEFAULT_PICKUP_RULES, cutoffMinutes: 0 };
    expect(windowsForDate(TUESDAY, noCutoff, NONE, at('2026-11-24T03:30:00Z')).find((w) => w.label.startsWith('9:00 AM'))?.open).toBe(true);
    expect(windowsForDate(TUESDAY, noCutoff, NONE, at('2026-11-24T03:30:01Z')).find((w) => w.label.startsWith('9:00 AM'))?.open).toBe(false);
  });

  it("keeps the shop's own hours: minutes, half hours and a shorter last window", () => {
    const rules: PickupRules = {
      ...DEFAULT_PICKUP_RULES,
      weekdays: Array.from({ length: 7 }, () => ({ start: '08:30', end: '13:00', minutes: 90 })),
    };
    const windows = windowsForDate(TUESDAY, rules, NONE, at('2026-11-20T00:00:00Z'));
    expect(windows.map((w) => w.label)).toEqual(['8:30 AM – 10:00 AM', '10:00 AM – 11:30 AM', '11:30 AM – 1:00 PM']);
    const uneven = windowsForDate(
      TUESDAY,
      { ...rules, weekdays: Array.from({ length: 7 }, () => ({ start: '11:00', end: '12:45', minutes: 60 })) },
      NONE,
      at('2026-11-20T00:00:00Z'),
    );
    expect(uneven.map((w) => w.label)).toEqual(['11:00 AM – 12:00 PM', '12:00 PM – 12:45 PM']);
    expect(uneven[1]!.end).toBe('2026-11-24T07:15:00.000Z');
  });
});

describe('matchWindow', () => {
  const windows = windowsForDate(TUESDAY, DEFAULT_PICKUP_RULES, NONE, at('2026-11-20T00:00:00Z'));

  it('finds the window whatever the dash, spacing or case', () => {
    for (const label of ['9:00 AM – 11:00 AM', '9:00 AM - 11:00 AM', '9:00AM—11:00AM', ' 9:00 am  −  11:00 am ', '9:00 AM ‒ 11:00 AM']) {
      expect(matchWindow(label, windows)?.start, label).toBe('2026-11-24T03:30:00.000Z');
    }
    expect(matchWindow('9:00 PM – 10:00 PM', windows)?.end).toBe('2026-11-24T16:30:00.000Z');
  });

  it('takes anything else as free text: "time to agree"', () => {
    for (const label of ['', '   ', 'morning', '10:00 AM', '9:00 AM – 10:00 AM', '09:00 AM - 11:00 AM', 'Call me first']) {
      expect(matchWindow(label, windows), label).toBeUndefined();
    }
  });
});

describe('nextOpenWindow', () => {
  it('finds the first open window after a given time, skipping closed dates and full windows', () => {
    const now = at('2026-11-24T10:00:00Z'); // 3:30 PM IST on Tuesday
    expect(nextOpenWindow('2026-11-24T10:00:00Z', DEFAULT_PICKUP_RULES, NONE, now)?.label).toBe('5:00 PM – 7:00 PM');
    const wednesdayClosed = new Set(['2026-11-25']);
    const after = nextOpenWindow('2026-11-24T16:00:00Z', DEFAULT_PICKUP_RULES, wednesdayClosed, now);
    expect(after?.start).toBe('2026-11-26T01:30:00.000Z');
    const skipFirst = nextOpenWindow('2026-11-24T10:00:00Z', DEFAULT_PICKUP_RULES, NONE, now, (w) => !w.label.startsWith('5:00 PM'));
    expect(skipFirst?.label).toBe('7:00 PM – 9:00 PM');
  });

  it('answers undefined when nothing opens within the days looked at', () => {
    const closedAll: PickupRules = { ...DEFAULT_PICKUP_RULES, weekdays: Array.from({ length: 7 }, () => null) };
    expect(nextOpenWindow('2026-11-24T10:00:00Z', closedAll, NONE, at('2026-11-24T10:00:00Z'))).toBeUndefined();
  });
});
