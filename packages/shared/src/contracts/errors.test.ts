import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors';

/** Answered in kebab-case before the rule was written; clients read these spellings (README, Error codes). */
const PUBLISHED_KEBAB_CODES = ['slot-full', 'slot-closed', 'outside-area'];

describe('error codes', () => {
  it('are snake_case, but for the published kebab-case ones', () => {
    const others = ERROR_CODES.filter((code) => !PUBLISHED_KEBAB_CODES.includes(code));
    expect(others.filter((code) => !/^[a-z]+(_[a-z]+)*$/.test(code))).toEqual([]);
  });

  it('list as published kebab-case only codes that exist', () => {
    expect(PUBLISHED_KEBAB_CODES.filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it('are unique', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
