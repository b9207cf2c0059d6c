import { useCallback, useState } from 'react';
import { formatDisplayDate, LANGUAGES, type NewsItem } from '@alu/common';
import { describeSaveError, isUnauthorized, newsApi } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { FormModal } from '../../shared/ui/FormModal';
import { RecordList } from '../../shared/ui/RecordList';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useAdminList } from '../../shared/ui/useAdminList';
import listStyles from '../../shared/ui/RecordList.module.css';
import { NewsForm } from './NewsForm';

export const DELETE_NEWS_CONFIRMATION = 'Сигурни ли сте, че искате да изтриете новината?';

/** The row's title: the first non-empty one in the order bg, en, de, it (doc 2 §2.11). */
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

type Editing = { readonly item?: NewsItem } | null;

/** The News and Media tabs: the list, the create and edit form, delete. */
export function NewsTab({ media, creating, onCreateClosed }: NewsTabProps) {
  const { token, logout } = useSession();
  const load = useCallback((_token: string, signal: AbortSignal) => newsApi.list(signal), []);
  const list = useAdminList(load, 'news');
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form: Editing = creating ? {} : editing;

  const close = () => {
    setEditing(null);
    if (creating) onCreateClosed();
    list.reload();
  };

  const remove = async (item: NewsItem) => {
    if (!window.confirm(DELETE_NEWS_CONFIRMATION)) return;
    setProblem(null);
    try {
      await newsApi.remove(token, item._id);
    } catch (error) {
      console.error('[admin] deleting the news item failed', error);
      if (isUnauthorized(error)) logout();
      else setProblem(describeSaveError(error));
    }
    list.reload();
  };

  const items = list.items?.filter((item) => item.isMediaNews === media) ?? [];
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
      {list.status === 'ready' && items.length === 0 ? (
        <StatusMessage tone="empty" message="Няма публикации." />
      ) : null}
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
              <span className={listStyles.title}>{rowTitle(item) || item.url}</span>
            </>
          )}
          deleteLabel={(item) => `Изтрий „${rowTitle(item) || item.url}“`}
          onOpen={(item) => setEditing({ item })}
          onDelete={(item) => void remove(item)}
        />
      ) : null}
      <FormModal
        open={form !== null}
        title={form?.item ? 'Редактиране на публикация' : 'Нова публикация'}
        onClose={close}
      >
        <NewsForm item={form?.item} media={media} onSaved={close} onCancel={close} />
      </FormModal>
    </>
  );
}
