export interface HeroSlide {
  src: string;
  alt: string;
}

/** The hero's background slideshow (spec: 5 images, a new one every 4 seconds). */
export const HERO_SLIDES: HeroSlide[] = [
  { src: '/images/hero/hero-laundry-room.svg', alt: 'Two washing machines at work beside a basket of clothes in our laundry room' },
  { src: '/images/hero/hero-ironing.svg', alt: 'Shirts being steam-ironed on a board, with pressed shirts hanging on a rack' },
  { src: '/images/hero/hero-doorstep-delivery.svg', alt: 'Our delivery rider on a scooter carrying a laundry bag through Kakinada' },
  { src: '/images/hero/hero-dry-clean.svg', alt: 'Dry-cleaned suits and silk sarees hanging in protective covers' },
  { src: '/images/hero/hero-ready-to-deliver.svg', alt: 'Neatly folded clothes tied with ribbon next to a pair of cleaned shoes' },
];

export const HERO_INTERVAL_MS = 4000;
