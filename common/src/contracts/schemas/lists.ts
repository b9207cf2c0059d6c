// The lists' query parameters (filters, page size, cursor) and the fields answers share: what
// only the API and its document read, apart from the forms' schemas so no form carries them.
import * as v from 'valibot';
import { PUBLICATION_STATES } from '../publication';
import { once } from './fields';

/**
 * An optional filter of a list: one of `values`; empty means no filter (`''` in, `undefined`
 * out).
 */
export function queryChoice<const T extends readonly string[]>(values: T, message: string) {
  return v.optional(
    v.pipe(
      once(),
      v.values(['', ...values], message),
      v.transform((value) => (value === '' ? undefined : (value as T[number]))),
    ),
  );
}

/** An optional text filter of at most `max` characters; empty means no filter. */
export function queryText(max?: number) {
  const bounded =
    max === undefined
      ? once()
      : v.pipe(once(), v.maxLength(max, `must be at most ${max} characters long`));
  return v.optional(
    v.pipe(
      bounded,
      v.transform((value) => value || undefined),
    ),
  );
}

/** `limit`: 1 to `max` results, `size.default` when absent. */
export function pageLimit(size: { readonly default: number; readonly max: number }) {
  const message = `must be 1 to ${size.max}`;
  return v.optional(
    v.pipe(
      once(),
      v.regex(/^\d{1,4}$/, message),
      v.transform(Number),
      v.minValue(1, message),
      v.maxValue(size.max, message),
    ),
    String(size.default),
  );
}

/** Base64url text as a string, or undefined when it is not base64url. */
export function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}

/** What a list's cursor stands for: the last item's time and id (24 hex digits). */
export interface TimeCursor {
  readonly at: Date;
  readonly id: string;
}

/** A cursor the API made (`<milliseconds>.<id>`, base64url), or undefined for anything else. */
export function decodeTimeCursor(text: string): TimeCursor | undefined {
  const match = /^(\d{1,15})\.([0-9a-f]{24})$/.exec(fromBase64Url(text) ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return { at: new Date(Number(match[1])), id: match[2] };
}

/** `cursor`: one the API gave with the previous page; empty or absent is the first page. */
export const timeCursor = v.optional(
  v.pipe(
    once(),
    v.maxLength(100, 'is not one this API made'),
    v.check(
      (text) => text === '' || decodeTimeCursor(text) !== undefined,
      'is not one this API made',
    ),
    v.transform((text) => (text === '' ? undefined : decodeTimeCursor(text))),
  ),
);

// ── Answers ───────────────────────────────────────────────────────────────────────────────

/** A stored document's id: 24 hexadecimal digits. */
export const objectId = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/));

/** A moment, ISO 8601 with time (UTC). */
export const isoMoment = v.pipe(v.string(), v.isoTimestamp());

/** A calendar date, ISO 8601 `YYYY-MM-DD` ('' for a stored value that is none). */
export const isoDateOrEmpty = v.pipe(v.string(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/));

/** One page of a newest-first list and the cursor of the next (null on the last page). */
export function pageOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    items: v.array(item),
    nextCursor: v.pipe(
      v.nullable(v.string()),
      v.description('Pass as `cursor` for the next page; null on the last one.'),
    ),
  });
}

/** An item's publication as the administrators' API answers it. */
export const publicationSchema = v.object({
  state: v.pipe(
    v.picklist(PUBLICATION_STATES),
    v.description('The state now: a scheduled item whose moment has passed is `published`.'),
  ),
  publishAt: v.pipe(
    v.nullable(v.string()),
    v.description('When it went or goes public (ISO 8601 UTC); null for items never published.'),
  ),
});
