import { PICKUP_CLOSES_HOUR, PICKUP_OPENS_HOUR } from '@laundry/shared/constants';
import { istDate, istParts } from '@laundry/shared/rules/ist';

/** Riders work in two-hour rounds; the day's last window is the single hour before closing. */
export const WINDOW_HOURS = 2;
/** A rider needs this long to reach a customer, so a window stays bookable today until this long before it ends. */
export const SAME_DAY_LEAD_MINUTES = 60;

export interface PickupWindow {
  /** what the order stores, e.g. "9:00 AM – 11:00 AM" */
  label: string;
  startHour: number;
  endHour: number;
}

export function formatHour(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

export function allPickupWindows(): PickupWindow[] {
  const windows: PickupWindow[] = [];
  for (let start = PICKUP_OPENS_HOUR; start < PICKUP_CLOSES_HOUR; start += WINDOW_HOURS) {
    const end = Math.min(start + WINDOW_HOURS, PICKUP_CLOSES_HOUR);
    windows.push({ label: `${formatHour(start)} – ${formatHour(end)}`, startHour: start, endHour: end });
  }
  return windows;
}

/** The windows a pickup on this shop date can still use: none in the past, today's late ones dropped. */
export function availablePickupWindows(pickupDate: string, now: Date): PickupWindow[] {
  const today = istDate(now);
  if (!pickupDate || pickupDate < today) return [];
  const all = allPickupWindows();
  if (pickupDate > today) return all;
  const { hour, minute } = istParts(now);
  const nowMinutes = hour * 60 + minute;
  return all.filter((w) => w.endHour * 60 - nowMinutes >= SAME_DAY_LEAD_MINUTES);
}
