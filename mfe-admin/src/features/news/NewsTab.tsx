import { useCallback, useId, useState, type FormEvent } from 'react';
import {
  Button,
  isShownPublicly,
  isNewsLanguageComplete,
  LANGUAGES,
  newsPreviewPath,
  PUBLICATION_STATE_LABELS,
  PUBLICATION_STATES,
  type AdminNewsItem,
  type Language,
  type NewsAdminFilter,
  type NewsAdminPage,
  type PublicationState,
} from '@alu/common';
import { formatDisplayDate } from '@alu/common/dates';
import { newsApi } from '../../shared/api/adminApi';
import { PublicationBadge } from '../../shared/publication/PublicationBadge';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import { FormModal } from '../../shared/ui/FormModal';
import { RecordList } from '../../shared/ui/RecordList';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import { useRecordActions } from '../../shared/ui/useRecordActions';
import filterStyles from '../../shared/ui/ListFilters.module.css';
import listStyles from '../../shared/ui/RecordList.module.css';
import { LanguageCompleteness } from './LanguageCompleteness';
import { NewsForm } from './NewsForm';

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
  const [words, setWords] = useState('');
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

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = words.trim();
    setFilter(({ q: _previous, ...rest }) => (q ? { ...rest, q } : rest));
  };
  const choose = <K extends 'state' | 'missing'>(key: K, value: ListFilter[K] | '') =>
    setFilter(({ [key]: _previous, ...rest }) => (value ? { ...rest, [key]: value } : rest));

  return (
    <>
      <form className={filterStyles.filters} role="search" aria-label="Филтри" onSubmit={search}>
        <label htmlFor={`${ids}-state`}>Състояние</label>
        <select
          id={`${ids}-state`}
          value={filter.state ?? ''}
          onChange={(event) => choose('state', event.target.value as PublicationState | '')}
        >
          <option value="">Всички</option>
          {PUBLICATION_STATES.map((state) => (
            <option key={state} value={state}>
              {PUBLICATION_STATE_LABELS[state]}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-missing`}>Липсващ език</label>
        <select
          id={`${ids}-missing`}
          value={filter.missing ?? ''}
          onChange={(event) => choose('missing', event.target.value as Language | '')}
        >
          <option value="">—</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language.toUpperCase()}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-words`}>Търсене (заглавие или адрес)</label>
        <input
          id={`${ids}-words`}
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit">Търси</Button>
      </form>
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
                {formatDisplayDate(item.date)}
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
          actions={(item) => (
            <a
              href={newsPreviewPath(item._id)}
              target="_blank"
              rel="noreferrer"
              aria-label={`Преглед на „${name(item)}“ (нов раздел)`}
            >
              Преглед
            </a>
          )}
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
        <NewsForm
          item={actions.form?.record}
          media={media}
          onSaved={actions.close}
          onCancel={actions.close}
        />
      </FormModal>
    </>
  );
}
