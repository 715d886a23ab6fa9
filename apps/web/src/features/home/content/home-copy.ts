import type { SectionsKey } from '../keys';

/** Headlines and short texts of the Home page's sections, as catalogue keys. */
export interface SectionCopy {
  eyebrow: SectionsKey;
  title: SectionsKey;
  lead?: SectionsKey;
}

export const SECTION_COPY = {
  services: { eyebrow: 'section.services.eyebrow', title: 'section.services.title', lead: 'section.services.lead' },
  delivery: { eyebrow: 'section.delivery.eyebrow', title: 'section.delivery.title', lead: 'section.delivery.lead' },
  expert: { eyebrow: 'section.expert.eyebrow', title: 'section.expert.title', lead: 'section.expert.lead' },
  steps: { eyebrow: 'section.steps.eyebrow', title: 'section.steps.title' },
  reviews: { eyebrow: 'section.reviews.eyebrow', title: 'section.reviews.title' },
  faq: { eyebrow: 'section.faq.eyebrow', title: 'section.faq.title', lead: 'section.faq.lead' },
} satisfies Record<string, SectionCopy>;
