import { SHOP_STATE_CODE, type Language, type OrderStatus } from '@laundry/shared/constants';
import type { DiscountLine } from '@laundry/shared/contracts/payments';
import { GST_STATE_NAMES } from '@laundry/shared/rules/gst';
import { currentLanguage } from '../../../i18n/language';
import { translatorFor } from '../../../i18n/translate';
import en from './locales/en.json';

/**
 * The order words the invoice, the bill and My Orders share: services, statuses. The
 * data keeps the English names (the API's values); these name them in the language shown.
 */
type Key = keyof typeof en;

const SERVICE_KEYS: Record<string, Key> = {
  'Wash and Fold': 'service.washFold',
  'Wash and Iron': 'service.washIron',
  Iron: 'service.iron',
  'Dry Clean': 'service.dryClean',
  Others: 'service.others',
  // The price list's columns, which bill rows may carry.
  'Steam Iron': 'service.steamIron',
  'Wash Iron': 'service.washIronColumn',
};

const STATUS_KEYS: Record<OrderStatus, Key> = {
  Pending: 'status.pending',
  'In Progress': 'status.inProgress',
  Delivering: 'status.delivering',
  Completed: 'status.completed',
  Cancelled: 'status.cancelled',
};

/** A service or price column in the language shown; a name the shop typed itself stays as typed. */
export function serviceName(service: string, language: Language = currentLanguage()): string {
  const key = SERVICE_KEYS[service];
  return key ? translatorFor('invoice', en, language)(key) : service;
}

export function statusName(status: OrderStatus, language: Language = currentLanguage()): string {
  return translatorFor('invoice', en, language)(STATUS_KEYS[status]);
}

/** A discount line of the bill named in the language shown, by its kind and percent (the stored label is English). */
export function discountLineName(line: Pick<DiscountLine, 'kind' | 'percent'>, language: Language = currentLanguage()): string {
  const t = translatorFor('invoice', en, language);
  const percent = line.percent ?? 0;
  switch (line.kind) {
    case 'manual':
      return line.percent === null ? t('discount.manual') : t('discount.manualPercent', { percent });
    case 'plan':
      return t('discount.plan', { percent });
    case 'bulk':
      return t('discount.bulk', { percent });
    case 'referral':
      return t('discount.referral', { percent });
  }
}

/** A GST state by name: the shop's own in the language shown, the others as the GST list writes them. */
export function gstStateName(code: string, language: Language = currentLanguage()): string {
  if (code === SHOP_STATE_CODE) return translatorFor('invoice', en, language)('state.ap');
  return GST_STATE_NAMES[code] ?? code;
}
