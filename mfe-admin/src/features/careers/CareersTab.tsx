import { PublicationBadge } from '../../shared/publication/PublicationBadge';
import { useCallback } from 'react';
import { careersToday, EyeIcon, isCareerVisible, type Career } from '@alu/common';
import { formatDisplayDate } from '@alu/common/dates';
import { careersApi } from '../../shared/api/adminApi';
import { FormModal } from '../../shared/ui/FormModal';
import { ListStatus } from '../../shared/ui/ListStatus';
import { RecordList } from '../../shared/ui/RecordList';
import { useAdminList } from '../../shared/ui/useAdminList';
import { useRecordActions } from '../../shared/ui/useRecordActions';
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

function VisibleIcon() {
  return (
    <span className={styles.visible} title="Видима в сайта" role="img" aria-label="Видима в сайта">
      <EyeIcon />
    </span>
  );
}

const loadCareers = (token: string, signal: AbortSignal) => careersApi.list(token, signal);

/** The Careers tab: every vacancy with its dates and an eye when it is visible today. */
export function CareersTab({ creating, onCreateClosed, today = careersToday() }: CareersTabProps) {
  const list = useAdminList(loadCareers, 'vacancies');
  const deleteRecord = useCallback(
    (token: string, career: Career) => careersApi.remove(token, career._id),
    [],
  );
  const actions = useRecordActions({
    reload: list.reload,
    creating,
    onCreateClosed,
    confirmation: DELETE_CAREER_CONFIRMATION,
    deleteRecord,
  });
  const careers = list.items ?? [];

  return (
    <>
      <ListStatus
        list={list}
        shown={careers.length}
        emptyMessage="Няма обяви за работа."
        problem={actions.problem}
      />
      {careers.length > 0 ? (
        <RecordList
          items={careers}
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
              <PublicationBadge publication={career.publication} />
              {isCareerVisible(career, today) &&
              (career.publication?.state ?? 'published') === 'published' ? (
                <VisibleIcon />
              ) : null}
            </>
          )}
          deleteLabel={(career) => `Изтрий „${career.title}“`}
          onOpen={actions.open}
          onDelete={(career) => void actions.remove(career)}
        />
      ) : null}
      <FormModal
        open={actions.form !== null}
        title={actions.form?.record ? 'Редактиране на обява' : 'Нова обява'}
        onClose={actions.close}
      >
        <CareerForm
          career={actions.form?.record}
          onSaved={actions.close}
          onCancel={actions.close}
        />
      </FormModal>
    </>
  );
}
