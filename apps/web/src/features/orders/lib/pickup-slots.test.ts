import { describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '@laundry/shared/contracts/slots';
import { istInstant } from '@laundry/shared/rules/slots';
import { bookableWindows, firstDateWithRoom, hasRoom } from './pickup-slots';

const ist = (local: string) => new Date(`${local}+05:30`);
const DAY = '2026-01-15';
const window = (startHour: number, left: number, open = true) => ({
  label: `${startHour}:00 – ${startHour + 2}:00`,
  start: istInstant(DAY, startHour * 60),
  end: istInstant(DAY, (startHour + 2) * 60),
  capacity: 6,
  left,
  open,
});
const answer = (windows: SlotsAnswer['windows'], date = DAY): SlotsAnswer => ({ date, windows, cutoffMinutes: 60 });

describe('bookableWindows', () => {
  it("offers the shop's open windows, marking the full ones, and leaves out the closed ones", () => {
    const got = bookableWindows(DAY, ist('2026-01-15T06:00:00'), answer([window(7, 0, false), window(9, 0), window(11, 3)]));
    expect(got.map((w) => [w.label, w.left, w.full])).toEqual([
      ['9:00 – 11:00', 0, true],
      ['11:00 – 13:00', 3, false],
    ]);
  });

  it("closes a window by this device's clock once it starts within the cut-off, as a form left open must", () => {
    const shop = answer([window(9, 2), window(11, 2)]);
    expect(bookableWindows(DAY, ist('2026-01-15T08:00:00'), shop).map((w) => w.label)).toEqual(['9:00 – 11:00', '11:00 – 13:00']);
    expect(bookableWindows(DAY, ist('2026-01-15T08:00:01'), shop).map((w) => w.label)).toEqual(['11:00 – 13:00']);
  });

  it("falls back to the spec's default hours when the shop's answer could not be read", () => {
    const got = bookableWindows(DAY, ist('2026-01-15T10:00:00'), null);
    expect(got[0]).toMatchObject({ label: '11:00 AM – 1:00 PM', left: null, full: false });
    expect(got).toHaveLength(6);
  });

  it('knows a day with no place left', () => {
    expect(hasRoom(bookableWindows(DAY, ist('2026-01-15T06:00:00'), answer([window(9, 0), window(11, 0)])))).toBe(false);
    expect(hasRoom([])).toBe(false);
  });
});

describe('firstDateWithRoom', () => {
  const now = ist('2026-01-15T06:00:00');
  const full = { pending: false, answer: answer([window(9, 0)]) };
  const room = { pending: false, answer: answer([window(9, 1)]) };

  it('is the first date whose answer has a window with a place left', () => {
    expect(firstDateWithRoom(now, [room, room])).toBe('2026-01-15');
    // Tomorrow's windows, as the shop answers them for tomorrow.
    const tomorrow = {
      pending: false,
      answer: { date: '2026-01-16', cutoffMinutes: 60, windows: [{ ...window(9, 4), start: istInstant('2026-01-16', 540) }] },
    };
    expect(firstDateWithRoom(now, [full, tomorrow])).toBe('2026-01-16');
  });

  it('waits for an earlier answer still to come, and says when none of the dates has room', () => {
    expect(firstDateWithRoom(now, [{ pending: true, answer: undefined }, room])).toBeUndefined();
    expect(firstDateWithRoom(now, [full, full])).toBeNull();
  });
});
