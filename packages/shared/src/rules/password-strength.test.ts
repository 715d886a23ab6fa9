import { describe, expect, it } from 'vitest';
import { passwordScore, resetHint, signupStrength } from './password-strength';

describe('signup strength meter', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefg1', 3, 'Okay'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Strong'],
    ['Ab1!', 4, 'Strong'],
  ] as const)('%s scores %d: %s', (pw, score, label) => {
    expect(passwordScore(pw)).toBe(score);
    expect(signupStrength(pw)).toBe(label);
  });
});

describe('reset hint', () => {
  it.each([
    ['Ab1', 'Weak'],
    ['abcde', 'Weak'],
    ['abcdef', 'Medium'],
    ['abcdefg1', 'Medium'],
    ['Abcdefg1', 'Strong'],
    ['Abc1234', 'Medium'],
  ] as const)('%s → %s', (pw, label) => {
    expect(resetHint(pw)).toBe(label);
  });
});
