import type { BusinessProfile } from '../../lib/use-business-profile';
import type { HomeT } from './keys';

/**
 * The shop's hours and pickup window from config/business-profile.ts, in the language shown. The
 * English catalogue holds them word for word as the profile has them (shop-text.test.ts); hours
 * the shop set itself in Settings are shown as it typed them (docs/decisions/0049).
 */
export function shopText(t: HomeT, profile?: Pick<BusinessProfile, 'hours'>) {
  return { hours: profile?.hours ?? t('shop.hours'), pickupWindow: t('shop.pickupWindow') };
}
