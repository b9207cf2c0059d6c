// How an item's publishing state is stored, queried and changed, for every collection that
// has one (news, vacancies). Items stored before states existed have none: they are published.
import type { Publication, PublicationState } from '@alu/common/contracts';
import type { Collection, Filter } from 'mongodb';
import { ValidationError } from '../../platform/errors/domainErrors';

export interface StoredPublication {
  state?: PublicationState;
  /** When it went (or, scheduled, goes) public. */
  publishAt?: Date;
}

/** What a write sets. */
export interface PublicationFields {
  state: PublicationState;
  publishAt?: Date;
}

/** As a query: the items visitors see at `now`. */
export function visibleAt<T extends StoredPublication>(now: Date): Filter<T> {
  return {
    $or: [
      { state: { $exists: false } },
      { state: 'published' },
      { state: 'scheduled', publishAt: { $lte: now } },
    ],
  } as Filter<T>;
}

/** As a query: the items whose state at `now` is `state`. */
export function inState<T extends StoredPublication>(
  state: PublicationState,
  now: Date,
): Filter<T> {
  switch (state) {
    case 'published':
      return visibleAt<T>(now);
    case 'scheduled':
      return { state: 'scheduled', publishAt: { $gt: now } } as Filter<T>;
    default:
      return { state } as Filter<T>;
  }
}

/** The earliest moment a scheduled item of `collection` goes public after `now`. */
export async function nextScheduledAfter<T extends StoredPublication>(
  collection: Collection<T>,
  now: Date,
): Promise<Date | null> {
  const [next] = await collection
    .find(inState<T>('scheduled', now), { projection: { publishAt: 1 } })
    .sort({ publishAt: 1 })
    .limit(1)
    .toArray();
  return next?.publishAt instanceof Date ? next.publishAt : null;
}

export function isVisibleAt(item: StoredPublication, now: Date): boolean {
  return toPublication(item, now).state === 'published';
}

export function toPublication(item: StoredPublication, now: Date): Publication {
  const { publishAt } = item;
  const at = publishAt instanceof Date ? publishAt : undefined;
  const stored = item.state ?? 'published';
  const state = stored === 'scheduled' && at && at <= now ? 'published' : stored;
  return { state, publishAt: at ? at.toISOString() : null };
}

/**
 * The `publication` a write asks for (`{ state, publishAt? }`, as its schema parsed it), as
 * stored; undefined when it asks none. A schedule needs a moment after `now`: the API's own
 * clock, not the sender's, decides what is still in the future.
 */
export function publicationFields(
  input: { readonly state: PublicationState; readonly publishAt?: string } | undefined,
  now: Date,
): PublicationFields | undefined {
  if (!input) return undefined;
  if (input.state !== 'scheduled' || input.publishAt === undefined) return { state: input.state };
  const at = new Date(input.publishAt);
  if (at <= now) {
    throw new ValidationError(
      'publication.publishAt',
      'publication.publishAt must be in the future',
    );
  }
  return { state: 'scheduled', publishAt: at };
}

/** The stored fields of a new item: published at once unless the write asks otherwise. */
export function newPublicationFields(
  input: PublicationFields | undefined,
  now: Date,
): PublicationFields {
  if (!input || input.state === 'published') return { state: 'published', publishAt: now };
  return input;
}

/**
 * The stored fields after an update asked for `input` on an item now in `current` (undefined
 * when it asks nothing: the state is kept). Publishing records the first moment it went
 * public and keeps it later; taking down keeps that moment as history.
 */
export function changedPublicationFields(
  input: PublicationFields | undefined,
  current: StoredPublication,
  now: Date,
): PublicationFields | undefined {
  if (!input || input.state === 'scheduled') return input;
  if (input.state === 'published') {
    return {
      state: 'published',
      publishAt: isVisibleAt(current, now) ? (current.publishAt ?? now) : now,
    };
  }
  return current.publishAt
    ? { state: input.state, publishAt: current.publishAt }
    : { state: input.state };
}

/** The audit action of a change of state, when the state changed. */
export function publicationChange(
  before: StoredPublication | undefined,
  after: StoredPublication,
  now: Date,
): 'publish' | 'unpublish' | 'schedule' | undefined {
  const was = before ? toPublication(before, now).state : undefined;
  const is = toPublication(after, now).state;
  if (was === is) return undefined;
  if (is === 'published') return 'publish';
  if (is === 'scheduled') return 'schedule';
  if (was === 'published') return 'unpublish';
  return undefined;
}

/**
 * The update that writes an edited record whole: every field given is set, and each optional
 * field in `optional` that the edit leaves out is removed, as is the moment of a schedule when
 * the edit sets a state without one.
 */
export function wholeRecordUpdate<Fields extends Partial<PublicationFields>>(
  fields: Fields,
  optional: readonly (keyof Fields & string)[],
  now: Date,
): { $set: Record<string, unknown>; $unset?: Record<string, ''> } {
  const unset: Record<string, ''> = {};
  for (const key of optional) if (fields[key] === undefined) unset[key] = '';
  if (fields.publishAt === undefined && fields.state !== undefined) unset.publishAt = '';
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return {
    $set: { ...set, updatedAt: now },
    ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
  };
}
