import { BUSINESS } from '../../config/business-profile';
import type { Translate } from '../../i18n/translate';
import type en from './locales/en.json';

export type StaticPagesKey = keyof typeof en;
export type StaticPagesT = Translate<StaticPagesKey>;

/**
 * The shop's facts from config/business-profile.ts in the language shown. The English catalogue
 * holds them word for word as the profile has them (shop-text.test.ts keeps the two together).
 */
export function shopText(t: StaticPagesT) {
  return {
    hours: t('shop.hours'),
    pickupWindow: t('shop.pickupWindow'),
    turnaround: t('shop.turnaround'),
    addressLines: [t('shop.address.1'), t('shop.address.2')],
    whatsappGreeting: t('shop.whatsappGreeting', { shop: BUSINESS.name }),
    referralMessage: t('shop.referralMessage', { shop: BUSINESS.name, phone: BUSINESS.phone }),
  };
}
