import { looksLikeEmail } from '@laundry/shared/rules/email';
import type { StaticPagesKey } from './shop-text';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

export type ContactFormProblems = Partial<Record<keyof ContactFormValues, StaticPagesKey>>;

/**
 * Spec section 5: name, e-mail and message are required; the e-mail must look like one. Answers
 * each problem as its catalogue key, so a message shown follows a change of language.
 */
export function contactFormProblems(values: ContactFormValues): ContactFormProblems {
  const problems: ContactFormProblems = {};
  if (!values.name.trim()) problems.name = 'form.error.name';
  if (!values.email.trim()) problems.email = 'form.error.emailRequired';
  else if (!looksLikeEmail(values.email)) problems.email = 'form.error.emailInvalid';
  if (!values.message.trim()) problems.message = 'form.error.message';
  return problems;
}
