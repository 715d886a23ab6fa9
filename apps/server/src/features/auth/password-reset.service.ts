import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SHOP_PHONE } from '@laundry/shared/constants';
import type { OtpResponse } from '@laundry/shared/contracts/auth';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import { hashPassword } from './passwords';
import type { PasswordResetRepository, PhoneResetState, PhoneResetTx } from './password-reset.repository';
import { maskPhone, type SmsSender } from './sms-sender';
import { updatePasswordAndRevoke, type UsersRepository } from './users.repository';

const MINUTE = 60_000;
export const RESET_RULES = {
  codeTtlMs: 10 * MINUTE,
  triesPerCode: 5,
  requestsPerPhonePerHour: 3,
  wrongGuessesPerPhonePerDay: 10,
  /** Codes the shop may send one customer in an hour: generous for a real call, a bound on a misused admin account. */
  adminCodesPerPhonePerHour: 5,
} as const;

const SENT = 'If an account exists for this phone, a verification code has been sent.';
const BAD_CODE = 'Invalid or expired code. Request a new code and try again.';
/** Names the shop's phone as its settings have it now (docs/decisions/0049). */
export function resetLockedMessage(shopPhone: string): string {
  return `Too many wrong codes for this phone, so password reset is locked for 24 hours. Call or WhatsApp the shop on ${shopPhone} and we will send you a new code.`;
}
/** The message with the first-start phone, until the shop changes it. */
export const RESET_LOCKED_MESSAGE = resetLockedMessage(SHOP_PHONE);
const badCode = () => new DomainError('invalid_reset_code', BAD_CODE);

type Guess = { outcome: 'locked' } | { outcome: 'wrong' } | { outcome: 'right'; codeId: string };

/**
 * Four digits are only 10,000 codes, so guessing is bounded per phone, not per code: five tries
 * a code, ten wrong guesses a day across all codes. Unknown phones go through the same steps
 * and get the same answers, so the flow never tells who has an account. Each step runs inside
 * the phone's lock (PasswordResetRepository), so the bounds hold under concurrent requests.
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
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    /** The shop's phone as its settings have it (read only when the answer is "locked"). */
    private readonly shopPhone: () => Promise<string> = async () => SHOP_PHONE,
  ) {}

  /** Read outside the phone's lock: on SQLite a read beside the open transaction would wait for it. */
  private async locked(): Promise<DomainError> {
    return new DomainError('reset_locked', resetLockedMessage(await this.shopPhone()));
  }

  private hashCode(phone: string, code: string): string {
    return createHmac('sha256', this.secret).update(`reset:${phone}:${code}`).digest('hex');
  }

  private windows(now: Date) {
    return {
      now: now.toISOString(),
      hour: new Date(now.getTime() - 60 * MINUTE).toISOString(),
      day: new Date(now.getTime() - 24 * 60 * MINUTE).toISOString(),
      maxAttempts: RESET_RULES.triesPerCode,
    };
  }

  /** Makes a code, voiding the phone's earlier ones, within the lock the caller holds. */
  private async issue(tx: PhoneResetTx, phone: string, now: Date, issuedBy: string | null): Promise<string> {
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    await tx.replaceCode({
      id: randomUUID(),
      phone,
      codeHash: this.hashCode(phone, code),
      expiresAt: new Date(now.getTime() + RESET_RULES.codeTtlMs).toISOString(),
      attempts: 0,
      usedAt: null,
      createdAt: now.toISOString(),
      issuedBy,
    });
    return code;
  }

  /** Sent after the code is committed, and not awaited: the gateway's timing would tell who has an account. */
  private send(phone: string, code: string): void {
    this.sms.sendResetCode(phone, code).catch((error: unknown) => {
      // A sender that broke its promise not to throw must not take the process down.
      this.log.error({ sms: { to: maskPhone(phone) }, err: error instanceof Error ? error.name : 'unknown' }, 'Reset code SMS sender failed');
    });
  }

  async requestCode(phone: string): Promise<OtpResponse> {
    const now = new Date();
    const code = await this.resets.withPhoneLocked(phone, this.windows(now), async (state, tx) => {
      if (state.failures >= RESET_RULES.wrongGuessesPerPhonePerDay) return null;
      if (state.customerRequests >= RESET_RULES.requestsPerPhonePerHour) {
        throw new DomainError('rate_limited', 'Too many code requests for this phone. Please try again in an hour.');
      }
      return this.issue(tx, phone, now, null);
    });
    if (code === null) throw await this.locked();
    const user = await this.users.findByPhone(phone);
    if (user) this.send(phone, code);
    return this.echo ? { message: SENT, otp: code } : { message: SENT };
  }

  /**
   * The shop sends a customer a fresh code (decision 0028): the customer called because the
   * phone's reset is locked, so the lock and the customer's own limit do not apply. The code
   * goes by SMS to the account's phone only, never to the admin, and the act is logged.
   */
  async sendCodeForCustomer(admin: { id: string }, customer: { id: string; phone: string }): Promise<{ message: string }> {
    const now = new Date();
    const code = await this.resets.withPhoneLocked(customer.phone, this.windows(now), async (state, tx) => {
      if (state.adminRequests >= RESET_RULES.adminCodesPerPhonePerHour) {
        throw new DomainError('rate_limited', 'This customer has been sent several codes in the last hour. Please try again later.');
      }
      return this.issue(tx, customer.phone, now, admin.id);
    });
    this.send(customer.phone, code);
    this.log.info(
      { audit: { action: 'reset-code-sent', by: admin.id, customer: customer.id, to: maskPhone(customer.phone) } },
      'Admin sent a reset code',
    );
    return { message: `A new reset code has been sent by SMS to ${maskPhone(customer.phone)}. It works for 10 minutes.` };
  }

  /**
   * A code for a staff member, shown once to the admin who asked, who hands it over in person
   * (docs/decisions/0070): the member types it on "Forgot password?". Counted with the shop's
   * other codes for the phone, and like them it opens a locked phone; the act is logged.
   */
  async issueCodeForStaff(admin: { id: string }, member: { id: string; phone: string }): Promise<{ code: string; expiresAt: string }> {
    const now = new Date();
    const code = await this.resets.withPhoneLocked(member.phone, this.windows(now), async (state, tx) => {
      if (state.adminRequests >= RESET_RULES.adminCodesPerPhonePerHour) {
        throw new DomainError('rate_limited', 'This staff member has been given several codes in the last hour. Please try again later.');
      }
      return this.issue(tx, member.phone, now, admin.id);
    });
    this.log.info({ audit: { action: 'staff-reset-code', by: admin.id, member: member.id } }, 'Admin issued a staff reset code');
    return { code, expiresAt: new Date(now.getTime() + RESET_RULES.codeTtlMs).toISOString() };
  }

  async reset(phone: string, otp: string, newPassword: string): Promise<{ message: string }> {
    const now = new Date();
    const given = Buffer.from(this.hashCode(phone, otp), 'hex');
    const guess = await this.resets.withPhoneLocked(phone, this.windows(now), async (state, tx) => this.judge(state, tx, phone, given, now));
    if (guess.outcome === 'locked') throw await this.locked();
    if (guess.outcome === 'wrong') throw badCode();
    // The code is spent: only its own customer gets here, once.
    const user = await this.users.findByPhone(phone);
    if (!user) throw badCode();
    await updatePasswordAndRevoke(this.db, user.id, await hashPassword(newPassword), now.toISOString());
    this.events.emit('sessionsRevoked', { userId: user.id });
    return { message: 'Password reset successful. Please log in with your new password.' };
  }

  /**
   * One guess, inside the phone's lock: a locked phone's guess is not checked at all (unless the
   * live code is one the shop sent); any other guess spends a try, and a wrong one is counted.
   * Nothing here throws, so the counts are committed whatever the answer.
   */
  private async judge(state: PhoneResetState, tx: PhoneResetTx, phone: string, given: Buffer, now: Date): Promise<Guess> {
    const { live } = state;
    const fromShop = live?.issuedBy != null;
    if (state.failures >= RESET_RULES.wrongGuessesPerPhonePerDay && !fromShop) return { outcome: 'locked' };
    if (live) await tx.spendAttempt(live.id);
    const expected = Buffer.from(live?.codeHash ?? '0'.repeat(64), 'hex');
    if (live && timingSafeEqual(expected, given)) {
      await tx.markUsed(live.id, now.toISOString());
      return { outcome: 'right', codeId: live.id };
    }
    await tx.recordFailure(randomUUID(), phone, now.toISOString());
    return { outcome: 'wrong' };
  }
}
