import { TERMS_VERSION } from '@laundry/shared/constants';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AuthResponse, loginBody, PublicUser, signupBody, updateProfileBody } from '@laundry/shared/contracts/auth';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import { withFreshReferralCode } from './referral-codes';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords';
import { describeWait, type LoginGuardStore } from './login-guard';
import type { TokenService } from './tokens';
import type { UserRow, UsersRepository } from './users.repository';

export function toPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    language: user.language,
    referralCode: user.referralCode,
    gstin: user.gstin,
    messageChannel: user.messageChannel,
  };
}

const BAD_CREDENTIALS = 'Incorrect phone/e-mail or password.';
// The person who meets these is most often a customer who signed up before and forgot: say what to do (docs/decisions/0031).
const phoneTaken = () =>
  new DomainError('phone_taken', 'An account with this phone number already exists. Please log in, or use "Forgot password?" to set a new password.');
// The shop made this account when booking for the phone; only a code sent to the phone proves it is theirs (docs/decisions/0070).
const accountUnclaimed = () =>
  new DomainError(
    'account_unclaimed',
    'The shop has already made an account for this phone number. Use "Forgot password?" to get a code by SMS and set your password; your orders are there.',
  );
const emailTaken = () =>
  new DomainError('email_taken', 'An account with this e-mail already exists. Please log in, or use "Forgot password?" to set a new password.');

export interface AuthenticatedSession {
  user: UserRow;
  /** When the token ends (ms since the epoch). */
  expiresAt: number;
}

/** users.active is 1 or 0 (docs/decisions/0048); only staff are ever switched off. */
export const isActive = (user: Pick<UserRow, 'active'>): boolean => user.active !== 0;

export const ACCOUNT_INACTIVE_MESSAGE = 'This account has been switched off. Please ask the shop.';
const accountInactive = () => new DomainError('account_inactive', ACCOUNT_INACTIVE_MESSAGE);

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    /** Per-account failed-login count (docs/decisions/0027); null when rate limits are off (bench, browser tests). */
    private readonly loginGuard: LoginGuardStore | null = null,
  ) {}

  /** A token for an account that has just proved itself (a password change). */
  issue(user: UserRow): AuthResponse {
    return this.respond(user);
  }

  private respond(user: UserRow): AuthResponse {
    const token = this.tokens.sign({ sub: user.id, role: user.role, tv: user.tokenVersion });
    return { token, user: toPublicUser(user) };
  }

  async signup(input: z.output<typeof signupBody>): Promise<AuthResponse> {
    const holder = await this.users.findByPhone(input.phone);
    if (holder) throw holder.claimed === 0 ? accountUnclaimed() : phoneTaken();
    if (input.email && (await this.users.findByEmail(input.email))) throw emailTaken();
    const referrer = input.referralCode ? await this.referrerFor(input.referralCode, input.phone) : null;
    const now = new Date().toISOString();
    const passwordHash = await hashPassword(input.password);
    try {
      // Every account gets its own code to share (docs/decisions/0046); a clash draws again.
      const user = await withFreshReferralCode((referralCode) =>
        this.users.insert({
          id: randomUUID(),
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          role: 'customer',
          language: input.language ?? 'en',
          referralCode,
          referredBy: referrer?.id ?? null,
          // The sign-up screen sends only with the terms ticked: the account records which, and when.
          termsVersion: TERMS_VERSION,
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        }),
      );
      return this.respond(user);
    } catch (error) {
      // Two signups racing for one phone or e-mail: the unique index decides.
      if (isUniqueViolation(error, 'email')) throw emailTaken();
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
  }

  /**
   * The account whose code the newcomer typed. No one refers themselves: the account is new, and a
   * code whose owner has the newcomer's phone (in any form) is refused as if unknown.
   */
  private async referrerFor(code: string, phone: string): Promise<UserRow> {
    const referrer = await this.users.findByReferralCode(code);
    if (!referrer || normalizePhone(referrer.phone) === normalizePhone(phone)) {
      throw new DomainError('referral_code_invalid', 'This referral code is not valid. Please check it, or leave it empty.', {
        field: 'referralCode',
      });
    }
    return referrer;
  }

  async login(input: z.output<typeof loginBody>): Promise<AuthResponse> {
    // Counted by what was typed, account or not: the answers stay the same either way.
    const key = input.phone ? `phone:${input.phone}` : `email:${input.email ?? ''}`;
    if (this.loginGuard) {
      const verdict = await this.loginGuard.admit(key, Date.now());
      if (!verdict.allowed) {
        throw new DomainError('rate_limited', `Too many failed logins for this account. Please try again in ${describeWait(verdict.retryAfterMs)}.`, {
          retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
        });
      }
    }
    const user = await this.checkPassword(input);
    await this.loginGuard?.clear(key);
    // Told only after the right password: a guesser learns nothing about the account (docs/decisions/0048).
    if (!isActive(user)) throw accountInactive();
    await this.users.recordSignIn(user.id, new Date().toISOString());
    return this.respond(user);
  }

  private async checkPassword(input: z.output<typeof loginBody>): Promise<UserRow> {
    let user: UserRow | undefined;
    // loginBody has already normalised the phone (10 digits) and checked the e-mail's shape.
    if (input.phone) {
      user = await this.users.findByPhone(input.phone);
    } else if (input.email) {
      user = await this.users.findByEmail(input.email);
    }
    if (!user) {
      await burnVerifyTime(input.password);
      throw new DomainError('invalid_credentials', BAD_CREDENTIALS);
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw new DomainError('invalid_credentials', BAD_CREDENTIALS);
    return user;
  }

  /**
   * The signed-in user's own name, e-mail and language (docs/decisions/0033, 0045). The phone is
   * not changed here: the contract refuses it until a code to the new number can prove it.
   */
  async updateProfile(user: UserRow, input: z.output<typeof updateProfileBody>): Promise<PublicUser> {
    const changes: Parameters<UsersRepository['updateProfile']>[1] = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.gstin !== undefined) changes.gstin = input.gstin;
    if (input.language !== undefined) changes.language = input.language;
    if (input.messageChannel !== undefined) changes.messageChannel = input.messageChannel;
    if (input.email !== undefined && input.email !== user.email) {
      if (input.email && (await this.users.findByEmail(input.email))) throw emailTaken();
      changes.email = input.email;
    }
    try {
      const updated = await this.users.updateProfile(user.id, changes, new Date().toISOString());
      if (!updated) throw new DomainError('session_expired', 'Your session has expired. Please log in again.');
      return toPublicUser(updated);
    } catch (error) {
      // Two accounts racing for one e-mail: the unique index decides.
      if (isUniqueViolation(error, 'email')) throw emailTaken();
      throw error;
    }
  }

  /** The user a bearer token stands for, or null when it is invalid, expired, revoked or its account switched off. */
  async authenticate(token: string): Promise<UserRow | null> {
    return (await this.authenticateSession(token))?.user ?? null;
  }

  /** As authenticate, with when the token ends: a socket is closed then (docs/decisions/0029). */
  async authenticateSession(token: string): Promise<AuthenticatedSession | null> {
    const checked = await this.checkSession(token);
    return 'session' in checked ? checked.session : null;
  }

  /**
   * As authenticateSession, saying why a token is refused. A token of ours whose account was
   * switched off is `account_inactive` whatever its version, so the person holding it reads why
   * rather than "session expired" (docs/decisions/0050).
   */
  async checkSession(token: string): Promise<{ session: AuthenticatedSession } | { refused: 'session_expired' | 'account_inactive' }> {
    const claims = this.tokens.verify(token);
    if (!claims) return { refused: 'session_expired' };
    const user = await this.users.findById(claims.sub);
    if (!user) return { refused: 'session_expired' };
    if (!isActive(user)) return { refused: 'account_inactive' };
    if (user.tokenVersion !== claims.tv) return { refused: 'session_expired' };
    return { session: { user, expiresAt: claims.expiresAt } };
  }

  /** Each still existing account's role, token version and whether it is switched on, for re-checking open sockets. */
  async currentAccess(ids: readonly string[]): Promise<Map<string, Pick<UserRow, 'role' | 'tokenVersion' | 'active'>>> {
    const rows = await this.users.findAccessByIds(ids);
    return new Map(rows.map((r) => [r.id, { role: r.role, tokenVersion: r.tokenVersion, active: r.active }]));
  }
}
