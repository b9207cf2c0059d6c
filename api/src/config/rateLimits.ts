// Every rate limit of the API, declared once: what it counts, its window and limit, the
// variables that change them (none: fixed) and the message of its 429 answer. The settings
// schema reads its variables from here, the limiters their names and defaults, the docs their
// table.

export interface RateLimitDeclaration {
  /** Names the limiter in the store (its key prefix), the logs and the metrics. */
  readonly name: string;
  /** What one request counted is, for the docs. */
  readonly counts: string;
  readonly windowSeconds: number;
  /** Requests admitted per window and key. */
  readonly limit: number;
  /** The variables that override the window and the limit. */
  readonly windowVariable?: string;
  readonly limitVariable?: string;
  /** The 429 answer's message. */
  readonly message: string;
}

const SIGN_IN_MESSAGE = 'Too many failed sign-in attempts; try again later';

export const RATE_LIMITS = {
  loginIp: {
    name: 'login-ip',
    counts: 'failed sign-ins from one client address, whatever the username',
    windowSeconds: 15 * 60,
    limit: 30,
    windowVariable: 'LOGIN_LIMIT_WINDOW_SECONDS',
    limitVariable: 'LOGIN_LIMIT_PER_IP',
    message: SIGN_IN_MESSAGE,
  },
  // Per address, so that an attacker cannot lock the real administrator out from elsewhere.
  loginUsernameIp: {
    name: 'login-username-ip',
    counts: 'failed sign-ins for one username from one client address',
    windowSeconds: 15 * 60,
    limit: 10,
    windowVariable: 'LOGIN_LIMIT_WINDOW_SECONDS',
    limitVariable: 'LOGIN_LIMIT_PER_USERNAME',
    message: SIGN_IN_MESSAGE,
  },
  // The brake on a guessing attack spread over many addresses: a short window, so it locks
  // the real administrator out for at most a minute after such an attack stops.
  loginUsername: {
    name: 'login-username',
    counts: 'failed sign-ins for one username from every address together',
    windowSeconds: 60,
    limit: 100,
    windowVariable: 'LOGIN_BRAKE_WINDOW_SECONDS',
    limitVariable: 'LOGIN_BRAKE_PER_USERNAME',
    message: SIGN_IN_MESSAGE,
  },
  // A wrong current password is a failed sign-in of that administrator.
  passwordChange: {
    name: 'password-change',
    counts: 'wrong current passwords given by one signed-in administrator',
    windowSeconds: 15 * 60,
    limit: 10,
    windowVariable: 'LOGIN_LIMIT_WINDOW_SECONDS',
    limitVariable: 'LOGIN_LIMIT_PER_USERNAME',
    message: 'Too many wrong passwords; try again later',
  },
  // More than any visitor sends by hand; refused requests count too, so a script cannot probe
  // the validation endlessly.
  inquiries: {
    name: 'inquiries',
    counts: 'inquiries (`POST /api/inquiries`) from one client address, refused ones included',
    windowSeconds: 15 * 60,
    limit: 10,
    windowVariable: 'INQUIRY_LIMIT_WINDOW_SECONDS',
    limitVariable: 'INQUIRY_LIMIT_PER_IP',
    message: 'Too many inquiries from this address; try again later',
  },
  // A visitor correcting a refused file included.
  applications: {
    name: 'applications',
    counts:
      'job applications (`POST /api/applications`) from one client address, refused ones included',
    windowSeconds: 60 * 60,
    limit: 10,
    windowVariable: 'APPLICATION_LIMIT_WINDOW_SECONDS',
    limitVariable: 'APPLICATION_LIMIT_PER_IP',
    message: 'Too many applications from this address; try again later',
  },
  newsletter: {
    name: 'newsletter',
    counts:
      'newsletter subscriptions (`POST /api/newsletter`), new or repeated, from one client address',
    windowSeconds: 15 * 60,
    limit: 20,
    message: 'Too many subscriptions; try again later',
  },
  newsletterUnsubscribe: {
    name: 'newsletter-unsubscribe',
    counts: 'leave requests (`POST /api/newsletter/unsubscribe`) from one client address',
    windowSeconds: 15 * 60,
    limit: 20,
    message: 'Too many subscriptions; try again later',
  },
  // The news form checks a slug 300 ms after typing stops: far below this.
  validateUrl: {
    name: 'validate-url',
    counts: 'slug checks (`POST /api/news/validate-url`) from one client address',
    windowSeconds: 60,
    limit: 120,
    message: 'Too many slug checks; try again later',
  },
  // A page view sends one beacon when it is hidden; a visitor reading a page a minute sends
  // far fewer. Refused beacons count too (an oversized or malformed flood is refused unread).
  telemetry: {
    name: 'telemetry',
    counts:
      'telemetry beacons (`POST /api/telemetry`) from one client address, refused ones included',
    windowSeconds: 10 * 60,
    limit: 120,
    windowVariable: 'TELEMETRY_LIMIT_WINDOW_SECONDS',
    limitVariable: 'TELEMETRY_LIMIT_PER_IP',
    message: 'Too many telemetry beacons from this address; try again later',
  },
} as const satisfies Record<string, RateLimitDeclaration>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Requests admitted per client address and window. */
export interface PerIpRateLimit {
  readonly windowMs: number;
  readonly maxPerIp: number;
}

export function perIpDefaults(declared: RateLimitDeclaration): PerIpRateLimit {
  return { windowMs: declared.windowSeconds * 1000, maxPerIp: declared.limit };
}

/** The sign-in limits: per client IP and per (username, IP) in one window; the brake in its own. */
export interface LoginRateLimit {
  windowMs: number;
  maxPerIp: number;
  maxPerUsername: number;
  brakeMaxPerUsername: number;
  brakeWindowMs: number;
}

const { loginIp, loginUsernameIp, loginUsername } = RATE_LIMITS;
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = Object.freeze({
  windowMs: loginIp.windowSeconds * 1000,
  maxPerIp: loginIp.limit,
  maxPerUsername: loginUsernameIp.limit,
  brakeMaxPerUsername: loginUsername.limit,
  brakeWindowMs: loginUsername.windowSeconds * 1000,
});
export type InquiryRateLimit = PerIpRateLimit;
export const DEFAULT_INQUIRY_RATE_LIMIT = Object.freeze(perIpDefaults(RATE_LIMITS.inquiries));
export const DEFAULT_NEWSLETTER_RATE_LIMIT = Object.freeze(perIpDefaults(RATE_LIMITS.newsletter));
export const DEFAULT_TELEMETRY_RATE_LIMIT = Object.freeze(perIpDefaults(RATE_LIMITS.telemetry));

interface RateLimitVariable {
  kind: 'window' | 'limit';
  fallback: number;
  limits: RateLimitDeclaration[];
}

/**
 * The variables of the declared limits, each once: a variable several limits share (the
 * sign-in window) must have one default, or the declarations contradict each other.
 */
export function rateLimitVariables(): Map<string, RateLimitVariable> {
  const variables = new Map<string, RateLimitVariable>();
  const add = (
    name: string,
    kind: RateLimitVariable['kind'],
    fallback: number,
    declared: RateLimitDeclaration,
  ) => {
    const known = variables.get(name) ?? { kind, fallback, limits: [] };
    if (known.kind !== kind || known.fallback !== fallback) {
      throw new Error(`${name}: the rate limits that share it declare different defaults`);
    }
    known.limits.push(declared);
    variables.set(name, known);
  };
  for (const declared of Object.values(RATE_LIMITS) as RateLimitDeclaration[]) {
    if (declared.windowVariable)
      add(declared.windowVariable, 'window', declared.windowSeconds, declared);
    if (declared.limitVariable) add(declared.limitVariable, 'limit', declared.limit, declared);
  }
  return variables;
}
