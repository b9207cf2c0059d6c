import { randomUUID } from 'node:crypto';

/** What an id from a proxy may look like: nginx's 32 hex digits, a UUID, and the like. */
const WELL_FORMED = /^[\w.:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * The request's id: the one a trusted proxy in front made (so one id follows a request from the
 * edge through every service), or a new one. A client's own header is never taken: it could
 * tie its requests to another's in the logs.
 */
export function requestIdOf(header: string | string[] | undefined, fromTrustedProxy: boolean) {
  if (fromTrustedProxy && typeof header === 'string' && WELL_FORMED.test(header)) return header;
  return randomUUID();
}
