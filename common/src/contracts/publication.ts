// Publishing states of what administrators write for visitors (news, media items, vacancies):
// kept as a draft, scheduled for a moment, published, or taken down again. Visitors, the
// public API, the sitemap and the search see only published items and scheduled ones whose
// moment has come. Moments travel as ISO 8601 UTC; people read and type them in Sofia time.
import { TZDate } from '@date-fns/tz';

export const PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export function isPublicationState(value: unknown): value is PublicationState {
  return (PUBLICATION_STATES as readonly unknown[]).includes(value);
}

/** What an administrator sets with a write. */
export interface PublicationInput {
  readonly state: PublicationState;
  /** For `scheduled`: the moment it goes public, ISO 8601 UTC, in the future. */
  readonly publishAt?: string;
}

/** An item's publication as the administrators' API answers it. */
export interface Publication {
  /** The state now: a scheduled item whose moment has passed is `published`. */
  readonly state: PublicationState;
  /** When it went or goes public (ISO 8601 UTC); null for items never published. */
  readonly publishAt: string | null;
}

/** The company's clock (Shumen, Bulgaria): schedules are typed and shown in it. */
export const PUBLICATION_TIME_ZONE = 'Europe/Sofia';

const LOCAL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `YYYY-MM-DDTHH:mm` in Sofia → ISO 8601 UTC; undefined for anything else. */
export function sofiaMomentToIso(local: string): string | undefined {
  const match = LOCAL_MOMENT.exec(local);
  if (!match) return undefined;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59) {
    return undefined;
  }
  const moment = new TZDate(year, month - 1, day, hours, minutes, PUBLICATION_TIME_ZONE);
  // 31-02 would roll into March: not a date someone meant.
  if (moment.getDate() !== day) return undefined;
  return new Date(moment.getTime()).toISOString();
}

/** An ISO 8601 moment → `YYYY-MM-DDTHH:mm` in Sofia (what a datetime field shows). */
export function isoToSofiaMoment(iso: string): string {
  const moment = new TZDate(Date.parse(iso), PUBLICATION_TIME_ZONE);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}` +
    `T${two(moment.getHours())}:${two(moment.getMinutes())}`
  );
}
