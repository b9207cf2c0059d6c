import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { formatDate } from '@alu/common/locale-format';
import {
  DOCUMENT_KINDS,
  DOCUMENT_OPTIONAL_LANGUAGES,
  type AdminDocument,
  type AdminDocumentPage,
  type DocumentKind,
} from '@alu/common/contracts';
import { isUnauthorized } from '../../shared/api/adminApi';
import { PublicationBadge } from '../../shared/publication/PublicationBadge';
import { PublicationStateFilter } from '../../shared/publication/PublicationStateFilter';
import { useSession } from '../../shared/session/AdminSession';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import { withFilter } from '../../shared/ui/filterValue';
import { FormModal } from '../../shared/ui/FormModal';
import { ListSearch } from '../../shared/ui/ListSearch';
import { OutcomeMessage, type Outcome } from '../../shared/ui/OutcomeMessage';
import { RecordList } from '../../shared/ui/RecordList';
import listStyles from '../../shared/ui/RecordList.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useCursorPages, type CursorPages } from '../../shared/ui/useCursorPages';
import { describeDocumentError } from './documentErrors';
import { describeKind, documentTitle, KIND_LABELS, untranslated } from './documentLabels';
import { documentsApi, type DocumentFilter } from './documentsApi';
import styles from './DocumentsTab.module.css';

/**
 * The form loads when it first opens, with the write's schemas: the list needs neither.
 */
const DocumentForm = lazy(() =>
  import('./DocumentForm').then((module) => ({ default: module.DocumentForm })),
);

/** The question asked before a document goes off the site. */
export function withdrawConfirmation(document: AdminDocument): string {
  return (
    `„${documentTitle(document)}“ ще бъде свален от сайта: адресът ${document.url} вече няма ` +
    'да го показва. Файловете се пазят и документът може да бъде публикуван отново. Продължавате ли?'
  );
}

/** Visitors see it, or will at its moment: it can be withdrawn. */
const isOnline = (document: AdminDocument) =>
  document.publication.state === 'published' || document.publication.state === 'scheduled';

/** Withdrawing from the list, after the confirmation; the result takes the focus. */
function useWithdraw(pages: CursorPages<AdminDocument, AdminDocumentPage>) {
  const { token, logout } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const withdraw = async (document: AdminDocument) => {
    if (pending !== null || !window.confirm(withdrawConfirmation(document))) return;
    const title = documentTitle(document);
    setPending(document._id);
    setOutcome(null);
    try {
      pages.replace(await documentsApi.withdraw(token, document._id));
      setOutcome({ tone: 'done', message: `„${title}“ е свален от сайта.` });
    } catch (error) {
      console.error('[admin] withdrawing a document failed', error);
      if (isUnauthorized(error)) {
        logout();
        return;
      }
      setOutcome({
        tone: 'error',
        message: `„${title}“ не беше свален. ${describeDocumentError(error, 'withdraw')}`,
      });
      pages.reload();
    } finally {
      setPending(null);
    }
  };
  return { pending, outcome, withdraw };
}

/** The years a list can be filtered by: next year back to the first the API takes. */
function filterYears(): number[] {
  const last = new Date().getFullYear() + 1;
  return Array.from({ length: last - 1990 + 1 }, (_, index) => last - index);
}

/** The kind, year and missing-language selects of the filter bar (the state is shared). */
function DocumentFilters({
  filter,
  choose,
}: {
  readonly filter: DocumentFilter;
  readonly choose: <K extends keyof DocumentFilter>(key: K, value: DocumentFilter[K]) => void;
}) {
  const ids = useId();
  return (
    <>
      <label htmlFor={`${ids}-kind`}>Вид</label>
      <select
        id={`${ids}-kind`}
        value={filter.kind ?? ''}
        onChange={(event) => choose('kind', (event.target.value as DocumentKind) || undefined)}
      >
        <option value="">Всички</option>
        {DOCUMENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-year`}>Година</label>
      <select
        id={`${ids}-year`}
        value={filter.year ?? ''}
        onChange={(event) => choose('year', event.target.value || undefined)}
      >
        <option value="">Всички</option>
        {filterYears().map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </select>
      <PublicationStateFilter value={filter.state} onChange={(state) => choose('state', state)} />
      <label htmlFor={`${ids}-missing`}>Липсващ език</label>
      <select
        id={`${ids}-missing`}
        value={filter.missing ?? ''}
        onChange={(event) =>
          choose('missing', (event.target.value as DocumentFilter['missing']) || undefined)
        }
      >
        <option value="">—</option>
        {DOCUMENT_OPTIONAL_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {language.toUpperCase()}
          </option>
        ))}
      </select>
    </>
  );
}

/** A row's text: date, title, kind, state and the titles it lacks. */
function DocumentSummary({ document }: { readonly document: AdminDocument }) {
  const missing = untranslated(document);
  return (
    <>
      <time className={listStyles.date} dateTime={document.date}>
        {formatDate(document.date, 'bg')}
      </time>
      <span className={listStyles.title}>{documentTitle(document)}</span>
      <span className={styles.kind}>{describeKind(document)}</span>
      <PublicationBadge publication={document.publication} />
      {missing.length > 0 ? (
        <span className={styles.languages}>Без заглавие на {missing.join(', ')}</span>
      ) : null}
    </>
  );
}

/** The controls of a row visitors see (or will): its file on the site, and withdrawal. */
function DocumentRowActions({
  document,
  pending,
  onWithdraw,
}: {
  readonly document: AdminDocument;
  readonly pending: boolean;
  readonly onWithdraw: () => void;
}) {
  const title = documentTitle(document);
  return (
    <>
      {document.publication.state === 'published' ? (
        <a
          href={document.url}
          target="_blank"
          rel="noreferrer"
          aria-label={`PDF на „${title}“ в сайта (нов раздел)`}
        >
          PDF
        </a>
      ) : null}
      <button
        type="button"
        className={styles.withdraw}
        disabled={pending}
        aria-label={`Свали „${title}“ от сайта`}
        onClick={onWithdraw}
      >
        Свали
      </button>
    </>
  );
}

export interface DocumentsTabProps {
  /** "New publication" was chosen: the form for a new document is open. */
  readonly creating: boolean;
  readonly onCreateClosed: () => void;
}

/**
 * The Documents tab: every document whatever its state, newest first, a page at a time,
 * searched by title or address and filtered by kind, year, state and missing language; the
 * create and edit form with the file's history and its replacement; withdrawal.
 */
export function DocumentsTab({ creating, onCreateClosed }: DocumentsTabProps) {
  const [filter, setFilter] = useState<DocumentFilter>({});
  const [editing, setEditing] = useState<AdminDocument | null>(null);
  const load = useCallback(
    (token: string, cursor: string | undefined, signal: AbortSignal) =>
      documentsApi.page(token, { ...filter, cursor }, signal),
    [filter],
  );
  const pages = useCursorPages<AdminDocument, AdminDocumentPage>(
    load,
    JSON.stringify(filter),
    'documents',
  );
  const { pending, outcome, withdraw } = useWithdraw(pages);
  const choose = <K extends keyof DocumentFilter>(key: K, value: DocumentFilter[K]) =>
    setFilter((current) => withFilter(current, key, value));
  const close = () => {
    setEditing(null);
    if (creating) onCreateClosed();
    pages.reload();
  };

  return (
    <>
      <ListSearch label="Търсене (заглавие или адрес)" onSearch={(q) => choose('q', q)}>
        <DocumentFilters filter={filter} choose={choose} />
      </ListSearch>
      <OutcomeMessage outcome={outcome} />
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма документи."
        errorMessage="Документите не можаха да бъдат заредени."
      />
      {pages.items.length > 0 ? (
        <RecordList
          items={pages.items}
          label="Документи"
          itemKey={(document) => document._id}
          summary={(document) => <DocumentSummary document={document} />}
          actions={(document) =>
            isOnline(document) ? (
              <DocumentRowActions
                document={document}
                pending={pending === document._id}
                onWithdraw={() => void withdraw(document)}
              />
            ) : null
          }
          onOpen={setEditing}
        />
      ) : null}
      <LoadMoreButton pages={pages} />
      <FormModal
        open={creating || editing !== null}
        title={creating ? 'Нов документ' : 'Редактиране на документ'}
        onClose={close}
      >
        <Suspense fallback={<StatusMessage tone="busy" message="Зареждане…" />}>
          <DocumentForm
            key={creating ? 'new' : editing?._id}
            document={creating ? undefined : (editing ?? undefined)}
            onSaved={close}
            onCancel={close}
          />
        </Suspense>
      </FormModal>
    </>
  );
}
