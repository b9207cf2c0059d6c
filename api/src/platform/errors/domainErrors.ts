// What the API's workflows and input parsers report when a request cannot be carried out.
// They know nothing of HTTP: the one error mapper (http/errors.ts) turns each into its answer.

/** The input breaks a rule; `field` names the first field at fault. */
export class ValidationError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** A stable code of the problem, for clients that word it themselves. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** The thing the request names does not exist. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The request contradicts the stored state (a name taken, an item changed meanwhile). */
export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The request's time ran out before the write was committed (nothing was stored). */
export class DeadlineExceededError extends Error {
  constructor() {
    super('The request took too long; try again');
    this.name = 'DeadlineExceededError';
  }
}

/** The input is well formed but cannot be processed (e.g. a stored image no decoder reads). */
export class UnprocessableError extends Error {
  constructor(
    /** A stable code of the problem, answered as the error's code. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnprocessableError';
  }
}
