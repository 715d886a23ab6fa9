import type { ReactNode } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Language } from '@laundry/shared/constants';
import { loadedCatalogue, type Messages } from './catalogue';
import { currentLanguage } from './language';

export type Values = Record<string, PrimitiveType>;
export type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** `t(key, values)` for text; `t.rich(key, values)` when a message wraps parts in tags (`<b>…</b>`). */
export interface Translate<K extends string> {
  (key: K, values?: Values): string;
  rich(key: K, values: RichValues): ReactNode;
  readonly language: Language;
}

const formatters = new Map<string, IntlMessageFormat>();

/** Plain text needs no parsing: most of the catalogue. */
const needsFormatting = (message: string) => /[{<']/.test(message);

function messageFor(language: Language, namespace: string, english: Messages, key: string): string {
  return loadedCatalogue(language)?.[namespace]?.[key] ?? english[key] ?? key;
}

function formatterFor(language: Language, namespace: string, key: string, message: string): IntlMessageFormat {
  const id = `${language}\u0000${namespace}\u0000${key}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    // `<lang>-IN`: Indian digit grouping and ₹ inside messages ({amount, number}).
    formatter = new IntlMessageFormat(message, `${language}-IN`);
    formatters.set(id, formatter);
  }
  return formatter;
}

function format(language: Language, namespace: string, english: Messages, key: string, values?: RichValues): string | ReactNode {
  const message = messageFor(language, namespace, english, key);
  if (!values && !needsFormatting(message)) return message;
  try {
    return formatterFor(language, namespace, key, message).format(values) as string | ReactNode;
  } catch (error) {
    // A broken translation shows the English words rather than nothing; the catalogue test stops it shipping.
    if (language !== 'en') return format('en', namespace, english, key, values);
    console.error(`Message ${namespace}.${key} could not be formatted`, error);
    return message;
  }
}

/** A translator for one namespace in one language (useT gives components the current one). */
export function translatorFor<M extends Messages>(namespace: string, english: M, language: Language): Translate<keyof M & string> {
  const t = (key: keyof M & string, values?: Values) => {
    const result = format(language, namespace, english, key, values);
    // Without rich values intl-messageformat answers a string (or its parts, for some messages).
    return typeof result === 'string' ? result : Array.isArray(result) ? result.join('') : String(result as string | number);
  };
  t.rich = (key: keyof M & string, values: RichValues) => format(language, namespace, english, key, values);
  Object.defineProperty(t, 'language', { value: language });
  return t as Translate<keyof M & string>;
}

/** For plain modules (validation, the chat engine, alerts): the message in the language shown now. */
export function translate<M extends Messages>(namespace: string, english: M, key: keyof M & string, values?: Values): string {
  return translatorFor(namespace, english, currentLanguage())(key, values);
}
