import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OtpResponse } from '@laundry/shared/contracts/auth';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import { hashPassword } from './passwords';
import type { PasswordResetRepository } from './password-reset.repository';
import type { SmsSender } from './sms-sender';
import { updatePasswordAndRevoke, type UsersRepository } from './users.repository';

const MINUTE = 60_000;
export const RESET_RULES = {
  codeTtlMs: 10 * MINUTE,
  triesPerCode: 5,
  requestsPerPhonePerHour: 3,
  wrongGuessesPerPhonePerDay: 10,
} as const;

const SENT = 'If an account exists for this phone, a verification code has been sent.';
const BAD_CODE = 'Invalid or expired code. Request a new code and try again.';
const badCode = () => new DomainError('invalid_reset_code', BAD_CODE);
const LOCKED = 'Too many wrong codes for this phone. Password reset is locked for 24 hours.';

/**
 * Four digits are only 10,000 codes, so guessing is bounded per phone, not per code: five tries
 * a code, ten wrong guesses a day across all codes. Unknown phones go through the same steps
 * and get the same answers, so the flow never tells who has an account.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly resets: PasswordResetRepository,
    private readonly users: UsersRepository,
    private readonly sms: SmsSender,
    private readonly events: DomainEvents,
    private readonly secret: string,
    private readonly echo: boolean,
  ) {}

  private hashCode(phone: string, code: string): string {
    return createHmac('sha256', this.secret).update(`reset:${phone}:${code}`).digest('hex');
  }

  private async assertNotLocked(phone: string, now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 24 * 60 * MINUTE).toISOString();
    if ((await this.resets.countFailuresSince(phone, dayAgo)) >= RESET_RULES.wrongGuessesPerPhonePerDay) {
      throw new DomainError('reset_locked', LOCKED);
    }
  }

  async requestCode(phone: string): Promise<OtpResponse> {
    const now = new Date();
    await this.assertNotLocked(phone, now);
    const hourAgo = new Date(now.getTime() - 60 * MINUTE).toISOString();
    if ((await this.resets.countRequestsSince(phone, hourAgo)) >= RESET_RULES.requestsPerPhonePerHour) {
      throw new DomainError('rate_limited', 'Too many code requests for this phone. Please try again in an hour.');
    }
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    await this.resets.replaceCode({
      id: randomUUID(),
      phone,
      codeHash: this.hashCode(phone, code),
      expiresAt: new Date(now.getTime() + RESET_RULES.codeTtlMs).toISOString(),
      attempts: 0,
      usedAt: null,
      createdAt: now.toISOString(),
    });
    const user = await this.users.findByPhone(phone);
    if (user) await this.sms.send(phone, `Your Sri Lakshmi Laundry password reset code is ${code}. It expires in 10 minutes.`);
    return this.echo ? { message: SENT, otp: code } : { message: SENT };
  }

  async reset(phone: string, otp: string, newPassword: string): Promise<{ message: string }> {
    const now = new Date();
    const nowIso = now.toISOString();
    await this.assertNotLocked(phone, now);
    const live = await this.resets.latestLiveCode(phone, nowIso, RESET_RULES.triesPerCode);
    const spent = live ? await this.resets.spendAttempt(live.id, RESET_RULES.triesPerCode) : false;
    const expected = Buffer.from(live?.codeHash ?? '0'.repeat(64), 'hex');
    const given = Buffer.from(this.hashCode(phone, otp), 'hex');
    const matches = spent && timingSafeEqual(expected, given);
    if (!live || !matches) {
      await this.resets.recordFailure(randomUUID(), phone, nowIso);
      throw badCode();
    }
    if (!(await this.resets.markUsed(live.id, nowIso))) throw badCode();
    const user = await this.users.findByPhone(phone);
    if (!user) throw badCode();
    await updatePasswordAndRevoke(this.db, user.id, await hashPassword(newPassword), nowIso);
    this.events.emit('sessionsRevoked', { userId: user.id });
    return { message: 'Password reset successful. Please log in with your new password.' };
  }
}
