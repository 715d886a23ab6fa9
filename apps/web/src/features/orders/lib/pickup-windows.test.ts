import { describe, expect, it } from 'vitest';
import { allPickupWindows, availablePickupWindows, formatHour } from './pickup-windows';

/** A moment given in India Standard Time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('pickup windows', () => {
  it('cover 7:00 AM to 10:00 PM in two-hour rounds', () => {
    expect(allPickupWindows().map((w) => w.label)).toEqual([
      '7:00 AM – 9:00 AM',
      '9:00 AM – 11:00 AM',
      '11:00 AM – 1:00 PM',
      '1:00 PM – 3:00 PM',
      '3:00 PM – 5:00 PM',
      '5:00 PM – 7:00 PM',
      '7:00 PM – 9:00 PM',
      '9:00 PM – 10:00 PM',
    ]);
  });

  it('writes hours the Indian way, 12-hour with AM/PM', () => {
    expect([formatHour(7), formatHour(12), formatHour(13), formatHour(22)]).toEqual(['7:00 AM', '12:00 PM', '1:00 PM', '10:00 PM']);
  });

  it('offers every window on a later day', () => {
    expect(availablePickupWindows('2026-01-16', ist('2026-01-15T21:30:00'))).toHaveLength(8);
  });

  it('drops today’s windows that end within the hour', () => {
    const left = availablePickupWindows('2026-01-15', ist('2026-01-15T10:00:00')).map((w) => w.startHour);
    expect(left).toEqual([9, 11, 13, 15, 17, 19, 21]);
    expect(availablePickupWindows('2026-01-15', ist('2026-01-15T10:01:00'))[0]?.startHour).toBe(11);
  });

  it('leaves nothing today after 9 PM, and nothing on a past day', () => {
    expect(availablePickupWindows('2026-01-15', ist('2026-01-15T21:01:00'))).toEqual([]);
    expect(availablePickupWindows('2026-01-14', ist('2026-01-15T08:00:00'))).toEqual([]);
  });

  it('uses the shop’s clock, not the device’s time zone', () => {
    // 20:00 UTC is already 01:30 the next day in Kakinada.
    const now = new Date('2026-01-15T20:00:00Z');
    expect(availablePickupWindows('2026-01-15', now)).toEqual([]);
    expect(availablePickupWindows('2026-01-16', now)).toHaveLength(8);
  });
});
