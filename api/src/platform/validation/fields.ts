// Reading the fields of a request body: each helper answers the value or throws a
// ValidationError naming the field at fault (answered 400 `validation_failed` by the mapper).
// Values are type-checked before use, so a JSON object such as `{ "$ne": "" }` never reaches a
// database query.
import { ValidationError } from '../errors/domainErrors';

export type JsonObject = Record<string, unknown>;

/** The parsed JSON body, when it is an object (not an array, a scalar or missing). */
export function bodyObject(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError('body', 'The request body must be a JSON object');
  }
  return body as JsonObject;
}

/**
 * A required string of 1..max characters (after trimming when `trim`), or a ValidationError.
 * Own properties only: `__proto__` or inherited names are never read from the prototype.
 */
export function requiredString(
  body: JsonObject,
  field: string,
  { max, trim = true }: { max: number; trim?: boolean },
): string {
  const raw = Object.hasOwn(body, field) ? body[field] : undefined;
  if (raw === undefined || raw === null) {
    throw new ValidationError(field, `${field} is required`);
  }
  if (typeof raw !== 'string') throw new ValidationError(field, `${field} must be a string`);
  const value = trim ? raw.trim() : raw;
  if (value === '') throw new ValidationError(field, `${field} must not be empty`);
  if (value.length > max) {
    throw new ValidationError(field, `${field} must be at most ${max} characters long`);
  }
  return value;
}

/** An optional string of at most `max` characters; missing or null is ''. */
export function optionalString(body: JsonObject, field: string, { max }: { max: number }): string {
  const raw = Object.hasOwn(body, field) ? body[field] : undefined;
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw new ValidationError(field, `${field} must be a string`);
  if (raw.length > max) {
    throw new ValidationError(field, `${field} must be at most ${max} characters long`);
  }
  return raw;
}
