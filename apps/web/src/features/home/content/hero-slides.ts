import type { HomeKey } from '../keys';

export interface HeroSlide {
  src: string;
  alt: HomeKey;
}

/** The hero's background slideshow (spec: 5 images, a new one every 4 seconds). */
export const HERO_SLIDES: HeroSlide[] = [
  { src: '/images/hero/hero-laundry-room.svg', alt: 'hero.slide.laundryRoom' },
  { src: '/images/hero/hero-ironing.svg', alt: 'hero.slide.ironing' },
  { src: '/images/hero/hero-doorstep-delivery.svg', alt: 'hero.slide.delivery' },
  { src: '/images/hero/hero-dry-clean.svg', alt: 'hero.slide.dryClean' },
  { src: '/images/hero/hero-ready-to-deliver.svg', alt: 'hero.slide.ready' },
];

export const HERO_INTERVAL_MS = 4000;
