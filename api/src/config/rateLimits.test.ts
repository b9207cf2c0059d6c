import { API_SETTINGS } from './apiSettings';
import { loadConfig } from './config';
import { RATE_LIMITS, rateLimitVariables, type RateLimitDeclaration } from './rateLimits';

const declared: RateLimitDeclaration[] = Object.values(RATE_LIMITS);

describe('the rate limits, declared once', () => {
  it('name each limiter once: its store, its logs and its metrics keep them apart', () => {
    const names = declared.map((limit) => limit.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('give every variable they name to the settings, with the declared default', () => {
    const defaults = loadConfig({});
    for (const [name, variable] of rateLimitVariables()) {
      expect(API_SETTINGS).toHaveProperty(name);
      expect(API_SETTINGS[name as keyof typeof API_SETTINGS].default).toBe(
        String(variable.fallback),
      );
    }
    expect(defaults.loginRateLimit).toEqual({
      windowMs: RATE_LIMITS.loginIp.windowSeconds * 1000,
      maxPerIp: RATE_LIMITS.loginIp.limit,
      maxPerUsername: RATE_LIMITS.loginUsernameIp.limit,
      brakeMaxPerUsername: RATE_LIMITS.loginUsername.limit,
      brakeWindowMs: RATE_LIMITS.loginUsername.windowSeconds * 1000,
    });
    expect(defaults.applications).toMatchObject({
      windowMs: RATE_LIMITS.applications.windowSeconds * 1000,
      maxPerIp: RATE_LIMITS.applications.limit,
    });
  });

  it('read a variable several limits share through one setting', () => {
    const config = loadConfig({ LOGIN_LIMIT_WINDOW_SECONDS: '120', LOGIN_LIMIT_PER_USERNAME: '4' });
    expect(config.loginRateLimit).toMatchObject({ windowMs: 120_000, maxPerUsername: 4 });
    expect(rateLimitVariables().get('LOGIN_LIMIT_WINDOW_SECONDS')?.limits).toEqual([
      RATE_LIMITS.loginIp,
      RATE_LIMITS.loginUsernameIp,
      RATE_LIMITS.passwordChange,
    ]);
  });
});
