import type { HomeT } from './keys';

/**
 * The shop's hours and pickup window from config/business-profile.ts, in the language shown. The
 * English catalogue holds them word for word as the profile has them (shop-text.test.ts).
 */
export function shopText(t: HomeT) {
  return { hours: t('shop.hours'), pickupWindow: t('shop.pickupWindow') };
}
