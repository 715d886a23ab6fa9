import type { SectionsKey } from '../keys';

/** Spec section 3: a service card (title, desc, img); not the order's Service of the shared contract. */
export interface ServiceCard {
  title: SectionsKey;
  desc: SectionsKey;
  img: string;
  alt: SectionsKey;
}

export const SERVICE_CARDS: ServiceCard[] = [
  { title: 'services.washFold.title', desc: 'services.washFold.desc', img: '/images/services/wash-fold.svg', alt: 'services.washFold.alt' },
  { title: 'services.washIron.title', desc: 'services.washIron.desc', img: '/images/services/wash-iron.svg', alt: 'services.washIron.alt' },
  { title: 'services.dryClean.title', desc: 'services.dryClean.desc', img: '/images/services/dry-clean.svg', alt: 'services.dryClean.alt' },
  { title: 'services.premium.title', desc: 'services.premium.desc', img: '/images/services/premium-care.svg', alt: 'services.premium.alt' },
  { title: 'services.shoes.title', desc: 'services.shoes.desc', img: '/images/services/shoe-care.svg', alt: 'services.shoes.alt' },
  { title: 'services.homeLinen.title', desc: 'services.homeLinen.desc', img: '/images/services/home-linen.svg', alt: 'services.homeLinen.alt' },
];
