// Helpers for tests of the administration endpoints.
import jwt from 'jsonwebtoken';
import type { Db } from 'mongodb';
import request from 'supertest';
import { createOrResetAdmin } from '#api/components/admin/adminAccounts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '#api/components/admin/tokens';
import type { EmailJsConfig } from '@alu/common/contracts';
import {
  DEFAULT_INQUIRY_RATE_LIMIT,
  DEFAULT_LOGIN_RATE_LIMIT,
  type InquiryRateLimit,
  type LoginRateLimit,
} from '#api/config/config';
import type { Database } from '#api/platform/database/database';
import { createApp } from '#api/app/createApp';
import { composeApi } from '#api/app/composeApi';
import type { NewsletterRateLimit } from '#api/components/newsletter/newsletter.router';
import { RemotesRegistry } from '#api/components/remotes/registry';
import { silentLogger } from './helpers';
import type { ChangeFeed } from '#api/platform/shared-state/changeFeed';
import type { Logger } from 'pino';

export const TEST_JWT_SECRET = 'test-secret-'.padEnd(64, 'x');
export const ADMIN = { username: 'amministratore', password: 'correct horse battery staple' };

export function adminApp(
  database: Database,
  options: {
    loginRateLimit?: Partial<LoginRateLimit>;
    now?: () => Date;
    newsletterRateLimit?: NewsletterRateLimit;
    inquiryRateLimit?: Partial<InquiryRateLimit>;
    applicationRateLimit?: { windowMs?: number; maxPerIp?: number };
    emailjs?: EmailJsConfig | null;
    newsCacheMs?: number;
    timeouts?: { requestMs: number; uploadMs: number };
    changes?: ChangeFeed;
    inquiryNotices?: { poke(): void };
    /** Where the app logs (silent unless a test reads what it logged). */
    logger?: Logger;
  } = {},
) {
  return createApp(
    composeApi({
      database,
      remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
      logger: options.logger ?? silentLogger,
      admin: {
        jwtSecret: TEST_JWT_SECRET,
        // High by default, so only the rate-limit tests meet the limits.
        loginRateLimit: {
          ...DEFAULT_LOGIN_RATE_LIMIT,
          maxPerIp: 1000,
          maxPerUsername: 1000,
          ...options.loginRateLimit,
        },
      },
      // High by default, so only the rate-limit tests meet the limit.
      inquiryRateLimit: {
        ...DEFAULT_INQUIRY_RATE_LIMIT,
        maxPerIp: 1000,
        ...options.inquiryRateLimit,
      },
      applications: { windowMs: 60_000, maxPerIp: 1000, ...options.applicationRateLimit },
      emailjs: options.emailjs ?? null,
      ...(options.now ? { now: options.now } : {}),
      ...(options.newsCacheMs === undefined ? {} : { newsCacheMs: options.newsCacheMs }),
      ...(options.timeouts ? { timeouts: options.timeouts } : {}),
      ...(options.changes ? { changes: options.changes } : {}),
      ...(options.inquiryNotices ? { inquiryNotices: options.inquiryNotices } : {}),
      // High by default, so only the rate-limit tests meet it.
      newsletterRateLimit: options.newsletterRateLimit ?? { windowMs: 60_000, maxPerIp: 1000 },
    }),
  );
}

export async function createTestAdmin(db: Db, admin = ADMIN): Promise<void> {
  await createOrResetAdmin(db, admin.username, admin.password);
}

/** Signs in through the API and answers the token. */
export async function signIn(app: ReturnType<typeof createApp>, admin = ADMIN): Promise<string> {
  const response = await request(app).post('/api/admin/login').send(admin).expect(200);
  const { token } = response.body as { token: string };
  return token;
}

/** A token made outside the API, with the claims the API issues unless overridden. */
export function handMadeToken(
  overrides: {
    secret?: string;
    username?: string;
    sessionVersion?: number;
    audience?: string;
    issuer?: string;
    expiresAt?: number;
    algorithm?: jwt.Algorithm;
  } = {},
): string {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return jwt.sign(
    {
      sub: overrides.username ?? ADMIN.username,
      sv: overrides.sessionVersion ?? 1,
      iss: overrides.issuer ?? TOKEN_ISSUER,
      aud: overrides.audience ?? TOKEN_AUDIENCE,
      iat: nowSeconds,
      exp: overrides.expiresAt ?? nowSeconds + 600,
    },
    overrides.secret ?? TEST_JWT_SECRET,
    { algorithm: overrides.algorithm ?? 'HS256' },
  );
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token (`alg: none`) with otherwise valid claims. */
export function unsignedToken(): string {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    sub: ADMIN.username,
    sv: 1,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: nowSeconds,
    exp: nowSeconds + 600,
  })}.`;
}
