import type { SectionsKey } from '../keys';

/** Spec section 3: Review (name, review, rating as a star string); the words are catalogue keys. */
export interface Review {
  name: SectionsKey;
  place: SectionsKey;
  review: SectionsKey;
  rating: string;
}

export const REVIEWS: Review[] = [
  { name: 'reviews.sravani.name', place: 'reviews.sravani.place', review: 'reviews.sravani.text', rating: '★★★★★' },
  { name: 'reviews.karthik.name', place: 'reviews.karthik.place', review: 'reviews.karthik.text', rating: '★★★★★' },
  { name: 'reviews.padmavathi.name', place: 'reviews.padmavathi.place', review: 'reviews.padmavathi.text', rating: '★★★★★' },
  { name: 'reviews.ramesh.name', place: 'reviews.ramesh.place', review: 'reviews.ramesh.text', rating: '★★★★☆' },
];

/** "★★★★☆" → 4. */
export function starCount(rating: string): number {
  return [...rating].filter((c) => c === '★').length;
}
