import pino from 'pino';
import type { LogLevel } from '../config';

export type Logger = pino.Logger;

/**
 * Structured JSON logs on stdout. `silent` (the default under NODE_ENV=test) logs nothing.
 * Written asynchronously: a line goes out at once when stdout is free, and lines logged while
 * a write is under way are sent together after it (pino's sonic-boom; flushed on exit). Every
 * request is still logged; under load the API no longer waits for each line's write.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'api' } }, pino.destination({ dest: 1, sync: false }));
}
