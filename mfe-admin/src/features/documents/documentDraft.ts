// The document form as plain functions: what the editor typed, checked by the API's own schemas
// (the create's with the address, the update's without), and what a write sends.
import {
  DOCUMENT_LANGUAGES,
  type AdminDocument,
  type DocumentInput,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentPeriod,
} from '@alu/common/contracts';
import {
  documentCreateDataSchema,
  documentInputSchema,
  fieldIssues,
} from '@alu/common/contracts/schemas';
import { toFormDate } from '@alu/common/dates/formDate';
import {
  NEW_PUBLICATION,
  publicationDraftOf,
  publicationProblem,
  toPublicationInput,
  type PublicationDraft,
} from '../../shared/publication/publicationDraft';
import { FIELD_LABELS, FIELD_MESSAGES } from './documentErrors';
import type { DocumentCreateData } from './documentsApi';

export interface DocumentDraft {
  /** The address (a create only: it never changes). */
  readonly slug: string;
  readonly kind: DocumentKind | '';
  /** A financial statement's fiscal year, as typed. */
  readonly year: string;
  readonly period: DocumentPeriod | '';
  /** A meeting paper's meeting, `DD-MM-YYYY` as typed. */
  readonly meetingDate: string;
  /** `DD-MM-YYYY` as typed. */
  readonly date: string;
  readonly titles: Readonly<Record<DocumentLanguage, string>>;
  readonly publication: PublicationDraft;
  /** The PDF of a create (a file is replaced apart, with its own upload). */
  readonly file: File | null;
}

/** The longest address the API takes (its slug pattern). */
export const SLUG_MAX_LENGTH = 120;

const noTitles = (): Record<DocumentLanguage, string> => ({ it: '', en: '', bg: '' });

export function emptyDocumentDraft(): DocumentDraft {
  return {
    slug: '',
    kind: '',
    year: '',
    period: '',
    meetingDate: '',
    date: '',
    titles: noTitles(),
    publication: NEW_PUBLICATION,
    file: null,
  };
}

export function draftFromDocument(document: AdminDocument): DocumentDraft {
  return {
    slug: document.slug,
    kind: document.kind,
    year: document.kind === 'financial-statement' ? String(document.year) : '',
    period: document.period ?? '',
    meetingDate: document.meetingDate ? toFormDate(document.meetingDate) : '',
    date: toFormDate(document.date),
    titles: { ...noTitles(), ...document.titles },
    publication: publicationDraftOf(document.publication),
    file: null,
  };
}

/** A restored draft: every field there, whatever an older draft lacked. */
export function restorableDraft(restored: DocumentDraft): DocumentDraft {
  const empty = emptyDocumentDraft();
  return { ...empty, ...restored, titles: { ...empty.titles, ...restored.titles } };
}

/** What an address field keeps of what is typed: lowercase letters, digits and hyphens. */
export function filterSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SLUG_MAX_LENGTH);
}

/** The fields as the API reads them; only the fields of the chosen kind. */
function fieldsOf(draft: DocumentDraft): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    kind: draft.kind === '' ? undefined : draft.kind,
    titles: Object.fromEntries(DOCUMENT_LANGUAGES.map((code) => [code, draft.titles[code]])),
    date: draft.date,
    publication: toPublicationInput(draft.publication),
  };
  if (draft.kind === 'financial-statement') {
    fields.year = draft.year.trim() === '' ? undefined : Number(draft.year);
    fields.period = draft.period === '' ? undefined : draft.period;
  }
  if (draft.kind === 'meeting-paper') fields.meetingDate = draft.meetingDate;
  return fields;
}

// The two writes below are typed by the schema that has just taken them: the API runs the same
// schema on arrival.

/** The `data` of a create, when the API's schema takes it. */
export function toCreateData(draft: DocumentDraft): DocumentCreateData | undefined {
  const data = { slug: draft.slug, ...fieldsOf(draft) };
  return fieldIssues(documentCreateDataSchema, data).length === 0
    ? (data as DocumentCreateData)
    : undefined;
}

/** The body of an update, when the API's schema takes it. */
export function toDocumentInput(draft: DocumentDraft): DocumentInput | undefined {
  const input = fieldsOf(draft);
  return fieldIssues(documentInputSchema, input).length === 0
    ? (input as DocumentInput)
    : undefined;
}

/** The fields the API would refuse, as it names them (`titles.it`, `period`…). */
function refusedFields(draft: DocumentDraft, creating: boolean): Set<string> {
  // Without a kind the schema stops at the kind; a stand-in kind has the others checked too.
  const probe: DocumentDraft = draft.kind === '' ? { ...draft, kind: 'report' } : draft;
  const issues = creating
    ? fieldIssues(documentCreateDataSchema, { slug: probe.slug, ...fieldsOf(probe) })
    : fieldIssues(documentInputSchema, fieldsOf(probe));
  const fields = new Set(issues.map((issue) => issue.field));
  if (draft.kind === '') fields.add('kind');
  if (creating && !draft.file) fields.add('file');
  // The schedule's moment is checked against the clock here (the API checks it on arrival).
  if (publicationProblem(draft.publication)) fields.add('publication.publishAt');
  return fields;
}

/** What the editor typed in a field, to tell a field left empty from one typed wrong. */
function typedIn(draft: DocumentDraft, field: string): string {
  switch (field) {
    case 'slug':
      return draft.slug;
    case 'kind':
      return draft.kind;
    case 'year':
      return draft.year.trim();
    case 'period':
      return draft.period;
    case 'meetingDate':
      return draft.meetingDate;
    case 'date':
      return draft.date;
    case 'file':
      return draft.file?.name ?? '';
    case 'publication.publishAt':
      return draft.publication.moment;
    default: {
      const language = DOCUMENT_LANGUAGES.find((code) => field === `titles.${code}`);
      return language ? draft.titles[language].trim() : '';
    }
  }
}

export interface DraftCheck {
  /** Fields typed wrong, with what they need (shown at the field). */
  readonly invalid: ReadonlyMap<string, string>;
  /** The labels of required fields still empty (listed next to the button). */
  readonly missing: readonly string[];
  readonly ready: boolean;
}

/** The fields in the order the form shows them (the labels' order). */
const FORM_ORDER = Object.keys(FIELD_LABELS);
const formPlace = (field: string) =>
  FORM_ORDER.includes(field) ? FORM_ORDER.indexOf(field) : FORM_ORDER.length;

/** Where the draft stands against the API's rules. */
export function checkDraft(draft: DocumentDraft, creating: boolean): DraftCheck {
  const invalid = new Map<string, string>();
  const missing: string[] = [];
  const fields = [...refusedFields(draft, creating)].sort((a, b) => formPlace(a) - formPlace(b));
  for (const field of fields) {
    if (typedIn(draft, field) === '') missing.push(FIELD_LABELS[field] ?? field);
    else invalid.set(field, FIELD_MESSAGES[field] ?? '');
  }
  return { invalid, missing, ready: invalid.size === 0 && missing.length === 0 };
}
