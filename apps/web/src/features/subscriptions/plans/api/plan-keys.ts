/** The Settings tab's plan list, under the admin screen's keys. */
export const planKeys = {
  plans: ['admin', 'plans'] as const,
};
