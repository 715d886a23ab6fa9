import type { HomeKey } from '../keys';

/** The stats strip (spec section 2). */
export const STATS: readonly { value: HomeKey; label: HomeKey }[] = [
  { value: 'stats.orders.value', label: 'stats.orders.label' },
  { value: 'stats.rating.value', label: 'stats.rating.label' },
  { value: 'stats.turnaround.value', label: 'stats.turnaround.label' },
  { value: 'stats.care.value', label: 'stats.care.label' },
];
