// The id in a path or query: a 24-digit hex ObjectId, or undefined when it cannot name a
// document (anything else, e.g. an operator object, never reaches a query).
import { ObjectId } from 'mongodb';

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

export function objectIdParam(value: unknown): ObjectId | undefined {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value)
    ? new ObjectId(value)
    : undefined;
}
