/** The Payments tab's Unpaid and day-end cache keys, under the admin screen's own. */
export const takingsKeys = {
  dues: ['admin', 'dues'] as const,
  takings: (date: string) => ['admin', 'takings', date] as const,
};
