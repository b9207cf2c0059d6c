// Administrator tokens: JWT, HS256 only, with issuer, audience and a short lifetime. Verifying
// pins the algorithm, so `alg: none` and algorithm-confusion tokens are refused.
import jwt from 'jsonwebtoken';

export const TOKEN_ISSUER = 'alu-api';
export const TOKEN_AUDIENCE = 'alu-admin';
export const TOKEN_ALGORITHM = 'HS256';
/** Seconds. A sign-in lasts a working session; then the panel asks for the password again. */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;
/** Longer strings are not tokens we issued: not worth verifying. */
const MAX_TOKEN_LENGTH = 2048;

export interface TokenClaims {
  /** The administrator's username (`sub`). */
  username: string;
  /** The administrator's session version when the token was issued (`sv`). */
  sessionVersion: number;
}

export class AdminTokens {
  constructor(private readonly secret: string) {}

  issue(claims: TokenClaims): string {
    return jwt.sign({ sv: claims.sessionVersion }, this.secret, {
      algorithm: TOKEN_ALGORITHM,
      expiresIn: TOKEN_LIFETIME_SECONDS,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      subject: claims.username,
    });
  }

  /** The claims of a genuine, unexpired token of ours; undefined for anything else. */
  verify(token: unknown): TokenClaims | undefined {
    if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) {
      return undefined;
    }
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.secret, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
    } catch {
      return undefined; // bad signature, expired, wrong issuer/audience/algorithm, malformed
    }
    if (typeof payload === 'string') return undefined;
    const { sub, sv, exp } = payload as { sub?: unknown; sv?: unknown; exp?: unknown };
    // Every token we issue expires; one without `exp` was not made here.
    if (typeof exp !== 'number') return undefined;
    if (typeof sub !== 'string' || sub === '' || typeof sv !== 'number') return undefined;
    if (!Number.isSafeInteger(sv)) return undefined;
    return { username: sub, sessionVersion: sv };
  }
}
