import type { Service } from '@laundry/shared/constants';
import type en from '../locales/en.json';

/** One line per service, so customers pick the right one without calling the shop (the `orders` catalogue's words). */
export const SERVICE_INFO = {
  'Wash and Fold': 'serviceInfo.washFold',
  'Wash and Iron': 'serviceInfo.washIron',
  Iron: 'serviceInfo.iron',
  'Dry Clean': 'serviceInfo.dryClean',
  Others: 'serviceInfo.others',
} as const satisfies Record<Service, keyof typeof en>;

export const REGULAR_INFO = 'delivery.regularInfo' satisfies keyof typeof en;
export const EXPRESS_INFO = 'delivery.expressInfo' satisfies keyof typeof en;
export const EXPRESS_CONFIRM_LABEL = 'delivery.expressConfirm' satisfies keyof typeof en;
