import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@laundry/shared/constants';
import { normalizePhone } from '@laundry/shared/rules/phone';

export interface NewStaffInput {
  name: string;
  phone: string;
  password: string;
}

/** Which field is wrong, as the server's contract (newStaffBody) would say it; the words are the screen's. */
export interface NewStaffProblems {
  name?: 'required' | 'long';
  phone?: 'invalid';
  password?: 'short' | 'long';
}

export const MAX_NAME_LENGTH = 100;

export function checkNewStaff(input: NewStaffInput): NewStaffProblems {
  const problems: NewStaffProblems = {};
  const name = input.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > MAX_NAME_LENGTH) problems.name = 'long';
  if (!normalizePhone(input.phone.trim())) problems.phone = 'invalid';
  // Passwords are compared exactly as typed (never trimmed), as at sign-up.
  if (input.password.length < MIN_PASSWORD_LENGTH) problems.password = 'short';
  else if (input.password.length > MAX_PASSWORD_LENGTH) problems.password = 'long';
  return problems;
}

export function hasProblems(problems: NewStaffProblems): boolean {
  return Object.keys(problems).length > 0;
}
