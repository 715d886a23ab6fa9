import { DEFAULT_EXPRESS_FACTOR, expressFactorText } from '../../../lib/express-factor';
import { BUSINESS } from '../../../config/business-profile';
import type { SectionsKey, SectionsT } from '../keys';

/** Spec section 3: FAQ entry (q, a). Facts follow spec section 9 and the price list. */
export interface FaqEntry {
  q: string;
  a: string;
}

/** The 20 questions as catalogue keys: `faq.<topic>.q` and `faq.<topic>.a`. */
export const FAQ: readonly { q: SectionsKey; a: SectionsKey }[] = [
  { q: 'faq.hours.q', a: 'faq.hours.a' },
  { q: 'faq.areas.q', a: 'faq.areas.a' },
  { q: 'faq.free.q', a: 'faq.free.a' },
  { q: 'faq.laundryTime.q', a: 'faq.laundryTime.a' },
  { q: 'faq.dryCleanTime.q', a: 'faq.dryCleanTime.a' },
  { q: 'faq.shoeTime.q', a: 'faq.shoeTime.a' },
  { q: 'faq.express.q', a: 'faq.express.a' },
  { q: 'faq.book.q', a: 'faq.book.a' },
  { q: 'faq.prices.q', a: 'faq.prices.a' },
  { q: 'faq.payment.q', a: 'faq.payment.a' },
  { q: 'faq.minimum.q', a: 'faq.minimum.a' },
  { q: 'faq.referral.q', a: 'faq.referral.a' },
  { q: 'faq.subscriptions.q', a: 'faq.subscriptions.a' },
  { q: 'faq.bulk.q', a: 'faq.bulk.a' },
  { q: 'faq.silk.q', a: 'faq.silk.a' },
  { q: 'faq.stains.q', a: 'faq.stains.a' },
  { q: 'faq.damage.q', a: 'faq.damage.a' },
  { q: 'faq.tracking.q', a: 'faq.tracking.a' },
  { q: 'faq.homeLinen.q', a: 'faq.homeLinen.a' },
  { q: 'faq.reschedule.q', a: 'faq.reschedule.a' },
];

/**
 * The FAQ as the reader sees it, in the language of `t`, with the shop's hours in the same language
 * (shopText of the `home` catalogue): what the search looks through.
 */
/** What the shop offers (docs/decisions/0083): an offer the shop does not make is not advertised. */
export interface Offers {
  plans: boolean;
  bulk: boolean;
}

const OFFER_OF: Partial<Record<SectionsKey, keyof Offers>> = { 'faq.subscriptions.q': 'plans', 'faq.bulk.q': 'bulk' };

export function faqEntries(
  t: SectionsT,
  shop: { hours: string; pickupWindow: string; factor?: string },
  business: { name: string; phone: string } = BUSINESS,
  offers: Offers = { plans: true, bulk: true },
): FaqEntry[] {
  const values = { factor: expressFactorText(DEFAULT_EXPRESS_FACTOR), ...shop, phone: business.phone, shop: business.name };
  return FAQ.filter((entry) => {
    const offer = OFFER_OF[entry.q];
    return offer === undefined || offers[offer];
  }).map((entry) => ({ q: t(entry.q, values), a: t(entry.a, values) }));
}
