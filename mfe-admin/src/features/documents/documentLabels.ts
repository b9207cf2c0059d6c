// The documents' words in the panel: kinds, periods, a row's title and description.
// The constants come from '@alu/common/contracts' rather than the shared root entry: this
// remote then bundles its own copy, so it keeps working beside a shell whose shared copy of
// @alu/common predates the documents.
import {
  DOCUMENT_OPTIONAL_LANGUAGES,
  type AdminDocument,
  type DocumentKind,
  type DocumentPeriod,
} from '@alu/common/contracts';
import { formatDate } from '@alu/common/locale-format';

export const KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  catalogue: 'Каталог',
  certificate: 'Сертификат',
  report: 'Доклад',
  'financial-statement': 'Финансов отчет',
  'meeting-paper': 'Материали за общо събрание',
  presentation: 'Презентация',
  policy: 'Политика',
};

export const PERIOD_LABELS: Readonly<Record<DocumentPeriod, string>> = {
  annual: 'Годишен',
  'half-year': 'Шестмесечен',
  q1: 'Първо тримесечие',
  q3: 'Трето тримесечие',
};

/** The row's title: the first one written in the order bg, en, it (Italian is always there). */
export function documentTitle(document: Pick<AdminDocument, 'titles'>): string {
  const { bg, en, it } = document.titles;
  return bg || en || it;
}

/** The kind and what belongs to it: `Финансов отчет · Шестмесечен 2025`. */
export function describeKind(
  document: Pick<AdminDocument, 'kind' | 'year' | 'period' | 'meetingDate'>,
): string {
  const kind = KIND_LABELS[document.kind];
  if (document.kind === 'financial-statement' && document.period) {
    return `${kind} · ${PERIOD_LABELS[document.period]} ${document.year}`;
  }
  if (document.kind === 'meeting-paper' && document.meetingDate) {
    return `${kind} · ${formatDate(document.meetingDate, 'bg')}`;
  }
  return kind;
}

/** The optional languages the document has no title in (visitors there read the Italian). */
export function untranslated(document: Pick<AdminDocument, 'titles'>): string[] {
  return DOCUMENT_OPTIONAL_LANGUAGES.filter((language) => !document.titles[language]).map(
    (language) => language.toUpperCase(),
  );
}
