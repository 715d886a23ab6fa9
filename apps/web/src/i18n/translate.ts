import type { ReactNode } from 'react';
import type { Formatters, IntlMessageFormat, PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
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

/**
 * Set by the build (scripts/catalogue-plugin.ts): catalogues arrive parsed, plain text as final
 * strings and the rest as ICU trees. Unit tests import the JSON as written, ICU text to parse.
 */
declare const __COMPILED_CATALOGUES__: boolean | undefined;
const COMPILED = typeof __COMPILED_CATALOGUES__ !== 'undefined' && __COMPILED_CATALOGUES__;

type Message = string | MessageFormatElement[];
// The parser's enum values, without loading the parser module into the first screen's code.
const LITERAL = 0 as TYPE.literal;
const ARGUMENT = 1 as TYPE.argument;

const formatters = new Map<string, IntlMessageFormat>();

/**
 * The ICU formatter arrives after the app's first code (Home's first-load budget): a
 * first screen of plain text never waits for it, and main.tsx asks for it at once. A component
 * whose message needs it before it has arrived suspends until it has (React shows it right after).
 */
let Formatter: typeof IntlMessageFormat | null = null;
let loading: Promise<void> | null = null;

export function loadFormatter(): Promise<void> {
  loading ??= import('intl-messageformat').then((module) => {
    Formatter = module.IntlMessageFormat;
    // Each formatter would ask Intl which of its locales it supports; ours are always en-IN, te-IN
    // and hi-IN, and the first such question costs a slow phone ~70 ms of work on My Orders.
    Formatter.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? (locales[0] ?? 'en-IN') : locales);
  });
  return loading;
}

/** One cache of a constructor's instances by their arguments (a locale and options). */
function reused<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const id = JSON.stringify(args);
    let instance = made.get(id);
    if (instance === undefined) {
      instance = make(...args);
      made.set(id, instance);
    }
    return instance;
  };
}

/**
 * The Intl number, date and plural formatters all messages share: by default each message makes
 * its own, and making one is the slow part of formatting.
 */
const sharedFormatters: Formatters = {
  getNumberFormat: reused((locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: reused((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getPluralRules: reused((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

/** Thrown while the formatter is on its way: a component rendering suspends on it. */
class FormatterPending extends Error {
  constructor(readonly arrival: Promise<void>) {
    super('The message formatter is still loading');
  }
}

/** Plain text needs no formatting: most of the catalogue. */
const isFinalText = (message: Message): message is string => typeof message === 'string' && (COMPILED || !/[{<']/.test(message));

function messageFor(language: Language, namespace: string, english: Messages, key: string): Message {
  const catalogue = loadedCatalogue(language)?.[namespace] as Record<string, Message> | undefined;
  return catalogue?.[key] ?? (english as Record<string, Message>)[key] ?? key;
}

function formatterFor(language: Language, namespace: string, key: string, message: Message): IntlMessageFormat {
  const id = `${language}\u0000${namespace}\u0000${key}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    if (!Formatter) throw new FormatterPending(loadFormatter());
    // `<lang>-IN`: Indian digit grouping and ₹ inside messages ({amount, number}).
    formatter = new Formatter(message, `${language}-IN`, undefined, { formatters: sharedFormatters });
    formatters.set(id, formatter);
  }
  return formatter;
}

function format(language: Language, namespace: string, english: Messages, key: string, values?: RichValues): string | ReactNode {
  const message = messageFor(language, namespace, english, key);
  if (isFinalText(message)) return message;
  try {
    return formatterFor(language, namespace, key, message).format(values) as string | ReactNode;
  } catch (error) {
    if (error instanceof FormatterPending) throw error;
    // A broken translation shows the English words rather than nothing; the catalogue test stops it shipping.
    if (language !== 'en') return format('en', namespace, english, key, values);
    console.error(`Message ${namespace}.${key} could not be formatted`, error);
    return typeof message === 'string' ? message : key;
  }
}

/** During render a component suspends until the formatter is in (the promise is React's cue). */
function formatInRender(language: Language, namespace: string, english: Messages, key: string, values?: RichValues): string | ReactNode {
  try {
    return format(language, namespace, english, key, values);
  } catch (error) {
    if (!(error instanceof FormatterPending)) throw error;
    // Text with names filled in ("{shop}, {tagline}: home") reads the same without the formatter.
    const message = messageFor(language, namespace, english, key);
    if (onlyTextFilledIn(message, values)) return roughly(message, values as Values);
    // React's Suspense protocol: a thrown promise suspends the component until it settles.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw error.arrival;
  }
}

/** A parsed message of plain text and `{name}` slots, each given a string: nothing to format. */
function onlyTextFilledIn(message: Message, values: RichValues = {}): boolean {
  return (
    typeof message !== 'string' &&
    message.every((part) => part.type === LITERAL || (part.type === ARGUMENT && typeof values[part.value] === 'string'))
  );
}

/**
 * Outside render (an event handler, a validation message), in the rare moment before the
 * formatter has arrived: the message's text with its plain placeholders filled in.
 */
function roughly(message: Message, values: Values = {}): string {
  const text = (parts: MessageFormatElement[]): string =>
    parts.map((part) => ('value' in part && part.type === LITERAL ? part.value : 'value' in part ? String(values[part.value] ?? '') : '')).join('');
  if (typeof message !== 'string') return text(message);
  return message.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** A translator for one namespace in one language (useT gives components the current one). */
export function translatorFor<M extends Messages>(namespace: string, english: M, language: Language): Translate<keyof M & string> {
  const t = (key: keyof M & string, values?: Values) => {
    const result = formatInRender(language, namespace, english, key, values);
    // Without rich values intl-messageformat answers a string (or its parts, for some messages).
    return typeof result === 'string' ? result : Array.isArray(result) ? result.join('') : String(result as string | number);
  };
  t.rich = (key: keyof M & string, values: RichValues) => formatInRender(language, namespace, english, key, values);
  Object.defineProperty(t, 'language', { value: language });
  return t as Translate<keyof M & string>;
}

/** For plain modules (validation, the chat engine, alerts): the message in the language shown now. */
export function translate<M extends Messages>(namespace: string, english: M, key: keyof M & string, values?: Values): string {
  const language = currentLanguage();
  try {
    const result = format(language, namespace, english, key, values);
    return typeof result === 'string' ? result : Array.isArray(result) ? result.join('') : String(result as string | number);
  } catch (error) {
    if (error instanceof FormatterPending) return roughly(messageFor(language, namespace, english, key), values);
    throw error;
  }
}
