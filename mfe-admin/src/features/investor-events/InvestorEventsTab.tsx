import { lazy, Suspense, useCallback, useState } from 'react';
import { formatDate } from '@alu/common/locale-format';
import {
  DOCUMENT_OPTIONAL_LANGUAGES,
  type AdminInvestorEvent,
  type AdminInvestorEventList,
  type PublicationState,
} from '@alu/common/contracts';
import { isUnauthorized } from '../../shared/api/adminApi';
import { PublicationBadge } from '../../shared/publication/PublicationBadge';
import { PublicationStateFilter } from '../../shared/publication/PublicationStateFilter';
import { useSession } from '../../shared/session/AdminSession';
import { CursorListStatus } from '../../shared/ui/CursorListStatus';
import { FormModal } from '../../shared/ui/FormModal';
import filterStyles from '../../shared/ui/ListFilters.module.css';
import { OutcomeMessage, type Outcome } from '../../shared/ui/OutcomeMessage';
import { RecordList } from '../../shared/ui/RecordList';
import listStyles from '../../shared/ui/RecordList.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useCursorPages, type CursorPages } from '../../shared/ui/useCursorPages';
import { describeEventError } from './eventErrors';
import { EVENT_KIND_LABELS, eventTitle } from './eventLabels';
import { investorEventsApi } from './investorEventsApi';
import styles from './InvestorEventsTab.module.css';

/** The form loads when it first opens, with the write's schema: the list needs neither. */
const EventForm = lazy(() =>
  import('./EventForm').then((module) => ({ default: module.EventForm })),
);

/** The question asked before an event goes off the calendar. */
export function withdrawConfirmation(event: AdminInvestorEvent): string {
  return (
    `„${eventTitle(event)}“ ще бъде свалено от календара за инвеститори. Събитието се пази и ` +
    'може да бъде публикувано отново. Продължавате ли?'
  );
}

/** The question asked before an event is deleted for good. */
export function deleteConfirmation(event: AdminInvestorEvent): string {
  return `„${eventTitle(event)}“ ще бъде изтрито завинаги. Продължавате ли?`;
}

/** Visitors see it, or will at its moment: it can be withdrawn. */
const isOnline = (event: AdminInvestorEvent) =>
  event.publication.state === 'published' || event.publication.state === 'scheduled';

/** Withdrawing and deleting from the list, after the confirmation. */
function useRowWrites(pages: CursorPages<AdminInvestorEvent, AdminInvestorEventList>) {
  const { token, logout } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (
    event: AdminInvestorEvent,
    question: string,
    write: () => Promise<void>,
    done: string,
    failed: string,
  ) => {
    if (pending !== null || !window.confirm(question)) return;
    setPending(event._id);
    setOutcome(null);
    try {
      await write();
      setOutcome({ tone: 'done', message: done });
    } catch (error) {
      console.error('[admin] a calendar write failed', error);
      if (isUnauthorized(error)) {
        logout();
        return;
      }
      setOutcome({ tone: 'error', message: `${failed} ${describeEventError(error)}` });
      pages.reload();
    } finally {
      setPending(null);
    }
  };
  const title = (event: AdminInvestorEvent) => eventTitle(event);
  return {
    pending,
    outcome,
    withdraw: (event: AdminInvestorEvent) =>
      run(
        event,
        withdrawConfirmation(event),
        async () => pages.replace(await investorEventsApi.withdraw(token, event._id)),
        `„${title(event)}“ е свалено от календара.`,
        `„${title(event)}“ не беше свалено.`,
      ),
    remove: (event: AdminInvestorEvent) =>
      run(
        event,
        deleteConfirmation(event),
        async () => {
          await investorEventsApi.remove(token, event._id);
          pages.reload();
        },
        `„${title(event)}“ е изтрито.`,
        `„${title(event)}“ не беше изтрито.`,
      ),
  };
}

/** A row's text: date, title, kind, state, the titles it lacks and its document. */
function EventSummary({ event }: { readonly event: AdminInvestorEvent }) {
  const missing = DOCUMENT_OPTIONAL_LANGUAGES.filter((language) => !event.titles[language]).map(
    (language) => language.toUpperCase(),
  );
  return (
    <>
      <time className={listStyles.date} dateTime={event.date}>
        {formatDate(event.date, 'bg')}
      </time>
      <span className={listStyles.title}>{eventTitle(event)}</span>
      <span className={styles.kind}>{EVENT_KIND_LABELS[event.kind]}</span>
      <PublicationBadge publication={event.publication} />
      {missing.length > 0 ? (
        <span className={styles.note}>Без заглавие на {missing.join(', ')}</span>
      ) : null}
      {event.document ? (
        <span className={styles.kind}>Документ: {eventTitle(event.document)}</span>
      ) : event.documentId ? (
        <span className={styles.note}>Документът не е публикуван</span>
      ) : null}
    </>
  );
}

export interface InvestorEventsTabProps {
  /** "New publication" was chosen: the form for a new event is open. */
  readonly creating: boolean;
  readonly onCreateClosed: () => void;
}

/**
 * The Calendar tab: every investor event whatever its state, newest date first, filtered by
 * state; the create and edit form; withdrawal and deletion.
 */
export function InvestorEventsTab({ creating, onCreateClosed }: InvestorEventsTabProps) {
  const [state, setState] = useState<PublicationState | undefined>();
  const [editing, setEditing] = useState<AdminInvestorEvent | null>(null);
  const load = useCallback(
    (token: string, _cursor: string | undefined, signal: AbortSignal) =>
      investorEventsApi.list(token, state, signal),
    [state],
  );
  const pages = useCursorPages<AdminInvestorEvent, AdminInvestorEventList>(
    load,
    state ?? '',
    'investor events',
  );
  const { pending, outcome, withdraw, remove } = useRowWrites(pages);
  const close = () => {
    setEditing(null);
    if (creating) onCreateClosed();
    pages.reload();
  };

  return (
    <>
      <div className={filterStyles.filters}>
        <PublicationStateFilter value={state} onChange={setState} />
      </div>
      <OutcomeMessage outcome={outcome} />
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма събития."
        errorMessage="Събитията не можаха да бъдат заредени."
      />
      {pages.items.length > 0 ? (
        <RecordList
          items={pages.items}
          label="Събития за инвеститори"
          itemKey={(event) => event._id}
          summary={(event) => <EventSummary event={event} />}
          actions={(event) =>
            isOnline(event) ? (
              <button
                type="button"
                className={styles.withdraw}
                disabled={pending === event._id}
                aria-label={`Свали „${eventTitle(event)}“ от календара`}
                onClick={() => void withdraw(event)}
              >
                Свали
              </button>
            ) : null
          }
          deleteLabel={(event) => `Изтрий „${eventTitle(event)}“`}
          onDelete={(event) => void remove(event)}
          onOpen={setEditing}
        />
      ) : null}
      <FormModal
        open={creating || editing !== null}
        title={creating ? 'Ново събитие' : 'Редактиране на събитие'}
        onClose={close}
      >
        <Suspense fallback={<StatusMessage tone="busy" message="Зареждане…" />}>
          <EventForm
            key={creating ? 'new' : editing?._id}
            event={creating ? undefined : (editing ?? undefined)}
            onSaved={close}
            onCancel={close}
          />
        </Suspense>
      </FormModal>
    </>
  );
}
