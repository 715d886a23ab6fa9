import { describe, expect, it, vi } from 'vitest';
import { SHOP_WORDING } from '../../config/shop-wording';
import { loadLanguage } from '../../i18n/catalogue';
import { translatorFor } from '../../i18n/translate';
import { FAQ, faqEntries } from './content/faq';
import { searchFaq, splitMatches } from './faq-search';
import en from './home-sections/locales/en.json';
import hi from './home-sections/locales/hi.json';
import te from './home-sections/locales/te.json';
import homeEn from './locales/en.json';
import homeHi from './locales/hi.json';
import homeTe from './locales/te.json';
import { shopText } from './shop-text';

// The Telugu and Hindi chunks, as the app builds them, holding this feature's catalogues.
vi.mock('../../i18n/bundles/te', () => ({ catalogue: { home: homeTe, 'home-sections': te } }));
vi.mock('../../i18n/bundles/hi', () => ({ catalogue: { home: homeHi, 'home-sections': hi } }));

/** The FAQ as shown in one language. */
const faqIn = (language: 'en' | 'te' | 'hi') =>
  faqEntries(translatorFor('home-sections', en, language), shopText(translatorFor('home', homeEn, language)));

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

  it("fills the shop's facts into the English entries", () => {
    const [hours] = faqIn('en');
    expect(hours).toEqual({
      q: 'What are your working hours?',
      a: `We are open ${SHOP_WORDING.hours}, Sundays and most festival days included. Pickups and deliveries run ${SHOP_WORDING.pickupWindow}, every day.`,
    });
  });

  it('searches the words shown, in the language shown', async () => {
    await loadLanguage('te');
    await loadLanguage('hi');
    const telugu = faqIn('te');
    expect(searchFaq(telugu, 'చీర').length).toBeGreaterThan(0);
    expect(searchFaq(telugu, 'working hours')).toEqual([]);
    const hindi = faqIn('hi');
    expect(searchFaq(hindi, 'साड़ी').length).toBeGreaterThan(0);
    // Brand names stay as they are in every language.
    expect(searchFaq(telugu, 'upi').map((m) => m.index)).toEqual(searchFaq(faqIn('en'), 'upi').map((m) => m.index));
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
