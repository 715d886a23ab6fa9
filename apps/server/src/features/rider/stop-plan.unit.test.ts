import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES } from '@laundry/shared/rules/slots';
import { deliveryWindow, isStopOn, pickupWindow, type Calendar, type PlannedOrder } from './stop-plan';

const calendar: Calendar = { rules: DEFAULT_PICKUP_RULES, closedDates: new Set(['2026-11-25']) };
/** 2026-11-23 09:00 IST and so on, as stored (ISO UTC). */
const ist = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`).toISOString();

const base: PlannedOrder = {
  status: 'Pending',
  pickupDate: '2026-11-23',
  pickupTime: '',
  slotStart: null,
  slotEnd: null,
  readyBy: null,
  deliverySlotStart: null,
  pricedAt: null,
};

describe('pickupWindow', () => {
  it('is the booked window', () => {
    expect(pickupWindow({ ...base, slotStart: ist('2026-11-23', '09:00'), slotEnd: ist('2026-11-23', '11:00') }, calendar)).toEqual({
      label: '9:00 AM – 11:00 AM',
      start: ist('2026-11-23', '09:00'),
    });
  });

  it('reads the window an older booking named, in the earlier form’s writing too', () => {
    for (const pickupTime of ['09:00 AM - 11:00 AM', '9:00 AM – 11:00 AM', '7:00 pm-9:00 pm']) {
      expect(pickupWindow({ ...base, pickupTime }, calendar).start).not.toBeNull();
    }
    expect(pickupWindow({ ...base, pickupTime: '07:00 PM - 09:00 PM' }, calendar)).toEqual({
      label: '7:00 PM – 9:00 PM',
      start: ist('2026-11-23', '19:00'),
    });
  });

  it('keeps the customer’s own words, or says time to agree', () => {
    expect(pickupWindow({ ...base, pickupTime: 'after 6 in the evening' }, calendar)).toEqual({ label: 'after 6 in the evening', start: null });
    expect(pickupWindow(base, calendar)).toEqual({ label: 'Time to agree', start: null });
  });
});

describe('deliveryWindow', () => {
  const inProgress: PlannedOrder = { ...base, status: 'In Progress', pricedAt: ist('2026-11-22', '10:00') };

  it('is the planned window, else the first window from ready-by', () => {
    expect(deliveryWindow({ ...inProgress, deliverySlotStart: ist('2026-11-24', '13:00') }, calendar)).toEqual({
      label: '1:00 PM – 3:00 PM',
      start: ist('2026-11-24', '13:00'),
    });
    expect(deliveryWindow({ ...inProgress, readyBy: ist('2026-11-23', '10:30') }, calendar)).toEqual({
      label: '11:00 AM – 1:00 PM',
      start: ist('2026-11-23', '11:00'),
    });
    expect(deliveryWindow({ ...inProgress, readyBy: ist('2026-11-23', '11:00') }, calendar).start).toBe(ist('2026-11-23', '11:00'));
  });

  it('goes to the next open day when ready-by is after the last window, past a closed date', () => {
    expect(deliveryWindow({ ...inProgress, readyBy: ist('2026-11-23', '21:30') }, calendar).start).toBe(ist('2026-11-24', '07:00'));
    expect(deliveryWindow({ ...inProgress, readyBy: ist('2026-11-24', '21:30') }, calendar).start).toBe(ist('2026-11-26', '07:00'));
  });

  it('is time to agree with neither', () => {
    expect(deliveryWindow(inProgress, calendar)).toEqual({ label: 'Time to agree', start: null });
  });
});

describe('isStopOn', () => {
  it('takes a pickup on its day, or the day its window was moved to', () => {
    expect(isStopOn(base, '2026-11-23')).toBe(true);
    expect(isStopOn(base, '2026-11-24')).toBe(false);
    expect(isStopOn({ ...base, slotStart: ist('2026-11-24', '07:00') }, '2026-11-24')).toBe(true);
  });

  it('takes a priced delivery from its planned day on, and never an unpriced, finished or cancelled order', () => {
    const priced: PlannedOrder = { ...base, status: 'In Progress', pricedAt: ist('2026-11-20', '10:00') };
    expect(isStopOn(priced, '2026-11-23')).toBe(true);
    expect(isStopOn({ ...priced, readyBy: ist('2026-11-24', '10:00') }, '2026-11-23')).toBe(false);
    expect(isStopOn({ ...priced, readyBy: ist('2026-11-24', '10:00') }, '2026-11-24')).toBe(true);
    // The planned window wins over ready-by.
    expect(isStopOn({ ...priced, readyBy: ist('2026-11-22', '10:00'), deliverySlotStart: ist('2026-11-24', '07:00') }, '2026-11-23')).toBe(false);
    // 00:30 IST on the 24th is the 23rd in UTC: the shop's day counts.
    expect(isStopOn({ ...priced, readyBy: ist('2026-11-24', '00:30') }, '2026-11-23')).toBe(false);
    expect(isStopOn({ ...priced, pricedAt: null }, '2026-11-23')).toBe(false);
    for (const status of ['Completed', 'Cancelled'] as const) expect(isStopOn({ ...priced, status }, '2026-11-23')).toBe(false);
  });

  it('keeps an order out for delivery on the list unless it was moved to a later day', () => {
    const out: PlannedOrder = { ...base, status: 'Delivering', readyBy: ist('2026-11-30', '10:00') };
    expect(isStopOn(out, '2026-11-23')).toBe(true);
    expect(isStopOn({ ...out, deliverySlotStart: ist('2026-11-24', '07:00') }, '2026-11-23')).toBe(false);
    expect(isStopOn({ ...out, deliverySlotStart: ist('2026-11-24', '07:00') }, '2026-11-24')).toBe(true);
  });
});
