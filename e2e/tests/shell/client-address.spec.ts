import { expect, test } from '@playwright/test';
import { requestAsClient } from '../../support/clientAddress';

/**
 * An attacker sends requests to the site's public origin, each with an X-Forwarded-For (and
 * Forwarded, X-Real-IP) of his choosing, hoping every rate limit counts a "new" address each
 * time. The site server sets the client's address itself, from the connection, unless the
 * connection comes from a proxy it trusts; so the limits count him as one.
 *
 * Each test connects from an address of its own in 127.0.0.0/8 (all of it is this machine, and
 * none of these is the trusted test proxy), so the limits it fills never reach other tests.
 */
function forgedPost(from: string, path: string, data: unknown, forged: string) {
  return requestAsClient(forged, {
    from,
    path,
    data,
    headers: { Forwarded: `for=${forged}`, 'X-Real-IP': forged },
  }).then((response) => response.status);
}

/** Statuses of up to `attempts` requests, each from a new forged address, until the first 429. */
async function untilLimited(attempts: number, send: (attempt: number) => Promise<number>) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts && !statuses.includes(429); attempt += 1) {
    statuses.push(await send(attempt));
  }
  return statuses;
}

test('failed sign-ins with forged X-Forwarded-For headers still hit the limit', async () => {
  // The API allows 30 failed sign-ins per client address in 15 minutes.
  const statuses = await untilLimited(40, (attempt) =>
    forgedPost(
      '127.0.0.2',
      '/api/admin/login',
      { username: `nobody-${attempt}`, password: 'not-the-password-0' },
      `203.0.113.${attempt + 1}`,
    ),
  );
  expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses).toHaveLength(31);
});

test('newsletter requests with forged X-Forwarded-For headers still hit the limit', async () => {
  // 20 requests per client address in 15 minutes; invalid addresses count too (and store
  // nothing).
  const statuses = await untilLimited(30, (attempt) =>
    forgedPost(
      '127.0.0.3',
      '/api/newsletter',
      { email: `not-an-address-${attempt}` },
      `198.51.100.${attempt + 1}`,
    ),
  );
  expect(statuses.at(-1)).toBe(429);
  expect(statuses).toHaveLength(21);
});
