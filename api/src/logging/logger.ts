import pino from 'pino';
import type { LogLevel } from '../config';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout. `silent` (the default under NODE_ENV=test) logs nothing. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'api' } });
}
