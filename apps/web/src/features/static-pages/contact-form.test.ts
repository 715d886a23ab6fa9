import { describe, expect, it } from 'vitest';
import { validateContactForm } from './contact-form';

describe('validateContactForm', () => {
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
