/**
 * "SOFA_CLEANING" → "Sofa cleaning": how a price category key is shown, by the server's
 * catalogue and by the web's bundled fallback list alike. Kept apart from the zod contracts so
 * the prices page can use it without loading zod.
 */
export function categoryLabel(key: string): string {
  const words = key.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
