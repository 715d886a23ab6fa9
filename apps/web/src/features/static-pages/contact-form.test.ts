import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { contactFormProblems, type ContactFormValues } from './contact-form';
import en from './locales/en.json';

/** The messages as an English reader sees them (the spec's words). */
function validateContactForm(values: ContactFormValues): Record<string, string> {
  const t = translatorFor('static-pages', en, 'en');
  return Object.fromEntries(Object.entries(contactFormProblems(values)).map(([field, key]) => [field, t(key)]));
}

describe('contactFormProblems', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm({ name: 'Sravani', email: 'sravani@example.in', message: 'Do you clean carpets?' })).toEqual({});
  });

  it('requires name, e-mail and message, ignoring surrounding spaces', () => {
    expect(validateContactForm({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      message: 'Please enter a message.',
    });
  });

  it('rejects an e-mail address without @ or domain', () => {
    for (const email of ['sravani', 'sravani@', 'sravani@example', 'a b@c.d']) {
      expect(validateContactForm({ name: 'S', email, message: 'Hi' }).email).toBe('Please enter a valid e-mail address.');
    }
  });
});
