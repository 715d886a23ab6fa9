import { translate, type Values } from '../../../i18n/translate';
import en from './locales/en.json';

export type ChatKey = Extract<keyof typeof en, string>;

/**
 * A chat text in the language shown now. The engine calls it as each message is added, so a
 * message keeps the language it was written in and the next one follows a switch.
 */
export function chatText(key: ChatKey, values?: Values): string {
  return translate('chat', en, key, values);
}

/** A comma-separated list of words from the catalogue ("answers.yes"), lower-cased. */
function words(key: ChatKey): string[] {
  return chatText(key)
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
}

/** What the customer typed, without case, edge spaces and closing punctuation (".", "!", "।"). */
function plain(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[.!।]+$/u, '')
    .trim();
}

const YES = /^(y|yes|yeah|ok|okay|sure|please|yes,? raise( a)? ticket)[.!]*$/i;
const NO = /^(n|no|nope|no thanks?|not now)[.!]*$/i;

/** A typed yes: English always, plus the words and button label of the language shown. */
export function isYes(text: string): boolean {
  const said = plain(text);
  return YES.test(text.trim()) || words('answers.yes').includes(said) || said === plain(chatText('labels.yes'));
}

export function isNo(text: string): boolean {
  const said = plain(text);
  return NO.test(text.trim()) || words('answers.no').includes(said) || said === plain(chatText('labels.no'));
}

/** "None" typed as the order ID, in English or in the language shown. */
export function isNone(text: string): boolean {
  const said = plain(text);
  return said === 'none' || said === plain(chatText('labels.none'));
}
