// The event form as plain functions: what the editor typed, checked by the API's own schema,
// and what a write sends.
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_TITLE_MAX_LENGTH,
  type AdminInvestorEvent,
  type DocumentLanguage,
  type InvestorEventInput,
  type InvestorEventKind,
} from '@alu/common/contracts';
import { fieldIssues, investorEventInputSchema } from '@alu/common/contracts/schemas';
import { toFormDate } from '@alu/common/dates/formDate';
import {
  NEW_PUBLICATION,
  publicationDraftOf,
  publicationProblem,
  toPublicationInput,
  type PublicationDraft,
} from '../../shared/publication/publicationDraft';

export interface EventDraft {
  /** `DD-MM-YYYY` as typed. */
  readonly date: string;
  readonly kind: InvestorEventKind | '';
  readonly titles: Readonly<Record<DocumentLanguage, string>>;
  /** The linked document's id, or '' for none. */
  readonly documentId: string;
  readonly publication: PublicationDraft;
}

export function emptyEventDraft(): EventDraft {
  return {
    date: '',
    kind: '',
    titles: { it: '', en: '', bg: '' },
    documentId: '',
    publication: NEW_PUBLICATION,
  };
}

export function draftFromEvent(event: AdminInvestorEvent): EventDraft {
  return {
    date: toFormDate(event.date),
    kind: event.kind,
    titles: { en: '', bg: '', ...event.titles },
    documentId: event.documentId ?? '',
    publication: publicationDraftOf(event.publication),
  };
}

/** The fields as the API reads them. */
function fieldsOf(draft: EventDraft): Record<string, unknown> {
  return {
    date: draft.date,
    kind: draft.kind === '' ? undefined : draft.kind,
    titles: Object.fromEntries(DOCUMENT_LANGUAGES.map((code) => [code, draft.titles[code]])),
    documentId: draft.documentId === '' ? null : draft.documentId,
    publication: toPublicationInput(draft.publication),
  };
}

/** The body of a create or an update, when the API's schema takes it. */
export function toEventInput(draft: EventDraft): InvestorEventInput | undefined {
  const input = fieldsOf(draft);
  // Typed by the schema that has just taken it: the API runs the same schema on arrival.
  return fieldIssues(investorEventInputSchema, input).length === 0 &&
    !publicationProblem(draft.publication)
    ? (input as InvestorEventInput)
    : undefined;
}

/** The fields as the API names them, with the form's labels (in the form's order). */
export const EVENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  date: 'Дата на събитието',
  kind: 'Вид',
  'titles.it': 'Заглавие (IT)',
  'titles.en': 'Заглавие (EN)',
  'titles.bg': 'Заглавие (BG)',
  documentId: 'Свързан документ',
  'publication.publishAt': 'Дата и час на публикуване',
};

const optionalTitle = `Заглавието може да е до ${DOCUMENT_TITLE_MAX_LENGTH} знака.`;

/** What a field needs, said the same way whether the form or the server found the problem. */
export const EVENT_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  date: 'Въведете истинска дата (ДД-ММ-ГГГГ).',
  kind: 'Изберете вида на събитието.',
  'titles.it': `Заглавието на италиански е задължително, до ${DOCUMENT_TITLE_MAX_LENGTH} знака.`,
  'titles.en': optionalTitle,
  'titles.bg': optionalTitle,
  documentId: 'Документът вече не съществува. Изберете друг или никакъв.',
  'publication.publishAt': 'Изберете бъдещи дата и час на публикуване.',
};

export interface EventDraftCheck {
  /** Fields typed wrong, with what they need (shown at the field). */
  readonly invalid: ReadonlyMap<string, string>;
  /** The labels of required fields still empty (listed next to the button). */
  readonly missing: readonly string[];
  readonly ready: boolean;
}

function typedIn(draft: EventDraft, field: string): string {
  if (field === 'date') return draft.date;
  if (field === 'kind') return draft.kind;
  if (field === 'publication.publishAt') return draft.publication.moment;
  const language = DOCUMENT_LANGUAGES.find((code) => field === `titles.${code}`);
  return language ? draft.titles[language].trim() : 'typed';
}

const FORM_ORDER = Object.keys(EVENT_FIELD_LABELS);

/** Where the draft stands against the API's rules. */
export function checkEventDraft(draft: EventDraft): EventDraftCheck {
  const fields = new Set(
    fieldIssues(investorEventInputSchema, fieldsOf(draft)).map((i) => i.field),
  );
  if (draft.kind === '') fields.add('kind');
  // The schedule's moment is checked against the clock here (the API checks it on arrival).
  if (publicationProblem(draft.publication)) fields.add('publication.publishAt');
  const invalid = new Map<string, string>();
  const missing: string[] = [];
  const ordered = [...fields].sort((a, b) => FORM_ORDER.indexOf(a) - FORM_ORDER.indexOf(b));
  for (const field of ordered) {
    if (typedIn(draft, field) === '') missing.push(EVENT_FIELD_LABELS[field] ?? field);
    else invalid.set(field, EVENT_FIELD_MESSAGES[field] ?? '');
  }
  return { invalid, missing, ready: invalid.size === 0 && missing.length === 0 };
}
