// Publishing states of what administrators write for visitors (news, media items, vacancies):
// kept as a draft, scheduled for a moment, published, or taken down again. Visitors, the
// public API, the sitemap and the search see only published items and scheduled ones whose
// moment has come. Moments travel as ISO 8601 UTC; people read and type them in Sofia time
// (publicationTime.ts, kept out of the package index: visitors' pages need no time zones).
import type * as v from 'valibot';
import type { publicationInputSchema } from './schemas/dates';
import type { publicationSchema } from './schemas/lists';

export const PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export function isPublicationState(value: unknown): value is PublicationState {
  return (PUBLICATION_STATES as readonly unknown[]).includes(value);
}

/** What an administrator sets with a write. */
export type PublicationInput = v.InferInput<typeof publicationInputSchema>;

/** An item's publication as the administrators' API answers it. */
export type Publication = v.InferOutput<typeof publicationSchema>;

/** The company's clock (Shumen, Bulgaria): schedules are typed and shown in it. */
export const PUBLICATION_TIME_ZONE = 'Europe/Sofia';

/** The states in Bulgarian, the administrators' language (the admin and the news preview). */
export const PUBLICATION_STATE_LABELS: Readonly<Record<PublicationState, string>> = {
  draft: 'Чернова',
  scheduled: 'Насрочена',
  published: 'Публикувана',
  unpublished: 'Свалена',
};
