import pino, { type Logger } from 'pino';

/**
 * A service's structured JSON logs on stdout, each line naming the service. `silent` logs
 * nothing. Written asynchronously: a line goes out at once when stdout is free, and lines
 * logged while a write is under way are sent together after it (pino's sonic-boom; flushed on
 * exit), so a busy server never waits for its log.
 */
export function serviceLogger(service: string, level: string): Logger {
  return pino({ level, base: { service } }, pino.destination({ dest: 1, sync: false }));
}
