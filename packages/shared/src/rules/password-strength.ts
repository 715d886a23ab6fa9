export type SignupStrength = 'Weak' | 'Okay' | 'Strong';
export type ResetHint = 'Weak' | 'Medium' | 'Strong';

/** One point each for length ≥ 8, an uppercase letter, a lowercase letter, a digit and a symbol. */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[a-z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score;
}

/** Signup meter: score ≤ 2 Weak, 3 Okay, ≥ 4 Strong. */
export function signupStrength(password: string): SignupStrength {
  const score = passwordScore(password);
  if (score <= 2) return 'Weak';
  if (score === 3) return 'Okay';
  return 'Strong';
}

/** Reset hint: Weak under 6 characters; Strong at 8+ with lower, upper and a digit; else Medium. */
export function resetHint(password: string): ResetHint {
  if (password.length < 6) return 'Weak';
  if (password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) {
    return 'Strong';
  }
  return 'Medium';
}
