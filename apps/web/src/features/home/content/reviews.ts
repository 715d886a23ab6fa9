/** Spec section 3: Review (name, review, rating as a star string). */
export interface Review {
  name: string;
  place: string;
  review: string;
  rating: string;
}

export const REVIEWS: Review[] = [
  {
    name: 'Sravani Reddy',
    place: 'Suryaraopeta',
    review:
      'I was nervous giving my wedding pattu sarees for dry cleaning, but they came back soft, with the zari shining and every saree folded in tissue. Worth every rupee.',
    rating: '★★★★★',
  },
  {
    name: 'Karthik Varma',
    place: 'JNTU Kakinada',
    review:
      'As a student I have no time for washing. The weekly plan picks up on Saturday and my clothes are back, ironed, on Sunday evening. Pickup is always on time.',
    rating: '★★★★★',
  },
  {
    name: 'Padmavathi K.',
    place: 'Ramanayyapeta',
    review:
      'They cleaned our curtains, blankets and the big sofa cover before Sankranti. Everything smelled fresh and nothing shrank. The rider even helped re-hang the curtains.',
    rating: '★★★★★',
  },
  {
    name: 'Ramesh Naidu',
    place: 'Sarpavaram',
    review:
      'Our office sends staff uniforms every week and the bulk rate is fair. Express saved me before a client meeting. Sunday slots fill up fast, so book early.',
    rating: '★★★★☆',
  },
];

/** "★★★★☆" → 4. */
export function starCount(rating: string): number {
  return [...rating].filter((c) => c === '★').length;
}
