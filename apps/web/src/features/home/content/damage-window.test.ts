import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAIM_WINDOW_HOURS } from '@laundry/shared/rules/care';
import faqEn from '../home-sections/locales/en.json';
import faqHi from '../home-sections/locales/hi.json';
import faqTe from '../home-sections/locales/te.json';

/** The Terms page's words, read as files: this feature does not import the legal feature. */
const terms = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../legal/locales/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** How each language says "N hours", as the FAQ and the Terms word the damage window. */
const HOURS = { en: (n: number) => `${n} hours`, hi: (n: number) => `${n} घंटे`, te: (n: number) => `${n} గంటల` };

describe('the damage-report window', () => {
  it('is the one the claims accept, stated the same in the FAQ and the Terms, in every language', () => {
    const texts = {
      en: [faqEn['faq.damage.a'], terms('en')['terms.care.damage']],
      hi: [faqHi['faq.damage.a'], terms('hi')['terms.care.damage']],
      te: [faqTe['faq.damage.a'], terms('te')['terms.care.damage']],
    };
    for (const [language, [faq, terms]] of Object.entries(texts) as [keyof typeof HOURS, string[]][]) {
      const said = HOURS[language](CLAIM_WINDOW_HOURS);
      expect(faq, `${language} FAQ`).toContain(said);
      expect(terms, `${language} Terms`).toContain(said);
      expect(faq, `${language} FAQ`).not.toMatch(/\b24\b/);
    }
  });
});
