/** The stats strip (spec section 2). */
export const STATS = [
  { value: '100+', label: 'orders delivered' },
  { value: '4.8', label: 'average rating' },
  { value: '24h', label: 'turnaround' },
  { value: '100%', label: 'fabric-safe care' },
] as const;
