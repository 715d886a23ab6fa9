import { describe, expect, it } from 'vitest';
import { languageAtSignIn } from './sign-in-language';

describe('languageAtSignIn', () => {
  it("keeps the device's Telugu and saves it when the account is still on English", () => {
    expect(languageAtSignIn('en', 'te')).toEqual({ language: 'te', saveOnAccount: true });
  });

  it("lets an account's own choice win over the device's", () => {
    expect(languageAtSignIn('hi', 'te')).toEqual({ language: 'hi', saveOnAccount: false });
    expect(languageAtSignIn('te', 'en')).toEqual({ language: 'te', saveOnAccount: false });
  });

  it('changes nothing when the device chose nothing or English', () => {
    expect(languageAtSignIn('en', null)).toEqual({ language: 'en', saveOnAccount: false });
    expect(languageAtSignIn('en', 'en')).toEqual({ language: 'en', saveOnAccount: false });
    expect(languageAtSignIn('te', null)).toEqual({ language: 'te', saveOnAccount: false });
  });
});
