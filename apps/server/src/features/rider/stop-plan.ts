import type { OrderStatus } from '@laundry/shared/constants';
import { addDays, istDate, istParts } from '@laundry/shared/rules/ist';
import { clockLabel, matchWindow, windowsForDate, type PickupRules } from '@laundry/shared/rules/slots';

/** What a stop's day and window are worked out from. */
export interface PlannedOrder {
  status: OrderStatus;
  pickupDate: string;
  pickupTime: string;
  slotStart: string | null;
  slotEnd: string | null;
  readyBy: string | null;
  deliverySlotStart: string | null;
  pricedAt: string | null;
}

/** The shop's windows and closed dates, read once per request. */
export interface Calendar {
  rules: PickupRules;
  closedDates: ReadonlySet<string>;
}

export interface StopWindow {
  /** "9:00 AM – 11:00 AM", the customer's own words for a time to agree, or "Time to agree" */
  label: string;
  /** ISO; null = time to agree */
  start: string | null;
}

export const TIME_TO_AGREE = 'Time to agree';
/** How many days past ready-by a delivery's first window is looked for. */
const DELIVERY_LOOKAHEAD_DAYS = 7;

const istDay = (iso: string) => istDate(new Date(iso));
const istMinutes = (iso: string) => {
  const p = istParts(new Date(iso));
  return p.hour * 60 + p.minute;
};
/** Windows' labels and times only: whether they are still open to bookings does not matter here. */
const windowsOf = (date: string, calendar: Calendar) => windowsForDate(date, calendar.rules, calendar.closedDates, new Date(0));

/** A pickup's or a delivery's kind by its status: from the pickup on, an order's next stop is its delivery. */
export function stopKindOf(status: OrderStatus): 'pickup' | 'delivery' {
  return status === 'Pending' ? 'pickup' : 'delivery';
}

function labelOf(start: string, end: string | null, calendar: Calendar): string {
  const known = windowsOf(istDay(start), calendar).find((w) => w.start === start);
  if (known) return known.label;
  return end ? `${clockLabel(istMinutes(start))} – ${clockLabel(istMinutes(end))}` : clockLabel(istMinutes(start));
}

/**
 * The pickup's window: the one booked, else the day's window its pickup time names (orders
 * booked before windows were stored), else the customer's own words, else time to agree.
 */
export function pickupWindow(order: PlannedOrder, calendar: Calendar): StopWindow {
  if (order.slotStart) return { label: labelOf(order.slotStart, order.slotEnd, calendar), start: order.slotStart };
  // The earlier form wrote "09:00 AM - 11:00 AM": the hours' leading zero is not part of the label.
  const named = matchWindow(order.pickupTime.replace(/(^|\D)0(\d:)/g, '$1$2'), windowsOf(order.pickupDate, calendar));
  if (named) return { label: named.label, start: named.start };
  const words = order.pickupTime.trim();
  return { label: words || TIME_TO_AGREE, start: null };
}

/** The first window starting at or after `from` on an open day, a week ahead at most. */
function firstWindowFrom(from: string, calendar: Calendar): StopWindow | undefined {
  const first = istDay(from);
  for (let i = 0; i <= DELIVERY_LOOKAHEAD_DAYS; i++) {
    const date = addDays(first, i);
    if (calendar.closedDates.has(date)) continue;
    const w = windowsOf(date, calendar).find((x) => x.start >= from);
    if (w) return { label: w.label, start: w.start };
  }
  return undefined;
}

/** The delivery's window: the one planned, else the first after ready-by, else time to agree. */
export function deliveryWindow(order: PlannedOrder, calendar: Calendar): StopWindow {
  if (order.deliverySlotStart) return { label: labelOf(order.deliverySlotStart, null, calendar), start: order.deliverySlotStart };
  if (order.readyBy) return firstWindowFrom(order.readyBy, calendar) ?? { label: TIME_TO_AGREE, start: null };
  return { label: TIME_TO_AGREE, start: null };
}

export function stopWindow(order: PlannedOrder, calendar: Calendar): StopWindow {
  return stopKindOf(order.status) === 'pickup' ? pickupWindow(order, calendar) : deliveryWindow(order, calendar);
}

/**
 * Whether the order is one of the rider's stops on `date` (YYYY-MM-DD, IST): a pickup booked
 * (or moved) to that day; a delivery planned for that day or earlier and not yet done — the
 * planned day being the delivery window's, else ready-by's, else the day it was priced. Out for
 * delivery counts whatever its plan, unless "not available" moved it to a later day. An order
 * not priced yet has nothing to deliver.
 */
export function isStopOn(order: PlannedOrder, date: string): boolean {
  switch (order.status) {
    case 'Pending':
      return order.pickupDate === date || (order.slotStart !== null && istDay(order.slotStart) === date);
    case 'Delivering':
      return order.deliverySlotStart === null || istDay(order.deliverySlotStart) <= date;
    case 'In Progress': {
      if (order.pricedAt === null) return false;
      const planned = order.deliverySlotStart ?? order.readyBy ?? order.pricedAt;
      return istDay(planned) <= date;
    }
    default:
      return false;
  }
}
