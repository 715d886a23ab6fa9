import type { Language } from '@laundry/shared/constants';
import { amountInWordsFor } from './amount-words';

/** The amount in words, marked with its language so it is read aloud and shaped in that language. */
export function AmountInWords({ rupees, language, className, testId }: { rupees: number; language: Language; className?: string; testId?: string }) {
  return (
    <span className={className} lang={language} data-testid={testId}>
      {amountInWordsFor(rupees, language)}
    </span>
  );
}
