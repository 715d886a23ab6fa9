import { describe, expect, it } from 'vitest';
import { firstSpoken, isLanguage, languageOfTag, preferredFromHeader } from './language';

describe('languages', () => {
  it('knows the three languages and nothing else', () => {
    expect(['en', 'te', 'hi'].every(isLanguage)).toBe(true);
    expect(isLanguage('ta')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('reads a language tag by its primary subtag', () => {
    expect(languageOfTag('te-IN')).toBe('te');
    expect(languageOfTag('HI_in')).toBe('hi');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('ta-IN')).toBeNull();
  });

  it("takes the first spoken language of the browser's list", () => {
    expect(firstSpoken(['ta-IN', 'te-IN', 'en'])).toBe('te');
    expect(firstSpoken(['fr', 'de'])).toBeNull();
  });

  it('ranks Accept-Language by q, keeps the order among equals and skips q=0', () => {
    expect(preferredFromHeader('en;q=0.5,hi-IN;q=0.9,te;q=0.7')).toBe('hi');
    expect(preferredFromHeader('ta-IN,te-IN;q=0.9,en;q=0.9')).toBe('te');
    expect(preferredFromHeader('te;q=0,en')).toBe('en');
    expect(preferredFromHeader('fr-FR')).toBeNull();
    expect(preferredFromHeader(undefined)).toBeNull();
    expect(preferredFromHeader('te;q=abc,hi')).toBe('hi');
  });
});
