import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './ist';
import { SUBSCRIPTION_BOOKING_DAYS, subscriptionDatesToBook, subscriptionPickupWindows, weekdayOf } from './subscription-dates';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';

describe('subscriptionDatesToBook', () => {
  it('books a weekly plan on its weekday every week, from tomorrow, for the next 14 days', () => {
    expect(subscriptionDatesToBook({ today: MONDAY, weekday: 3, period: 'weekly', pickupsPerPeriod: 1, taken: [] })).toEqual([
      '2026-11-25',
      '2026-12-02',
    ]);
  });

  it('never books today, even on the weekday, and books the weekday 14 days on', () => {
    expect(subscriptionDatesToBook({ today: MONDAY, weekday: 1, period: 'weekly', pickupsPerPeriod: 1, taken: [] })).toEqual([
      '2026-11-30',
      '2026-12-07',
    ]);
  });

  it('books one pickup a week for a weekly plan whatever its pickups per period', () => {
    expect(subscriptionDatesToBook({ today: MONDAY, weekday: 5, period: 'weekly', pickupsPerPeriod: 3, taken: [] })).toEqual([
      '2026-11-27',
      '2026-12-04',
    ]);
  });

  it('leaves out dates that already hold a pickup, booked or skipped', () => {
    expect(subscriptionDatesToBook({ today: MONDAY, weekday: 3, period: 'weekly', pickupsPerPeriod: 1, taken: ['2026-11-25'] })).toEqual([
      '2026-12-02',
    ]);
  });

  it('books a monthly plan at most pickupsPerPeriod times in each calendar month', () => {
    // Fridays from 2026-11-24: 27 Nov, 4 Dec. One a month: one in November, one in December.
    expect(subscriptionDatesToBook({ today: MONDAY, weekday: 5, period: 'monthly', pickupsPerPeriod: 1, taken: [] })).toEqual([
      '2026-11-27',
      '2026-12-04',
    ]);
    // November already had its one pickup (the 6th, skipped or not): only December's.
    expect(subscriptionDatesToBook({ today: MONDAY, weekday: 5, period: 'monthly', pickupsPerPeriod: 1, taken: ['2026-11-06'] })).toEqual([
      '2026-12-04',
    ]);
    expect(subscriptionDatesToBook({ today: '2026-12-01', weekday: 2, period: 'monthly', pickupsPerPeriod: 1, taken: [] })).toEqual(['2026-12-08']);
    expect(subscriptionDatesToBook({ today: '2026-12-01', weekday: 2, period: 'monthly', pickupsPerPeriod: 2, taken: [] })).toEqual([
      '2026-12-08',
      '2026-12-15',
    ]);
  });

  it('property: every date is the weekday, after today, within 14 days, not taken, and a month never exceeds its pickups', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('weekly' as const, 'monthly' as const),
        fc.integer({ min: 1, max: 31 }),
        fc.array(fc.integer({ min: -20, max: 14 }), { maxLength: 6 }),
        (day, weekday, period, pickupsPerPeriod, offsets) => {
          const today = day.toISOString().slice(0, 10);
          const taken = offsets.map((o) => addDays(today, o));
          const dates = subscriptionDatesToBook({ today, weekday, period, pickupsPerPeriod, taken });
          for (const date of dates) {
            expect(weekdayOf(date)).toBe(weekday);
            expect(date > today && date <= addDays(today, SUBSCRIPTION_BOOKING_DAYS)).toBe(true);
            expect(taken).not.toContain(date);
          }
          expect(new Set(dates).size).toBe(dates.length);
          if (period === 'monthly') {
            for (const month of new Set(dates.map((d) => d.slice(0, 7)))) {
              const takenInMonth = new Set(taken.filter((d) => d.startsWith(month))).size;
              const newInMonth = dates.filter((d) => d.startsWith(month)).length;
              expect(newInMonth).toBeLessThanOrEqual(Math.max(0, pickupsPerPeriod - takenInMonth));
            }
          } else {
            expect(dates.length).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });
});

describe('subscriptionPickupWindows', () => {
  it('lists the booking form’s two-hour windows from opening to closing', () => {
    const windows = subscriptionPickupWindows();
    expect(windows[0]).toBe('7:00 AM – 9:00 AM');
    expect(windows.at(-1)).toBe('9:00 PM – 10:00 PM');
    expect(windows).toContain('9:00 AM – 11:00 AM');
  });
});
