import { useCallback, useId, useState } from 'react';
import {
  SPONTANEOUS_VACANCY,
  type ApplicationsPage,
  type ApplicationStatus,
  type StoredApplication,
} from '@alu/common';
import { applicationsApi, describeSaveError, isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { saveFile } from '../../shared/ui/saveFile';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import { StatusField } from '../../shared/ui/StatusField';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import styles from './ApplicationsTab.module.css';

export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  new: 'Нова',
  'in-review': 'Разглежда се',
  interview: 'Покана за интервю',
  rejected: 'Отказана',
  hired: 'Назначен(а)',
};

const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  it: 'италиански',
  en: 'английски',
  bg: 'български',
};

export const ERASE_APPLICATION_CONFIRMATION =
  'Кандидатурата и автобиографията ще бъдат изтрити завинаги. Продължавате ли?';

/** "1,2 MB" or "340 KB". */
function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('bg-BG', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Shows a PDF in a tab the page opened; its address is released a minute later. */
function showInTab(tab: Window, file: Blob): void {
  const url = URL.createObjectURL(new Blob([file], { type: 'application/pdf' }));
  tab.location.href = url;
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const vacancyLabel = (application: StoredApplication) =>
  application.vacancy ? application.vacancy.title || application.vacancy.id : 'Инициативна';

/**
 * The Applications tab: job applications per vacancy, newest first, a page at a time; each
 * one's CV opens, its status is set, and it can be erased with its CV.
 */
export function ApplicationsTab() {
  const { token, logout } = useSession();
  const [vacancy, setVacancy] = useState('');
  const load = useCallback(
    (sessionToken: string, cursor: string | undefined, signal: AbortSignal) =>
      applicationsApi.list(sessionToken, { vacancy, ...(cursor && { cursor }) }, signal),
    [vacancy],
  );
  const pages = useCursorPages<StoredApplication, ApplicationsPage>(load, vacancy, 'applications');
  const vacancies = pages.lastPage?.vacancies ?? [];
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const total = vacancies.reduce((sum, item) => sum + item.count, 0);

  /** Runs an action on one application; a refused token ends the session. */
  const act = async (
    application: StoredApplication,
    action: () => Promise<void>,
    failure: string,
  ) => {
    setPending(application._id);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      console.error('[admin] an application action failed', error);
      if (isUnauthorized(error)) logout();
      else setProblem(`${failure} ${describeSaveError(error)}`);
    } finally {
      setPending(null);
    }
  };

  /**
   * A PDF opens in a new tab (opened during the click, so no pop-up blocker stops it, and
   * filled once the file is here); a DOCX, which browsers do not show, is saved.
   */
  const openCv = (application: StoredApplication) => {
    const tab = application.cv.type === 'pdf' ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    void act(
      application,
      async () => {
        try {
          const file = await applicationsApi.cv(token, application._id);
          if (tab && !tab.closed) showInTab(tab, file);
          else saveFile(file, application.cv.fileName || `cv.${application.cv.type}`);
        } catch (error) {
          tab?.close();
          throw error;
        }
      },
      'Автобиографията не можа да бъде отворена.',
    );
  };

  const setStatus = (application: StoredApplication, status: ApplicationStatus) =>
    act(
      application,
      async () => pages.replace(await applicationsApi.setStatus(token, application._id, status)),
      'Състоянието не беше записано.',
    );

  const erase = (application: StoredApplication) => {
    if (!window.confirm(ERASE_APPLICATION_CONFIRMATION)) return;
    void act(
      application,
      async () => {
        await applicationsApi.erase(token, application._id);
        pages.reload();
      },
      'Кандидатурата не беше изтрита.',
    );
  };

  return (
    <>
      <div className={styles.toolbar}>
        <label htmlFor={`${ids}-vacancy`}>Позиция</label>
        <select
          id={`${ids}-vacancy`}
          className={styles.filter}
          value={vacancy}
          onChange={(event) => setVacancy(event.target.value)}
        >
          <option value="">{`Всички позиции (${total})`}</option>
          {vacancies
            .filter((item) => item.id !== '')
            .map((item) => (
              <option key={item.id} value={item.id}>
                {`${item.title || item.id} (${item.count})`}
              </option>
            ))}
          <option value={SPONTANEOUS_VACANCY}>
            {`Инициативни (${vacancies.find((item) => item.id === '')?.count ?? 0})`}
          </option>
        </select>
      </div>
      {problem ? <StatusMessage tone="error" message={problem} /> : null}
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма кандидатури."
        errorMessage="Кандидатурите не можаха да бъдат заредени."
      />
      {pages.items.length > 0 ? (
        <ol className={styles.list} aria-label="Кандидатури">
          {pages.items.map((application) => (
            <li
              key={application._id}
              className={
                application.status === 'new' ? styles.card : `${styles.card} ${styles.settled}`
              }
            >
              <h2 className={styles.name}>{application.name}</h2>
              <dl className={styles.facts}>
                <div>
                  <dt>Позиция</dt>
                  <dd>{vacancyLabel(application)}</dd>
                </div>
                <div>
                  <dt>Изпратена на</dt>
                  <dd>
                    <time dateTime={application.createdAt}>
                      {formatDateTime(application.createdAt)}
                    </time>
                  </dd>
                </div>
                <div>
                  <dt>Имейл</dt>
                  <dd>
                    <a href={`mailto:${application.email}`}>{application.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>Телефон</dt>
                  <dd>
                    <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}>
                      {application.phone}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>Език на сайта</dt>
                  <dd>{LANGUAGE_LABELS[application.locale] ?? application.locale}</dd>
                </div>
                <div>
                  <dt>Автобиография</dt>
                  <dd>{`${application.cv.fileName} (${application.cv.type.toUpperCase()}, ${fileSize(application.cv.bytes)})`}</dd>
                </div>
                <div className={styles.letter}>
                  <dt>Мотивационно писмо</dt>
                  <dd>{application.coverLetter || '—'}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <StatusField
                  value={application.status}
                  labels={STATUS_LABELS}
                  disabled={pending === application._id}
                  onChange={(status) => void setStatus(application, status)}
                  lastChange={
                    application.statusChangedAt
                      ? `Променено на ${formatDateTime(application.statusChangedAt)}${application.statusChangedBy ? ` от ${application.statusChangedBy}` : ''}`
                      : undefined
                  }
                />
                <button
                  type="button"
                  className={styles.action}
                  disabled={pending === application._id}
                  aria-label={`Отвори автобиографията на ${application.name}`}
                  onClick={() => openCv(application)}
                >
                  Отвори CV
                </button>
                <button
                  type="button"
                  className={styles.danger}
                  disabled={pending === application._id}
                  aria-label={`Изтрий кандидатурата на ${application.name}`}
                  onClick={() => erase(application)}
                >
                  Изтрий
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <LoadMoreButton pages={pages} />
    </>
  );
}
