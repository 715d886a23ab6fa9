import { looksLikeEmail } from '@laundry/shared/rules/email';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

/** Spec section 5: name, e-mail and message are required; the e-mail must look like one. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!values.email.trim()) errors.email = 'Please enter your e-mail address.';
  else if (!looksLikeEmail(values.email)) errors.email = 'Please enter a valid e-mail address.';
  if (!values.message.trim()) errors.message = 'Please enter a message.';
  return errors;
}

export const CONTACT_SENT_MESSAGE = 'Message sent! We will get back to you soon.';

/** Shown when the message could not be saved; what was typed stays in the form (docs/decisions/0038). */
export function contactFailedMessage(phone: string): string {
  return `Sorry, your message could not be sent. Please try again in a minute, or call us on ${phone}.`;
}
