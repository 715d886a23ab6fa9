/** Settings → Staff, under the admin screen's keys. */
export const staffKeys = {
  staff: ['admin', 'staff'] as const,
};
