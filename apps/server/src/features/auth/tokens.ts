import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SESSION_DAYS, type Role } from '@laundry/shared/constants';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version when issued; a reset bumps it and kills older tokens. */
  tv: number;
}

export class TokenService {
  /**
   * Imported once: jose turns raw bytes or a KeyObject into a CryptoKey on every call, which
   * cost more than the signature check itself on each authenticated request.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_DAYS}d`)
      .sign(await this.key);
  }

  /** Only HS256 is accepted: "alg: none" and algorithm swaps fail here. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
      const role = payload.role === 'admin' ? 'admin' : 'customer';
      return { sub: payload.sub, role, tv: payload.tv };
    } catch {
      return null;
    }
  }
}
