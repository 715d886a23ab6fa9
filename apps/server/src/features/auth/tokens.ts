import { createSigner, createVerifier } from 'fast-jwt';
import { SESSION_DAYS, type Role } from '@laundry/shared/constants';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version when issued; a reset bumps it and kills older tokens. */
  tv: number;
}

/** A verified token: its claims, and when it stops being valid (ms since the epoch). */
export interface VerifiedToken extends TokenClaims {
  expiresAt: number;
}

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Clocks of several API processes may differ a little: a token may look this much longer-lived. */
const CLOCK_SKEW_MS = 60_000;
/** The longest a token of ours may live, as its own claims tell (docs/decisions/0029). */
export const MAX_TOKEN_LIFETIME_MS = SESSION_MS + CLOCK_SKEW_MS;

/**
 * HS256 tokens through fast-jwt, whose HMAC runs on node:crypto in the request's own turn.
 * (jose goes through WebCrypto, a thread-pool round trip of ~140 µs on every authenticated
 * request: the largest single cost of booking an order.) The tests forge tokens with jose,
 * so the two implementations check each other.
 */
export class TokenService {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;

  constructor(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_MS });
    // Only HS256 is accepted: "alg: none" and algorithm swaps fail here. A token verified once
    // is remembered until it expires (or for ten minutes), sparing the HMAC on every request of
    // a session; revocation is checked against the account (tokenVersion) every time regardless.
    // A token must say when it ends (exp) and when it began (iat): a token signed with our key
    // but without an end, or living longer than a session, is refused, not trusted for ever.
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000, requiredClaims: ['exp', 'iat'] });
  }

  sign(claims: TokenClaims): string {
    return this.signer({ sub: claims.sub, role: claims.role, tv: claims.tv });
  }

  /** The claims of a valid, unexpired HS256 token of ours whose lifetime is a session's at most, or null. */
  verify(token: string, now = Date.now()): VerifiedToken | null {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch {
      return null;
    }
    const { sub, tv, exp, iat } = payload;
    if (typeof sub !== 'string' || typeof tv !== 'number' || typeof exp !== 'number' || typeof iat !== 'number') return null;
    const expiresAt = exp * 1000;
    // Measured both from its own start and from now, so neither a back-dated iat nor a far exp passes.
    if (expiresAt - iat * 1000 > MAX_TOKEN_LIFETIME_MS || expiresAt - now > MAX_TOKEN_LIFETIME_MS) return null;
    // Anything but a known staff role reads as the least-privileged one (the account's row decides anyway).
    const role = payload.role === 'admin' || payload.role === 'rider' ? payload.role : 'customer';
    return { sub, role, tv, expiresAt };
  }
}
