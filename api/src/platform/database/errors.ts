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

/** True for driver errors that mean "the database cannot be reached", also when wrapped as a cause. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (UNAVAILABLE.some((type) => current instanceof type)) return true;
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
