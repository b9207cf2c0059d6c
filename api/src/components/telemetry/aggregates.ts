// What is stored of the beacons: counts per remote, version, route template and minute (folded
// into hours later), never an event, a session id or an address.
import {
  CLIENT_ERROR_KINDS,
  TELEMETRY_MEASURES,
  type ClientErrorKind,
  type TelemetryMeasure,
} from '@alu/common/contracts/schemas';
import type { ObjectId } from 'mongodb';
import type { Histogram } from './histograms';

/** The route of the events whose route template their version does not declare. */
export const OTHER_ROUTE = 'other';
/** The remote name of what the shell itself measures (its pages, its chrome). */
export const SHELL_REMOTE = 'shell';

export interface AggregateKey {
  readonly remote: string;
  readonly version: string;
  readonly route: string;
}

/** The counts of one aggregate; a count nothing increased is absent. */
export interface AggregateCounts {
  /** Page views. */
  views?: number;
  /**
   * Page loads (a beacon's random id) of the version, each counted once per minute and
   * instance, under the route it was first seen on this minute.
   */
  sessions?: number;
  /** Client addresses of the version, counted in the same way. */
  clients?: number;
  errors?: Partial<Record<ClientErrorKind, number>>;
  lcp?: Histogram;
  inp?: Histogram;
  cls?: Histogram;
  ttfb?: Histogram;
}

export interface MinuteAggregate extends AggregateKey, AggregateCounts {
  _id?: ObjectId;
  /** The minute's start (the API's clock when the beacon arrived, never the browser's). */
  minute: Date;
  /**
   * A short keyed tag of each client counted (up to CLIENT_TAGS_PER_MINUTE per version,
   * minute and instance): the distinct clients of several minutes are the union of their tags.
   */
  clientTags?: string[];
  /** The sweeper that folds this minute into its hour. */
  claim?: string;
  claimedAt?: Date;
}

export interface HourAggregate extends AggregateKey, AggregateCounts {
  _id?: ObjectId;
  hour: Date;
  /** The minutes of the hour (0 to 59) already added: folding one again changes nothing. */
  folded: number[];
}

/** Increments by field path (`views`, `errors.load`, `lcp.le2500`). */
export type Increments = Record<string, number>;

export const COUNT_FIELDS = ['views', 'sessions', 'clients'] as const;

/** The counts of a stored aggregate as the increments that would make them. */
export function incrementsOf(counts: AggregateCounts): Increments {
  const increments: Increments = {};
  for (const field of COUNT_FIELDS) {
    const value = counts[field];
    if (value) increments[field] = value;
  }
  for (const kind of CLIENT_ERROR_KINDS) {
    const value = counts.errors?.[kind];
    if (value) increments[`errors.${kind}`] = value;
  }
  for (const measure of TELEMETRY_MEASURES) {
    for (const [bucket, value] of Object.entries(counts[measure] ?? {})) {
      if (value) increments[`${measure}.${bucket}`] = value;
    }
  }
  return increments;
}

export function addIncrements(into: Increments, more: Increments): void {
  for (const [field, value] of Object.entries(more)) into[field] = (into[field] ?? 0) + value;
}

export const isMeasure = (kind: string): kind is TelemetryMeasure =>
  (TELEMETRY_MEASURES as readonly string[]).includes(kind);
