/** The Payments tab's Unpaid and day-end cache keys, under the admin screen's own. */
export const takingsKeys = {
  dues: ['admin', 'dues'] as const,
  /** Every day's takings: a rider's collection or a handover changes them (docs/decisions/0074). */
  allTakings: ['admin', 'takings'] as const,
  takings: (date: string) => ['admin', 'takings', date] as const,
};
