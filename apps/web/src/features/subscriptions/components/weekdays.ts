/** The catalogue keys of the weekdays, 0 = Sunday … 6 = Saturday, as the API numbers them. */
export const WEEKDAY_KEYS = ['weekday.0', 'weekday.1', 'weekday.2', 'weekday.3', 'weekday.4', 'weekday.5', 'weekday.6'] as const;
