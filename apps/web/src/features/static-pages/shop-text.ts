import type { Translate } from '../../i18n/translate';
import { businessProfileOf, type BusinessProfile } from '../../lib/use-business-profile';
import type en from './locales/en.json';

export type StaticPagesKey = keyof typeof en;
export type StaticPagesT = Translate<StaticPagesKey>;

/**
 * The shop's facts from config/business-profile.ts in the language shown. The English catalogue
 * holds them word for word as the profile has them (shop-text.test.ts keeps the two together);
 * an address or hours the shop set itself in Settings are shown as it typed them (docs/decisions/0049).
 */
export function shopText(t: StaticPagesT, profile: BusinessProfile = businessProfileOf(null)) {
  return {
    hours: profile.hours ?? t('shop.hours'),
    pickupWindow: t('shop.pickupWindow'),
    turnaround: t('shop.turnaround'),
    addressLines: profile.addressLines ?? [t('shop.address.1'), t('shop.address.2')],
    whatsappGreeting: t('shop.whatsappGreeting', { shop: profile.name }),
    referralMessage: t('shop.referralMessage', { shop: profile.name, phone: profile.phone }),
  };
}
