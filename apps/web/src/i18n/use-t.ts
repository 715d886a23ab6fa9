import { useMemo } from 'react';
import type { Messages } from './catalogue';
import { useLanguage } from './language';
import { translatorFor, type Translate } from './translate';

/**
 * A component's translator: `const t = useT('orders', en)` with the feature's English catalogue
 * (imported from its locales/en.json); keys are checked against it. Re-renders on a language change.
 */
export function useT<M extends Messages>(namespace: string, english: M): Translate<keyof M & string> {
  const language = useLanguage();
  return useMemo(() => translatorFor(namespace, english, language), [namespace, english, language]);
}
