import { describe, expect, it } from 'vitest';
import { SERVICES } from '../constants';
import { estimateAfterSlip, readyBy, TURNAROUND_HOURS } from './ready-by';
import { DEFAULT_PICKUP_RULES, type PickupRules } from './slots';

const NONE = new Set<string>();
/** Tuesday 24 Nov 2026; the 9–11 AM window ends at 11:00 IST = 05:30 UTC. */
const TUESDAY = '2026-11-24';
const NINE_TO_ELEVEN_END = '2026-11-24T05:30:00.000Z';
const regular = (service: (typeof SERVICES)[number], slotEnd: string | null = NINE_TO_ELEVEN_END) => ({
  service,
  delivery: 'regular' as const,
  pickupDate: TUESDAY,
  slotEnd,
});

describe('readyBy, regular', () => {
  it('counts laundry 24 h, dry cleaning 72 h and others 5 days from the end of the window', () => {
    expect(readyBy(regular('Wash and Fold'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-25T05:30:00.000Z');
    expect(readyBy(regular('Wash and Iron'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-25T05:30:00.000Z');
    expect(readyBy(regular('Iron'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-25T05:30:00.000Z');
    expect(readyBy(regular('Dry Clean'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-27T05:30:00.000Z');
    expect(readyBy(regular('Others'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-29T05:30:00.000Z');
    expect(Object.keys(TURNAROUND_HOURS).sort()).toEqual([...SERVICES].sort());
  });

  it("counts from the day's closing time when no window was chosen", () => {
    // Closing 10 PM IST = 16:30 UTC; the shop's own closing when it sets one.
    expect(readyBy(regular('Wash and Fold', null), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-25T16:30:00.000Z');
    const early: PickupRules = {
      ...DEFAULT_PICKUP_RULES,
      weekdays: DEFAULT_PICKUP_RULES.weekdays.map(() => ({ start: '08:00', end: '18:00', minutes: 120 })),
    };
    expect(readyBy(regular('Dry Clean', null), early, NONE)).toBe('2026-11-27T12:30:00.000Z');
  });

  it('moves a promise landing on a closed date to the same time on the next open day', () => {
    expect(readyBy(regular('Wash and Fold'), DEFAULT_PICKUP_RULES, new Set(['2026-11-25']))).toBe('2026-11-26T05:30:00.000Z');
    expect(readyBy(regular('Wash and Fold'), DEFAULT_PICKUP_RULES, new Set(['2026-11-25', '2026-11-26']))).toBe('2026-11-27T05:30:00.000Z');
    // A weekday without rounds (Wednesday here) is closed too.
    const noWednesdays: PickupRules = { ...DEFAULT_PICKUP_RULES, weekdays: DEFAULT_PICKUP_RULES.weekdays.map((d, i) => (i === 3 ? null : d)) };
    expect(readyBy(regular('Wash and Fold'), noWednesdays, NONE)).toBe('2026-11-26T05:30:00.000Z');
    // A closed day before the promise changes nothing.
    expect(readyBy(regular('Dry Clean'), DEFAULT_PICKUP_RULES, new Set(['2026-11-25']))).toBe('2026-11-27T05:30:00.000Z');
  });
});

describe('readyBy, express', () => {
  const express = (slotEnd: string | null) => ({ service: 'Dry Clean' as const, delivery: 'express' as const, pickupDate: TUESDAY, slotEnd });

  it('is the same day by 9 PM IST when the window ends by 1 PM, whatever the service', () => {
    expect(readyBy(express(NINE_TO_ELEVEN_END), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-24T15:30:00.000Z');
    // The 11 AM – 1 PM window ends at 1 PM exactly: still the same day.
    expect(readyBy(express('2026-11-24T07:30:00.000Z'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-24T15:30:00.000Z');
  });

  it('is the next day by 9 PM IST when the window ends after 1 PM, or when no window was chosen', () => {
    expect(readyBy(express('2026-11-24T07:31:00.000Z'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-25T15:30:00.000Z');
    expect(readyBy(express('2026-11-24T09:30:00.000Z'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-25T15:30:00.000Z');
    expect(readyBy(express(null), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-25T15:30:00.000Z');
  });

  it('moves past a closed next day', () => {
    expect(readyBy(express(null), DEFAULT_PICKUP_RULES, new Set(['2026-11-25']))).toBe('2026-11-26T15:30:00.000Z');
  });
});

describe('estimateAfterSlip (docs/decisions/0059)', () => {
  // Promised Wed 25 Nov, 9 PM IST = 15:30 UTC.
  const PROMISE = '2026-11-25T15:30:00.000Z';
  const at = (iso: string) => new Date(iso);

  it('is null while the promise stands', () => {
    expect(estimateAfterSlip(PROMISE, at('2026-11-25T15:29:59.000Z'), DEFAULT_PICKUP_RULES, NONE)).toBeNull();
    expect(estimateAfterSlip(PROMISE, at(PROMISE), DEFAULT_PICKUP_RULES, NONE)).toBeNull();
  });

  it('moves a whole day at a time, keeping the time of day, to at least two hours ahead', () => {
    // Just passed: the next day, same 9 PM.
    expect(estimateAfterSlip(PROMISE, at('2026-11-25T15:31:00.000Z'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-26T15:30:00.000Z');
    // Thursday 8 PM IST: Thursday 9 PM is an hour away, too close; Friday 9 PM.
    expect(estimateAfterSlip(PROMISE, at('2026-11-26T14:30:00.000Z'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-27T15:30:00.000Z');
    // Thursday 6 PM IST: Thursday 9 PM is three hours away.
    expect(estimateAfterSlip(PROMISE, at('2026-11-26T12:30:00.000Z'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-11-26T15:30:00.000Z');
    // A week late: still the next 9 PM far enough ahead, not a week of steps from the booking.
    expect(estimateAfterSlip(PROMISE, at('2026-12-02T10:00:00.000Z'), DEFAULT_PICKUP_RULES, NONE)).toBe('2026-12-02T15:30:00.000Z');
  });

  it('skips closed dates and weekdays without hours', () => {
    const closed = new Set(['2026-11-26']);
    expect(estimateAfterSlip(PROMISE, at('2026-11-25T15:31:00.000Z'), DEFAULT_PICKUP_RULES, closed)).toBe('2026-11-27T15:30:00.000Z');
    // Friday 27 Nov 2026 is weekday 5: no hours that day either.
    const noFridays: PickupRules = { ...DEFAULT_PICKUP_RULES, weekdays: DEFAULT_PICKUP_RULES.weekdays.map((day, i) => (i === 5 ? null : day)) };
    expect(estimateAfterSlip(PROMISE, at('2026-11-25T15:31:00.000Z'), noFridays, closed)).toBe('2026-11-28T15:30:00.000Z');
  });
});
