import { lazy, Suspense, useCallback, useId, useState } from 'react';
import {
  isShownPublicly,
  isNewsLanguageComplete,
  LANGUAGES,
  newsPreviewPath,
  type AdminNewsItem,
  type Language,
  type NewsAdminFilter,
  type NewsAdminPage,
} from '@alu/common';
import { formatDate } from '@alu/common/locale-format';
import { newsApi } from '../../shared/api/adminApi';
import { PublicationBadge } from '../../shared/publication/PublicationBadge';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import { FormModal } from '../../shared/ui/FormModal';
import { RecordList } from '../../shared/ui/RecordList';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import { useRecordActions } from '../../shared/ui/useRecordActions';
import { ListSearch } from '../../shared/ui/ListSearch';
import { withFilter } from '../../shared/ui/filterValue';
import { PublicationStateFilter } from '../../shared/publication/PublicationStateFilter';
import { PreviewLink } from '../../shared/publication/PreviewLink';
import listStyles from '../../shared/ui/RecordList.module.css';
import { LanguageCompleteness } from './LanguageCompleteness';

/**
 * The form loads when it first opens, with its editor and the write's schema: the sign-in page
 * and the lists need neither.
 */
const NewsForm = lazy(() => import('./NewsForm').then((module) => ({ default: module.NewsForm })));

export const DELETE_NEWS_CONFIRMATION = 'Сигурни ли сте, че искате да изтриете новината?';

/** The row's title: the first non-empty one in the order bg, en, de, it. */
export function rowTitle(item: AdminNewsItem): string {
  return LANGUAGES.map((language) => item.content[language].title).find((title) => title) ?? '';
}

const completeIn = (item: AdminNewsItem): ReadonlySet<Language> =>
  new Set(LANGUAGES.filter((language) => isNewsLanguageComplete(item.content[language])));

export interface NewsTabProps {
  /** The Media tab lists media items; the News tab the others. */
  readonly media: boolean;
  /** "New publication" was chosen: the form for a new item is open. */
  readonly creating: boolean;
  readonly onCreateClosed: () => void;
}

type ListFilter = Omit<NewsAdminFilter, 'kind'>;

/**
 * The News and Media tabs: every item whatever its state, a page at a time, searchable by
 * title or address and filtered by state and missing language; the create and edit form, a
 * preview as visitors will see it, delete.
 */
export function NewsTab({ media, creating, onCreateClosed }: NewsTabProps) {
  const [filter, setFilter] = useState<ListFilter>({});
  const ids = useId();
  const kind = media ? 'media' : 'news';
  const load = useCallback(
    (token: string, cursor: string | undefined, signal: AbortSignal) =>
      newsApi.page(token, { ...filter, kind, cursor }, signal),
    [filter, kind],
  );
  const pages = useCursorPages<AdminNewsItem, NewsAdminPage>(
    load,
    JSON.stringify({ ...filter, kind }),
    'news',
  );
  const deleteRecord = useCallback(
    (token: string, item: AdminNewsItem) => newsApi.remove(token, item._id),
    [],
  );
  const actions = useRecordActions({
    reload: pages.reload,
    creating,
    onCreateClosed,
    confirmation: DELETE_NEWS_CONFIRMATION,
    deleteRecord,
  });
  const name = (item: AdminNewsItem) => rowTitle(item) || item.url;

  const choose = <K extends keyof ListFilter>(key: K, value: ListFilter[K] | undefined) =>
    setFilter((current) => withFilter(current, key, value));

  return (
    <>
      <ListSearch label="Търсене (заглавие или адрес)" onSearch={(q) => choose('q', q)}>
        <PublicationStateFilter value={filter.state} onChange={(state) => choose('state', state)} />
        <label htmlFor={`${ids}-missing`}>Липсващ език</label>
        <select
          id={`${ids}-missing`}
          value={filter.missing ?? ''}
          onChange={(event) => choose('missing', (event.target.value as Language) || undefined)}
        >
          <option value="">—</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language.toUpperCase()}
            </option>
          ))}
        </select>
      </ListSearch>
      {actions.problem ? <StatusMessage tone="error" message={actions.problem} /> : null}
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма публикации."
        errorMessage="Публикациите не можаха да бъдат заредени."
      />
      {pages.items.length > 0 ? (
        <RecordList
          items={pages.items}
          label={media ? 'Медиите за нас' : 'Новини'}
          itemKey={(item) => item._id}
          summary={(item) => (
            <>
              <time className={listStyles.date} dateTime={item.date}>
                {formatDate(item.date, 'bg')}
              </time>
              <span className={listStyles.title}>{name(item)}</span>
              <PublicationBadge publication={item.publication} />
              <LanguageCompleteness complete={completeIn(item)} />
              {isShownPublicly(item.content) ? null : (
                <span className={listStyles.notice}>
                  Не се показва в сайта (няма заглавие на IT)
                </span>
              )}
            </>
          )}
          actions={(item) => <PreviewLink href={newsPreviewPath(item._id)} name={name(item)} />}
          deleteLabel={(item) => `Изтрий „${name(item)}“`}
          onOpen={actions.open}
          onDelete={(item) => void actions.remove(item)}
        />
      ) : null}
      <LoadMoreButton pages={pages} />
      <FormModal
        open={actions.form !== null}
        title={actions.form?.record ? 'Редактиране на публикация' : 'Нова публикация'}
        onClose={actions.close}
      >
        <Suspense fallback={<StatusMessage tone="busy" message="Зареждане…" />}>
          <NewsForm
            item={actions.form?.record}
            media={media}
            onSaved={actions.close}
            onCancel={actions.close}
          />
        </Suspense>
      </FormModal>
    </>
  );
}
