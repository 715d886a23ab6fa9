import type { Language } from '../constants';

/** The alerts the shop's admins get on their phones (docs/decisions/0081). */
export const STAFF_ALERTS = ['new-booking', 'payment-reported', 'late'] as const;
export type StaffAlert = (typeof STAFF_ALERTS)[number];

/** An alert's title in the reader's language; its body is the order number and the customer's name. */
export const STAFF_ALERT_TITLES: Record<StaffAlert, Record<Language, string>> = {
  'new-booking': { en: 'New booking', te: 'కొత్త బుకింగ్', hi: 'नई बुकिंग' },
  'payment-reported': { en: 'Payment reported', te: 'చెల్లింపు చేసినట్లు కస్టమర్ తెలిపారు', hi: 'ग्राहक ने भुगतान की सूचना दी' },
  late: { en: 'Order late', te: 'ఆర్డర్ ఆలస్యం', hi: 'ऑर्डर में देरी' },
};
