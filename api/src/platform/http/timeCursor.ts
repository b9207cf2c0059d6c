// The opaque cursor of the newest-first lists (applications, the audit trail): the last
// item's time and id, so items arriving meanwhile never shift a page. The lists' query schema
// reads a cursor back (`timeCursor` in @alu/common/contracts/schemas).
import { ObjectId, type Filter } from 'mongodb';

export interface TimeCursor {
  readonly at: Date;
  readonly id: ObjectId;
}

/** The cursor after an item, base64url. */
export function encodeTimeCursor(at: Date, id: ObjectId): string {
  return Buffer.from(`${at.getTime()}.${id.toHexString()}`).toString('base64url');
}

/** A cursor as the query schema read it, with its id as the database's. */
export function toTimeCursor(
  cursor: { readonly at: Date; readonly id: string } | undefined,
): TimeCursor | undefined {
  return cursor && { at: cursor.at, id: new ObjectId(cursor.id) };
}

/** The query of the items after `cursor` in the order `{ [timeField]: -1, _id: -1 }`. */
export function afterCursor<T>(timeField: string, cursor: TimeCursor): Filter<T> {
  return {
    $or: [{ [timeField]: { $lt: cursor.at } }, { [timeField]: cursor.at, _id: { $lt: cursor.id } }],
  } as Filter<T>;
}

/**
 * One page of a list read with one item more than `limit` (that extra item says a next page
 * exists): the items, mapped, and the cursor after the last one shown (null on the last page,
 * or when the last item has no time).
 */
export function pageOf<T extends { _id: unknown }, U>(
  docs: readonly T[],
  limit: number,
  timeOf: (doc: T) => unknown,
  map: (doc: T) => U,
): { items: U[]; nextCursor: string | null } {
  const items = docs.slice(0, limit);
  const last = items.at(-1);
  const at = last ? timeOf(last) : undefined;
  const more = docs.length > limit && at instanceof Date && last?._id instanceof ObjectId;
  return {
    items: items.map(map),
    nextCursor: more ? encodeTimeCursor(at, last._id as ObjectId) : null,
  };
}
