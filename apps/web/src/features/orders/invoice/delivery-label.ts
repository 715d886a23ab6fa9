import type { DeliveryType, Language } from '@laundry/shared/constants';
import en from './locales/en.json';
import { currentLanguage } from '../../../i18n/language';
import { translatorFor } from '../../../i18n/translate';

const KEYS = { regular: 'delivery.regular', express: 'delivery.express' } as const satisfies Record<DeliveryType, keyof typeof en>;

/**
 * "Regular" or "Express", as every screen, the invoice and the exports name a delivery, in the
 * language shown (the `invoice` catalogue's words; pass 'en' where English must stay, e.g. a file).
 */
export function deliveryLabel(delivery: DeliveryType, language: Language = currentLanguage()): string {
  return translatorFor('invoice', en, language)(KEYS[delivery]);
}
