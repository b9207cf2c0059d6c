// Signing in and recognising administrators: passwords checked against argon2id hashes, tokens
// issued and recognised (a token also needs its administrator to still exist with the same
// session version, so deleting an administrator or resetting the password ends its sessions).
import type { Logger } from '../../platform/logging/logger';
import type { AdminRepository } from './adminRepository';
import {
  hashPassword,
  needsRehash,
  primeDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import type { AdminTokens } from './tokens';

export interface AdminIdentity {
  username: string;
}

export class AdminAuth {
  constructor(
    private readonly admins: AdminRepository,
    private readonly tokens: AdminTokens,
    private readonly logger: Logger,
  ) {
    void primeDummyHash();
  }

  /**
   * A token for valid credentials, undefined otherwise. An unknown username costs the same
   * password check as a wrong password, so neither the answer nor its timing tells them apart.
   */
  async signIn(username: string, password: string): Promise<string | undefined> {
    const admin = await this.admins.findByUsername(username);
    if (!admin) return verifyAgainstDummy(password).then(() => undefined);
    if (!(await verifyPassword(admin.passwordHash, password))) return undefined;
    if (needsRehash(admin.passwordHash)) {
      try {
        await this.admins.replaceHash(admin._id, await hashPassword(password));
      } catch (err) {
        this.logger.warn({ err }, 'upgrading a password hash failed');
      }
    }
    return this.tokens.issue({
      username: admin.username,
      sessionVersion: admin.sessionVersion ?? 0,
    });
  }

  /**
   * Sets a new password after checking the current one; answers a token for the session that
   * asked (every other session of that administrator ends), or undefined when the current
   * password is wrong.
   */
  async changePassword(
    username: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<string | undefined> {
    const admin = await this.admins.findByUsername(username);
    if (!admin || !(await verifyPassword(admin.passwordHash, currentPassword))) return undefined;
    const sessionVersion = await this.admins.changePassword(
      admin._id,
      await hashPassword(newPassword),
    );
    if (sessionVersion === undefined) return undefined;
    return this.tokens.issue({ username: admin.username, sessionVersion });
  }

  /** The administrator a token belongs to; undefined for a missing, invalid or ended one. */
  async identify(token: unknown): Promise<AdminIdentity | undefined> {
    const claims = this.tokens.verify(token);
    if (!claims) return undefined;
    const admin = await this.admins.findByUsername(claims.username);
    if (!admin || (admin.sessionVersion ?? 0) !== claims.sessionVersion) return undefined;
    return { username: admin.username };
  }
}
