import { createSigner, createVerifier } from 'fast-jwt';
import { SESSION_DAYS, type Role } from '@laundry/shared/constants';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version when issued; a reset bumps it and kills older tokens. */
  tv: number;
}

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

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
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  }

  sign(claims: TokenClaims): string {
    return this.signer({ sub: claims.sub, role: claims.role, tv: claims.tv });
  }

  /** The claims of a valid, unexpired HS256 token of ours, or null. */
  verify(token: string): TokenClaims | null {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
    const role = payload.role === 'admin' ? 'admin' : 'customer';
    return { sub: payload.sub, role, tv: payload.tv };
  }
}
