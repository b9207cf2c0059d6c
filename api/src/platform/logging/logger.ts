import { serviceLogger } from '@alu/server-kit';
import type pino from 'pino';
import type { LogLevel } from '../../config';

export type Logger = pino.Logger;

/** The API's JSON logs on stdout (see serviceLogger). `silent` (the default under NODE_ENV=test) logs nothing. */
export function createLogger(level: LogLevel): Logger {
  return serviceLogger('api', level);
}
