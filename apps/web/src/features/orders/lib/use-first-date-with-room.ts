import { useState } from 'react';
import { BOOKING_DAYS_AHEAD } from '@laundry/shared/constants';
import { istDate } from '@laundry/shared/rules/ist';
import { useSlotDays } from '../api/slots';
import { firstDateWithRoom } from './pickup-slots';

/** Dates asked at first: today and tomorrow settle it nearly always. */
const FIRST_LOOK = 2;
const LOOK_FURTHER = 3;

/**
 * The first date from today with a pickup window open and a place left, by the shop's answers
 * (GET /api/slots, one date at a time, further only while none has room); undefined while they
 * are coming.
 */
export function useFirstDateWithRoom(now: Date): string | undefined {
  const today = istDate(now);
  const [count, setCount] = useState(FIRST_LOOK);
  const days = useSlotDays(today, count);
  const first = firstDateWithRoom(
    now,
    days.map((q) => ({ pending: q.isPending, answer: q.data ?? (q.isError ? null : undefined) })),
  );
  // None of these has room (a closed week, every window full): ask a few more days, up to the
  // booking range's end, adjusting during render rather than after it.
  if (first === null && count <= BOOKING_DAYS_AHEAD) setCount(Math.min(count + LOOK_FURTHER, BOOKING_DAYS_AHEAD + 1));
  return first ?? undefined;
}
