// The query parameters of the paginated administrators' lists.
import { ValidationError } from '../errors/domainErrors';
import { decodeTimeCursor, type TimeCursor } from './timeCursor';

/** A query parameter given once as a string, or undefined. */
export function queryValue(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ValidationError(name, `${name} must be given once`);
  return value;
}

/** `limit`: 1 to `max`, `fallback` when absent. */
export function pageLimit(query: unknown, { fallback, max }: { fallback: number; max: number }) {
  const raw = queryValue(query, 'limit');
  if (raw === undefined) return fallback;
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= max)) {
    throw new ValidationError('limit', `limit must be 1 to ${max}`);
  }
  return limit;
}

/** `cursor`: one this API made, or undefined when absent. */
export function pageCursor(query: unknown): TimeCursor | undefined {
  const raw = queryValue(query, 'cursor');
  if (raw === undefined || raw === '') return undefined;
  const cursor = decodeTimeCursor(raw);
  if (!cursor) throw new ValidationError('cursor', 'cursor is not one this API made');
  return cursor;
}
