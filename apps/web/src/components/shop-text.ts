import type { Translate } from '../i18n/translate';
import { BUSINESS } from '../config/business-profile';
import type en from './locales/en.json';

export type ComponentsKey = keyof typeof en;
export type ComponentsT = Translate<ComponentsKey>;

/**
 * The shop's wording from config/business-profile.ts that the frame of every page shows (tagline,
 * hours, city), in the language shown. The English catalogue holds it word for word as the profile
 * has it (shop-text.test.ts keeps the two together); hours the shop set itself in Settings are
 * shown as it typed them (docs/decisions/0049).
 */
export function shopText(t: ComponentsT, profile: { name: string; hours?: string | null } = BUSINESS) {
  return {
    tagline: t('shop.tagline'),
    hours: profile.hours ?? t('shop.hours'),
    city: t('shop.city'),
    locality: t('shop.locality'),
    whatsappGreeting: t('shop.whatsappGreeting', { shop: profile.name }),
  };
}
