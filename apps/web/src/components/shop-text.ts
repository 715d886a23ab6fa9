import { BUSINESS } from '../config/business-profile';
import type { Translate } from '../i18n/translate';
import type en from './locales/en.json';

export type ComponentsKey = keyof typeof en;
export type ComponentsT = Translate<ComponentsKey>;

/**
 * The shop's wording from config/business-profile.ts that the frame of every page shows (tagline,
 * hours, city), in the language shown. The English catalogue holds it word for word as the profile
 * has it (shop-text.test.ts keeps the two together).
 */
export function shopText(t: ComponentsT) {
  return {
    tagline: t('shop.tagline'),
    hours: t('shop.hours'),
    city: t('shop.city'),
    locality: t('shop.locality'),
    whatsappGreeting: t('shop.whatsappGreeting', { shop: BUSINESS.name }),
  };
}
