import type { Service } from '@laundry/shared/constants';

/** One line per service, so customers pick the right one without calling the shop. */
export const SERVICE_INFO: Record<Service, string> = {
  'Wash and Fold': 'Everyday clothes washed, dried and neatly folded.',
  'Wash and Iron': 'Washed and steam-ironed, ready to wear.',
  Iron: 'Steam ironing only, for clothes that are already clean.',
  'Dry Clean': 'Sarees, suits, silks, woollens and delicate fabrics.',
  Others: 'Shoes, bags, curtains, carpets and more: tell us in the notes.',
};

export const REGULAR_INFO = 'Free pickup and delivery. Laundry back in 24 hours, dry cleaning in 72 hours, shoes in 3–5 days.';
export const EXPRESS_INFO = '1.5x charge. Same-day or next-day delivery. Select areas only.';
export const EXPRESS_CONFIRM_LABEL =
  'I understand Express costs 1.5x the regular price, delivers the same or the next day, and is available in select areas only.';
