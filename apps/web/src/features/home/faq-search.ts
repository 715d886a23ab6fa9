import type { FaqEntry } from './content/faq';

export interface FaqMatch {
  /** Position in the full list, so open/closed state survives filtering. */
  index: number;
  entry: FaqEntry;
  inQuestion: boolean;
  inAnswer: boolean;
}

export interface TextPart {
  text: string;
  match: boolean;
}

function pattern(query: string): RegExp | null {
  const q = query.trim();
  if (!q) return null;
  return new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
}

/** The FAQ live search: question or answer contains the query, case-insensitively. */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqMatch[] {
  const re = pattern(query);
  return entries.flatMap((entry, index) => {
    if (!re) return [{ index, entry, inQuestion: false, inAnswer: false }];
    const inQuestion = new RegExp(re).test(entry.q);
    const inAnswer = new RegExp(re).test(entry.a);
    return inQuestion || inAnswer ? [{ index, entry, inQuestion, inAnswer }] : [];
  });
}

/** Splits text around every case-insensitive occurrence of the query, for <mark>. */
export function splitMatches(text: string, query: string): TextPart[] {
  const re = pattern(query);
  if (!re) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length ? parts : [{ text, match: false }];
}
