import { PublicationBadge } from '../../shared/publication/PublicationBadge';
import { PreviewLink } from '../../shared/publication/PreviewLink';
import { lazy, Suspense, useCallback, useState } from 'react';
import {
  careerPreviewPath,
  careersToday,
  EyeIcon,
  isCareerVisible,
  type Career,
  type CareersPage,
  type PublicationState,
} from '@alu/common';
import { formatDate } from '@alu/common/locale-format';
import { careersApi } from '../../shared/api/adminApi';
import { FormModal } from '../../shared/ui/FormModal';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import { ListSearch } from '../../shared/ui/ListSearch';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { withFilter } from '../../shared/ui/filterValue';
import { PublicationStateFilter } from '../../shared/publication/PublicationStateFilter';
import { RecordList } from '../../shared/ui/RecordList';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import { useRecordActions } from '../../shared/ui/useRecordActions';
import listStyles from '../../shared/ui/RecordList.module.css';
import styles from './CareersTab.module.css';

/**
 * The form loads when it first opens, with its editor and the vacancy's schema: the sign-in
 * page and the list need neither.
 */
const CareerForm = lazy(() =>
  import('./CareerForm').then((module) => ({ default: module.CareerForm })),
);

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

type CareersFilter = { q?: string; state?: PublicationState };

/**
 * The Careers tab: every vacancy, a page at a time, with its dates, its state and an eye when
 * visitors see it today; searched by title in any language and filtered by state.
 */
export function CareersTab({ creating, onCreateClosed, today = careersToday() }: CareersTabProps) {
  const [filter, setFilter] = useState<CareersFilter>({});
  const load = useCallback(
    (token: string, cursor: string | undefined, signal: AbortSignal) =>
      careersApi.page(token, { ...filter, cursor }, signal),
    [filter],
  );
  const pages = useCursorPages<Career, CareersPage>(load, JSON.stringify(filter), 'vacancies');
  const deleteRecord = useCallback(
    (token: string, career: Career) => careersApi.remove(token, career._id),
    [],
  );
  const actions = useRecordActions({
    reload: pages.reload,
    creating,
    onCreateClosed,
    confirmation: DELETE_CAREER_CONFIRMATION,
    deleteRecord,
  });
  const careers = pages.items;

  return (
    <>
      <ListSearch
        label="Търсене (позиция)"
        onSearch={(q) => setFilter((f) => withFilter(f, 'q', q))}
      >
        <PublicationStateFilter
          value={filter.state}
          onChange={(state) => setFilter((f) => withFilter(f, 'state', state))}
        />
      </ListSearch>
      {actions.problem ? <StatusMessage tone="error" message={actions.problem} /> : null}
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма обяви за работа."
        errorMessage="Обявите не можаха да бъдат заредени."
      />
      {careers.length > 0 ? (
        <RecordList
          items={careers}
          label="Кариери"
          itemKey={(career) => career._id}
          summary={(career) => (
            <>
              <span className={listStyles.date}>
                <time dateTime={career.startDate}>{formatDate(career.startDate, 'bg')}</time>
                {' – '}
                <time dateTime={career.endDate}>{formatDate(career.endDate, 'bg')}</time>
              </span>
              <span className={listStyles.title}>{career.title}</span>
              <PublicationBadge publication={career.publication} />
              {isCareerVisible(career, today) &&
              (career.publication?.state ?? 'published') === 'published' ? (
                <VisibleIcon />
              ) : null}
            </>
          )}
          actions={(career) => (
            <PreviewLink href={careerPreviewPath(career._id)} name={career.title} />
          )}
          deleteLabel={(career) => `Изтрий „${career.title}“`}
          onOpen={actions.open}
          onDelete={(career) => void actions.remove(career)}
        />
      ) : null}
      <LoadMoreButton pages={pages} />
      <FormModal
        open={actions.form !== null}
        title={actions.form?.record ? 'Редактиране на обява' : 'Нова обява'}
        onClose={actions.close}
      >
        <Suspense fallback={<StatusMessage tone="busy" message="Зареждане…" />}>
          <CareerForm
            career={actions.form?.record}
            onSaved={actions.close}
            onCancel={actions.close}
          />
        </Suspense>
      </FormModal>
    </>
  );
}
