import { describe, expect, it } from 'vitest';
import { FAQ } from './content/faq';
import { searchFaq, splitMatches } from './faq-search';

const entries = [
  { q: 'What are your working hours?', a: 'Open 7 days a week.' },
  { q: 'Do you accept UPI?', a: 'Yes, UPI, cards and cash on delivery.' },
  { q: 'Is pickup free?', a: 'Pickup (and delivery) is free, no minimum.' },
];

describe('searchFaq', () => {
  it('returns every entry for an empty or blank query', () => {
    expect(searchFaq(entries, '')).toHaveLength(3);
    expect(searchFaq(entries, '   ')).toHaveLength(3);
  });

  it('matches question or answer text, case-insensitively', () => {
    expect(searchFaq(entries, 'HOURS').map((m) => m.index)).toEqual([0]);
    expect(searchFaq(entries, 'cash').map((m) => m.index)).toEqual([1]);
    const upi = searchFaq(entries, 'upi')[0]!;
    expect(upi).toMatchObject({ index: 1, inQuestion: true, inAnswer: true });
  });

  it('treats the query as plain text, not a pattern', () => {
    expect(searchFaq(entries, '(and').map((m) => m.index)).toEqual([2]);
    expect(searchFaq(entries, '.*')).toEqual([]);
  });

  it('finds nothing for text in no entry', () => {
    expect(searchFaq(entries, 'helicopter')).toEqual([]);
  });

  it('has the 20 entries of the spec', () => {
    expect(FAQ).toHaveLength(20);
  });
});

describe('splitMatches', () => {
  it('marks every occurrence, keeping the original case', () => {
    expect(splitMatches('UPI or upi', 'Upi')).toEqual([
      { text: 'UPI', match: true },
      { text: ' or ', match: false },
      { text: 'upi', match: true },
    ]);
  });

  it('keeps the text around a match', () => {
    expect(splitMatches('Free pickup today', 'pickup')).toEqual([
      { text: 'Free ', match: false },
      { text: 'pickup', match: true },
      { text: ' today', match: false },
    ]);
  });

  it('returns the whole text when the query is empty or absent', () => {
    expect(splitMatches('Hello', '')).toEqual([{ text: 'Hello', match: false }]);
    expect(splitMatches('Hello', 'xyz')).toEqual([{ text: 'Hello', match: false }]);
  });
});
