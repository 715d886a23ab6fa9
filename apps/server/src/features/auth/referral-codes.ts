import { generateReferralCode } from '@laundry/shared/rules/referral-code';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import type { UserRow, UsersRepository } from './users.repository';

/** A clash is about one in 887 million per existing code; eight in a row means something else is wrong. */
const ATTEMPTS = 8;

/**
 * Runs `write` with a freshly drawn code, drawing again while the unique index on
 * `users.referral_code` refuses it. Any other error (a taken phone, say) goes to the caller.
 */
export async function withFreshReferralCode<T>(write: (code: string) => Promise<T>, random?: () => number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(generateReferralCode(random));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error, 'referral_code')) throw error;
    }
  }
}

/** The account's referral code, given now if it signed up before codes existed (docs/decisions/0046). */
export async function ensureReferralCode(users: UsersRepository, user: Pick<UserRow, 'id' | 'referralCode'>): Promise<string> {
  if (user.referralCode) return user.referralCode;
  const code = await withFreshReferralCode((fresh) => users.assignReferralCode(user.id, fresh, new Date().toISOString()));
  // Null only when the account was deleted in between: its session is no longer valid either.
  if (!code) throw new DomainError('session_expired', 'Your session has expired. Please log in again.');
  return code;
}
