import { newStaffBody } from '@laundry/shared/contracts/staff';
import { fieldIssues, hasIssues, type FieldRule } from '../../../lib/form-issues';

export interface NewStaffInput {
  name: string;
  phone: string;
  password: string;
}

/** Which field is wrong, as the server's contract (newStaffBody) says it; the words are the screen's. */
export interface NewStaffProblems {
  name?: 'required' | 'long';
  phone?: 'invalid';
  password?: 'short' | 'long';
}

/** The input's limit, the schema's own (newStaffBody's name.max). */
export const MAX_NAME_LENGTH = 100;

const RULES: { [F in keyof NewStaffProblems]-?: FieldRule<NonNullable<NewStaffProblems[F]>> } = {
  name: { too_big: 'long', other: 'required' },
  phone: 'invalid',
  password: { too_big: 'long', other: 'short' },
};

export function checkNewStaff(input: NewStaffInput): NewStaffProblems {
  // The role is a select with nothing wrong to choose; any role checks the other fields the same.
  return fieldIssues(newStaffBody, { role: 'rider', ...input }, RULES) as NewStaffProblems;
}

export function hasProblems(problems: NewStaffProblems): boolean {
  return hasIssues(problems);
}
