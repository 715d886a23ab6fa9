/** The Settings tab's lists, under the admin screen's keys. */
export const shopSettingsKeys = {
  closedDates: ['admin', 'closed-dates'] as const,
  serviceArea: ['service-area'] as const,
};
