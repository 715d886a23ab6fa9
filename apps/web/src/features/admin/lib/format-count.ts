import type { Language } from '@laundry/shared/constants';

/** A count with Indian digit grouping (1,23,456) in the language shown. */
export function formatCount(count: number, language: Language): string {
  return count.toLocaleString(`${language}-IN`);
}
