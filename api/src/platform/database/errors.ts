import { isNativeError } from 'node:util/types';
import {
  MongoBulkWriteError,
  MongoClientClosedError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerError,
  MongoSystemError,
  MongoTopologyClosedError,
} from 'mongodb';

const UNAVAILABLE = [
  MongoSystemError, // includes MongoServerSelectionError: no server answered in time
  MongoNetworkError, // includes timeouts and cleared pools
  MongoOperationTimeoutError,
  MongoTopologyClosedError,
  MongoClientClosedError,
  MongoServerClosedError,
  MongoNotConnectedError,
];

/** Socket failures that mean the peer is gone, not that the request was wrong. */
const LOST_CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTCONN',
]);

/** A frame of the driver's own files, installed (`lib/`) or mapped back to its sources (`src/`). */
const DRIVER_FRAME = /[\\/]node_modules[\\/]mongodb[\\/]/;

/**
 * The driver wraps socket errors as MongoNetworkError, except one: when the server goes while a
 * large write waits for the socket to drain, the socket's own error (`write ECONNRESET`) comes
 * through bare. It is recognised by its code and by being raised inside the driver, so a lost
 * connection to another service is not mistaken for the database.
 */
function isBareDriverSocketError(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return (
    code !== undefined && LOST_CONNECTION_CODES.has(code) && DRIVER_FRAME.test(error.stack ?? '')
  );
}

/** True for driver errors that mean "the database cannot be reached", also when wrapped as a cause. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // isNativeError, not instanceof Error: Node's own socket errors come from another realm under
  // jest's sandbox, and instanceof would miss them there.
  for (let current = error, depth = 0; isNativeError(current) && depth < 5; depth++) {
    if (UNAVAILABLE.some((type) => current instanceof type)) return true;
    if (isBareDriverSocketError(current)) return true;
    current = current.cause;
  }
  return false;
}

export const DUPLICATE_KEY = 11000;

/** A unique index refused the write (single writes and every error of a bulk write). */
export function isDuplicateKeyError(error: unknown): boolean {
  if (error instanceof MongoBulkWriteError) {
    // The driver types this as one error or a list.
    const writeErrors = [error.writeErrors].flat();
    if (writeErrors.length > 0) return writeErrors.every((e) => e.code === DUPLICATE_KEY);
  }
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}
