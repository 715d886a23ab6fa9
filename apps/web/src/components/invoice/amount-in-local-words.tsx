import type { Language } from '@laundry/shared/constants';
import { amountInWordsHi } from '@laundry/shared/rules/amount-in-words-hi';
import { amountInWordsTe } from '@laundry/shared/rules/amount-in-words-te';

const IN_WORDS: Record<Exclude<Language, 'en'>, (rupees: number) => string> = { te: amountInWordsTe, hi: amountInWordsHi };

/**
 * The amount in Telugu or Hindi words, the optional line beneath the English words when the
 * invoice or bill is shown in that language; nothing in English (docs/decisions/0045).
 */
export function AmountInLocalWords({ rupees, language, className }: { rupees: number; language: Language; className?: string }) {
  if (language === 'en') return null;
  return (
    <span className={className} lang={language} data-testid="amount-in-local-words">
      {/* Rounded as the English line above it is, so both lines state the same amount. */}
      {IN_WORDS[language](Math.round(rupees))}
    </span>
  );
}
