import { BUSINESS } from '../../../config/business-profile';

/** Headlines and short texts of the Home page's sections. */
export interface SectionCopy {
  eyebrow: string;
  title: string;
  lead?: string;
}

export const HERO_COPY = {
  eyebrow: 'Doorstep service across Kakinada',
  title: 'Fresh, clean clothes without leaving home',
  // Hours come from the business profile, so every page says the same (issue 11).
  lead: `Laundry, dry cleaning and shoe care with free pickup and delivery, ${BUSINESS.pickupWindow} every day. Clothes back in 24 hours.`,
  /** In the order of the hero's icons: truck, shield, wallet. */
  points: ['Free pickup & delivery', 'Fabric-safe care', 'UPI, card or cash'],
} as const;

export const SECTION_COPY = {
  services: {
    eyebrow: 'Our services',
    title: 'Everything your wardrobe and home need',
    lead: 'From daily wear to wedding silks, cleaned the way each fabric needs.',
  },
  delivery: {
    eyebrow: 'Regular vs Express',
    title: 'Pick the speed that suits you',
    lead: 'Both come with free doorstep pickup and the same careful cleaning.',
  },
  expert: {
    eyebrow: 'Expert care',
    title: 'Specialists for the clothes you love most',
    lead: "Our team has cleaned Kakinada's silks, uniforms and home linen for years. Every piece is checked by hand before and after cleaning.",
  },
  steps: { eyebrow: 'How it works', title: 'Clean clothes in 4 easy steps' },
  reviews: { eyebrow: 'Reviews', title: 'What our customers say' },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    lead: 'Hours, prices, delivery times and payments: the answers customers ask us for most.',
  },
} satisfies Record<string, SectionCopy>;

export const CLOSING_COPY = {
  title: 'Ready for fresh clothes this week?',
  lead: 'Book a free pickup in a minute, or call us and we will arrange it for you.',
  action: 'Book a free pickup',
} as const;
