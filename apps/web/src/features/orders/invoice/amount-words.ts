import type { Language } from '@laundry/shared/constants';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { amountInWordsHi } from '@laundry/shared/rules/amount-in-words-hi';
import { amountInWordsTe } from '@laundry/shared/rules/amount-in-words-te';

const IN_WORDS: Record<Language, (rupees: number) => string> = { en: amountInWords, te: amountInWordsTe, hi: amountInWordsHi };

/**
 * The amount in words in the bill's language only (docs/decisions/0066): English words on an
 * English bill, Telugu on a Telugu one, Hindi on a Hindi one. Rounded to the rupee in every
 * language, as the spec rounds the English words, so each states the same amount.
 */
export function amountInWordsFor(rupees: number, language: Language): string {
  return IN_WORDS[language](Math.round(rupees));
}
