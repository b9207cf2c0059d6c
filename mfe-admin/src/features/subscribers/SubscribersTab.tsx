import { useCallback, useState } from 'react';
import { Button, type NewsletterSubscriber, type SubscribersPage } from '@alu/common';
import { isUnauthorized, newsletterApi } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import { ListSearch } from '../../shared/ui/ListSearch';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { saveFile } from '../../shared/ui/saveFile';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import styles from './SubscribersTab.module.css';

export const CSV_FILE_NAME = 'newsletter-subscribers.csv';
export const ERASE_CONFIRMATION =
  'Абонатът ще бъде изтрит завинаги (искане за заличаване на лични данни). Продължавате ли?';

/**
 * The newsletter's subscribers, newest first, a page at a time, found by part of the address;
 * the server's CSV export of them all.
 */
export function SubscribersTab() {
  const { token, logout } = useSession();
  const [q, setQ] = useState<string | undefined>(undefined);
  const load = useCallback(
    (sessionToken: string, cursor: string | undefined, signal: AbortSignal) =>
      newsletterApi.page(sessionToken, { ...(q && { q }), cursor }, signal),
    [q],
  );
  const list = useCursorPages<NewsletterSubscriber, SubscribersPage>(load, q ?? '', 'subscribers');
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const erase = async (subscriber: NewsletterSubscriber) => {
    if (!window.confirm(ERASE_CONFIRMATION)) return;
    setProblem(null);
    try {
      await newsletterApi.erase(token, subscriber._id);
    } catch (error) {
      console.error('[admin] erasing a subscriber failed', error);
      if (isUnauthorized(error)) {
        logout();
        return;
      }
      setProblem(`${subscriber.email} не можа да бъде изтрит. Опитайте отново.`);
    }
    list.reload();
  };

  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      saveFile(await newsletterApi.exportCsv(token), CSV_FILE_NAME);
    } catch (error) {
      console.error('[admin] the CSV export failed', error);
      if (isUnauthorized(error)) logout();
      else setProblem('Файлът не можа да бъде изтеглен. Опитайте отново.');
    } finally {
      setExporting(false);
    }
  };

  const items = list.items;
  return (
    <>
      <ListSearch label="Търсене (имейл)" onSearch={setQ} />
      {problem ? <StatusMessage tone="error" message={problem} /> : null}
      <CursorListStatus
        pages={list}
        emptyMessage="Няма абонати."
        errorMessage="Абонатите не можаха да бъдат заредени."
      />
      {items.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count}>Показани абонати: {items.length}</p>
            <Button onClick={() => void exportCsv()} disabled={exporting}>
              Изтегли CSV
            </Button>
          </div>
          <table className={styles.table}>
            <caption className={styles.caption}>Абонати на бюлетина, най-новите първо</caption>
            <thead>
              <tr>
                <th scope="col">Имейл</th>
                <th scope="col">Абониран на</th>
                <th scope="col">Отписване</th>
                <th scope="col">Действия</th>
              </tr>
            </thead>
            <tbody>
              {items.map((subscriber) => (
                <tr key={subscriber._id}>
                  <td>
                    <a href={`mailto:${subscriber.email}`}>{subscriber.email}</a>
                  </td>
                  <td>
                    <time dateTime={subscriber.createdAt}>
                      {formatDateTime(subscriber.createdAt)}
                    </time>
                  </td>
                  <td>
                    <a
                      href={subscriber.unsubscribeUrl}
                      aria-label={`Връзка за отписване на ${subscriber.email}`}
                    >
                      Връзка за отписване
                    </a>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={styles.danger}
                      aria-label={`Изтрий ${subscriber.email}`}
                      onClick={() => void erase(subscriber)}
                    >
                      Изтрий
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <LoadMoreButton pages={list} />
        </>
      ) : null}
    </>
  );
}
