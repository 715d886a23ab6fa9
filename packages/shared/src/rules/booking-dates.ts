import { BOOKING_DAYS_AHEAD } from '../constants';
import { addDays, istDate } from './ist';

/** Pickups are booked from the shop's today up to BOOKING_DAYS_AHEAD days on, in IST. */
export function bookingDateRange(now: Date): { min: string; max: string } {
  const min = istDate(now);
  return { min, max: addDays(min, BOOKING_DAYS_AHEAD) };
}
