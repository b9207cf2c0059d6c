import { useCallback, useId, useState, type FormEvent } from 'react';
import { Button, type AuditAction, type AuditEntry, type AuditPage } from '@alu/common';
import { auditApi } from '../../shared/api/adminApi';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import styles from './ActivityTab.module.css';

export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'admin.sign-in': 'Вход',
  'admin.sign-in-failed': 'Неуспешен вход',
  'admin.password-change': 'Смяна на паролата',
  'news.create': 'Нова публикация',
  'news.update': 'Редакция на публикация',
  'news.delete': 'Изтриване на публикация',
  'news.publish': 'Публикуване',
  'news.unpublish': 'Сваляне от сайта',
  'news.schedule': 'Насрочване на публикация',
  'career.create': 'Нова обява',
  'career.update': 'Редакция на обява',
  'career.delete': 'Изтриване на обява',
  'career.publish': 'Публикуване на обява',
  'career.unpublish': 'Сваляне на обява',
  'career.schedule': 'Насрочване на обява',
  'release.activate': 'Активиране на версия',
  'release.rollback': 'Връщане на предишна версия',
  'release.canary': 'Пускане на канарче',
  'release.promote': 'Повишаване на канарче',
  'release.abort': 'Прекратяване на канарче',
  'release.auto_abort': 'Автоматично прекратяване на канарче',
  'document.create': 'Нов документ',
  'document.update': 'Редакция на документ',
  'document.replace': 'Нов файл на документ',
  'document.thumbnail': 'Нова миниатюра на документ',
  'document.publish': 'Публикуване на документ',
  'document.unpublish': 'Сваляне на документ',
  'document.schedule': 'Насрочване на документ',
  'investor-event.create': 'Ново събитие в календара',
  'investor-event.update': 'Редакция на събитие',
  'investor-event.delete': 'Изтриване на събитие',
  'investor-event.publish': 'Публикуване на събитие',
  'investor-event.unpublish': 'Сваляне на събитие',
  'investor-event.schedule': 'Насрочване на събитие',
  'subscriber.erase': 'Изтриване на абонат',
  'inquiry.handled': 'Обработено запитване',
  'inquiry.status': 'Състояние на запитване',
  'inquiry.erase': 'Изтриване на запитване',
  'application.status': 'Състояние на кандидатура',
  'application.erase': 'Изтриване на кандидатура',
};

/** The kinds the list filters by (an action's part before the dot). */
const KINDS = [
  { value: '', label: 'Всички' },
  { value: 'admin', label: 'Вход и пароли' },
  { value: 'news', label: 'Новини и медии' },
  { value: 'career', label: 'Кариери' },
  { value: 'application', label: 'Кандидатури' },
  { value: 'inquiry', label: 'Запитвания' },
  { value: 'subscriber', label: 'Абонати' },
  { value: 'release', label: 'Версии на модулите' },
  { value: 'document', label: 'Документи' },
  { value: 'investor-event', label: 'Календар' },
] as const;

/**
 * The Activity tab: the audit trail of every write and sign-in, newest first, filtered by
 * kind and administrator, a page at a time. Entries cannot be changed from here or anywhere.
 */
export function ActivityTab() {
  const [filter, setFilter] = useState({ action: '', actor: '' });
  const [actorInput, setActorInput] = useState('');
  const ids = useId();
  const load = useCallback(
    (token: string, cursor: string | undefined, signal: AbortSignal) =>
      auditApi.list(token, { ...filter, cursor }, signal),
    [filter],
  );
  const pages = useCursorPages<AuditEntry, AuditPage>(
    load,
    `${filter.action}|${filter.actor}`,
    'activity',
  );

  const applyActor = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter((previous) => ({ ...previous, actor: actorInput.trim() }));
  };

  return (
    <>
      <form className={styles.filters} onSubmit={applyActor} role="search" aria-label="Филтри">
        <label htmlFor={`${ids}-kind`}>Вид</label>
        <select
          id={`${ids}-kind`}
          value={filter.action}
          onChange={(event) =>
            setFilter((previous) => ({ ...previous, action: event.target.value }))
          }
        >
          {KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-actor`}>Администратор</label>
        <input
          id={`${ids}-actor`}
          type="search"
          value={actorInput}
          onChange={(event) => setActorInput(event.target.value)}
        />
        <Button type="submit">Филтрирай</Button>
      </form>
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма записи."
        errorMessage="Дейността не можа да бъде заредена."
      />
      {pages.items.length > 0 ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>Дейност, най-новите първо</caption>
            <thead>
              <tr>
                <th scope="col">Дата и час</th>
                <th scope="col">Администратор</th>
                <th scope="col">Действие</th>
                <th scope="col">Обект</th>
                <th scope="col">Подробности</th>
                <th scope="col">IP адрес</th>
              </tr>
            </thead>
            <tbody>
              {pages.items.map((entry) => (
                <tr key={entry._id} data-action={entry.action}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>{entry.actor || '—'}</td>
                  <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td className={styles.code}>{entry.target || '—'}</td>
                  <td>{entry.detail || '—'}</td>
                  <td className={styles.code}>{entry.ip || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <LoadMoreButton pages={pages} />
    </>
  );
}
