// The publishing part of the news and vacancy forms as plain functions: what the administrator
// chose (a state and, for a schedule, a moment typed in Sofia time), and what is sent.
import { isoToSofiaMoment, sofiaMomentToIso } from '@alu/common/contracts/publicationTime';
import { formatDateTime } from '@alu/common/locale-format';
import {
  PUBLICATION_STATE_LABELS,
  PUBLICATION_TIME_ZONE,
  type Publication,
  type PublicationInput,
  type PublicationState,
} from '@alu/common';

export interface PublicationDraft {
  readonly state: PublicationState;
  /** `YYYY-MM-DDTHH:mm` in Sofia; used when `state` is `scheduled`. */
  readonly moment: string;
}

/** A new item is published on saving unless the editor chooses otherwise. */
export const NEW_PUBLICATION: PublicationDraft = { state: 'published', moment: '' };

export function publicationDraftOf(publication: Publication | undefined): PublicationDraft {
  if (!publication) return NEW_PUBLICATION;
  const moment =
    publication.state === 'scheduled' && publication.publishAt
      ? isoToSofiaMoment(publication.publishAt)
      : '';
  return { state: publication.state, moment };
}

/** Why the chosen publication cannot be saved, or undefined. */
export function publicationProblem(
  draft: PublicationDraft,
  now: Date = new Date(),
): string | undefined {
  if (draft.state !== 'scheduled') return undefined;
  const iso = sofiaMomentToIso(draft.moment);
  if (!iso) return 'Изберете дата и час на публикуване.';
  if (Date.parse(iso) <= now.getTime())
    return 'Датата и часът на публикуване трябва да са в бъдещето.';
  return undefined;
}

export function toPublicationInput(draft: PublicationDraft): PublicationInput {
  if (draft.state !== 'scheduled') return { state: draft.state };
  return { state: 'scheduled', publishAt: sofiaMomentToIso(draft.moment) ?? draft.moment };
}

/** A row's state in words: `Насрочена за 01.12.2026 г., 09:00` (Sofia time). */
export function describePublication(publication: Publication | undefined): string {
  if (!publication) return '';
  const label = PUBLICATION_STATE_LABELS[publication.state];
  if (publication.state !== 'scheduled' || !publication.publishAt) return label;
  const moment = formatDateTime(publication.publishAt, 'bg', { timeZone: PUBLICATION_TIME_ZONE });
  return `${label} за ${moment}`;
}
