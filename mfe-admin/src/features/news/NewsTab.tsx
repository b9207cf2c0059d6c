import { useCallback } from 'react';
import { isShownPublicly, LANGUAGES, type NewsItem } from '@alu/common';
import { formatDisplayDate } from '@alu/common/dates';
import { newsApi } from '../../shared/api/adminApi';
import { FormModal } from '../../shared/ui/FormModal';
import { ListStatus } from '../../shared/ui/ListStatus';
import { RecordList } from '../../shared/ui/RecordList';
import { useAdminList } from '../../shared/ui/useAdminList';
import { useRecordActions } from '../../shared/ui/useRecordActions';
import listStyles from '../../shared/ui/RecordList.module.css';
import { NewsForm } from './NewsForm';

export const DELETE_NEWS_CONFIRMATION = 'Сигурни ли сте, че искате да изтриете новината?';

/** The row's title: the first non-empty one in the order bg, en, de, it. */
export function rowTitle(item: NewsItem): string {
  return LANGUAGES.map((language) => item.content[language].title).find((title) => title) ?? '';
}

export interface NewsTabProps {
  /** The Media tab lists media items; the News tab the others. */
  readonly media: boolean;
  /** "New publication" was chosen: the form for a new item is open. */
  readonly creating: boolean;
  readonly onCreateClosed: () => void;
}

const loadNews = (_token: string, signal: AbortSignal) => newsApi.list(signal);

/** The News and Media tabs: the list, the create and edit form, delete. */
export function NewsTab({ media, creating, onCreateClosed }: NewsTabProps) {
  const list = useAdminList(loadNews, 'news');
  const deleteRecord = useCallback(
    (token: string, item: NewsItem) => newsApi.remove(token, item._id),
    [],
  );
  const actions = useRecordActions({
    reload: list.reload,
    creating,
    onCreateClosed,
    confirmation: DELETE_NEWS_CONFIRMATION,
    deleteRecord,
  });
  const items = list.items?.filter((item) => item.isMediaNews === media) ?? [];
  const name = (item: NewsItem) => rowTitle(item) || item.url;

  return (
    <>
      <ListStatus
        list={list}
        shown={items.length}
        emptyMessage="Няма публикации."
        problem={actions.problem}
      />
      {items.length > 0 ? (
        <RecordList
          items={items}
          label={media ? 'Медиите за нас' : 'Новини'}
          itemKey={(item) => item._id}
          summary={(item) => (
            <>
              <time className={listStyles.date} dateTime={item.date}>
                {formatDisplayDate(item.date)}
              </time>
              <span className={listStyles.title}>{name(item)}</span>
              {isShownPublicly(item.content) ? null : (
                <span className={listStyles.notice}>
                  Не се показва в сайта (няма заглавие на IT)
                </span>
              )}
            </>
          )}
          deleteLabel={(item) => `Изтрий „${name(item)}“`}
          onOpen={actions.open}
          onDelete={(item) => void actions.remove(item)}
        />
      ) : null}
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
