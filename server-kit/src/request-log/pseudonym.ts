import { createHash } from 'node:crypto';

/**
 * A stable stand-in for a name in a log line (an administrator's username, or what someone
 * typed as one): the lines about one name can be told together, but the name cannot be read
 * off the log, and a typed e-mail address never lands there.
 */
export function pseudonym(value: string): string {
  return createHash('sha256').update(`alu-log\0${value}`).digest('base64url').slice(0, 12);
}
