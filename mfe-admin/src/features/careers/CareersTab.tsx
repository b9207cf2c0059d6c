import { useCallback, useState } from 'react';
import { careersToday, formatDisplayDate, isCareerVisible, type Career } from '@alu/common';
import { careersApi, describeSaveError, isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { FormModal } from '../../shared/ui/FormModal';
import { RecordList } from '../../shared/ui/RecordList';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useAdminList } from '../../shared/ui/useAdminList';
import listStyles from '../../shared/ui/RecordList.module.css';
import { CareerForm } from './CareerForm';
import styles from './CareersTab.module.css';

export const DELETE_CAREER_CONFIRMATION = 'Сигурни ли сте, че искате да изтриете позицията?';

export interface CareersTabProps {
  readonly creating: boolean;
  readonly onCreateClosed: () => void;
  /** Today in the factory's calendar (tests fix it). */
  readonly today?: string;
}

type Editing = { readonly career?: Career } | null;

function VisibleIcon() {
  return (
    <span className={styles.visible} title="Видима в сайта">
      <svg width="22" height="22" viewBox="0 0 24 24" role="img" aria-label="Видима в сайта">
        <path
          d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="3" fill="currentColor" />
      </svg>
    </span>
  );
}

/** The Careers tab: every vacancy with its dates and an eye when it is visible today. */
export function CareersTab({ creating, onCreateClosed, today = careersToday() }: CareersTabProps) {
  const { token, logout } = useSession();
  const load = useCallback(
    (sessionToken: string, signal: AbortSignal) => careersApi.list(sessionToken, signal),
    [],
  );
  const list = useAdminList(load, 'vacancies');
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form: Editing = creating ? {} : editing;

  const close = () => {
    setEditing(null);
    if (creating) onCreateClosed();
    list.reload();
  };

  const remove = async (career: Career) => {
    if (!window.confirm(DELETE_CAREER_CONFIRMATION)) return;
    setProblem(null);
    try {
      await careersApi.remove(token, career._id);
    } catch (error) {
      console.error('[admin] deleting the vacancy failed', error);
      if (isUnauthorized(error)) logout();
      else setProblem(describeSaveError(error));
    }
    list.reload();
  };

  return (
    <>
      {problem ? <StatusMessage tone="error" message={problem} /> : null}
      {list.status === 'loading' ? <StatusMessage tone="busy" message="Зареждане…" /> : null}
      {list.status === 'error' ? (
        <StatusMessage
          tone="error"
          message="Списъкът не можа да бъде зареден."
          onRetry={list.reload}
        />
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <StatusMessage tone="empty" message="Няма обяви за работа." />
      ) : null}
      {list.status === 'ready' && list.items.length > 0 ? (
        <RecordList
          items={list.items}
          label="Кариери"
          itemKey={(career) => career._id}
          summary={(career) => (
            <>
              <span className={listStyles.date}>
                <time dateTime={career.startDate}>{formatDisplayDate(career.startDate)}</time>
                {' – '}
                <time dateTime={career.endDate}>{formatDisplayDate(career.endDate)}</time>
              </span>
              <span className={listStyles.title}>{career.title}</span>
              {isCareerVisible(career, today) ? <VisibleIcon /> : null}
            </>
          )}
          deleteLabel={(career) => `Изтрий „${career.title}“`}
          onOpen={(career) => setEditing({ career })}
          onDelete={(career) => void remove(career)}
        />
      ) : null}
      <FormModal
        open={form !== null}
        title={form?.career ? 'Редактиране на обява' : 'Нова обява'}
        onClose={close}
      >
        <CareerForm career={form?.career} onSaved={close} onCancel={close} />
      </FormModal>
    </>
  );
}
