import type { Translate } from '../../i18n/translate';
import { businessProfileOf, type BusinessProfile } from '../../lib/use-business-profile';
import type en from './locales/en.json';

export type LegalT = Translate<keyof typeof en>;

/**
 * The shop's facts from config/business-profile.ts that the policies quote, in the language shown.
 * The English catalogue holds them word for word (shop-text.test.ts keeps the two together).
 */
export function shopText(t: LegalT, profile: BusinessProfile = businessProfileOf(null)) {
  return { hours: profile.hours ?? t('shop.hours'), pickupWindow: t('shop.pickupWindow'), city: t('shop.city') };
}
