import { useCallback, useId, useState } from 'react';
import {
  isSiteLocale,
  SPONTANEOUS_VACANCY,
  type ApplicationsPage,
  type ApplicationStatus,
  type SiteLocale,
  type StoredApplication,
} from '@alu/common';
import { applicationsApi, describeSaveError, isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { formatNumber } from '@alu/common/locale-format';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { showPdfInTab } from '../../shared/ui/pdfTab';
import { saveFile } from '../../shared/ui/saveFile';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import {
  DateTime,
  EmailLink,
  PhoneLink,
  RecordCard,
  RecordCardList,
} from '../../shared/ui/RecordCard';
import { StatusField } from '../../shared/ui/StatusField';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useCursorPages, type CursorPages } from '../../shared/ui/useCursorPages';
import styles from './ApplicationsTab.module.css';

export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  new: 'Нова',
  'in-review': 'Разглежда се',
  interview: 'Покана за интервю',
  rejected: 'Отказана',
  hired: 'Назначен(а)',
};

/** The site's languages, in Bulgarian: the one an applicant used. */
const LANGUAGE_LABELS: Readonly<Record<SiteLocale, string>> = {
  it: 'италиански',
  en: 'английски',
  bg: 'български',
};

export const ERASE_APPLICATION_CONFIRMATION =
  'Кандидатурата и автобиографията ще бъдат изтрити завинаги. Продължавате ли?';

/** "1,2 MB" or "340 KB". */
function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, 'bg', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const vacancyLabel = (application: StoredApplication) =>
  application.vacancy ? application.vacancy.title || application.vacancy.id : 'Инициативна';

/** The applications' actions (open the CV, set the status, erase), one at a time per card. */
function useApplicationActions(pages: CursorPages<StoredApplication, ApplicationsPage>) {
  const { token, logout } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
          if (tab && !tab.closed) showPdfInTab(tab, file);
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

  return { pending, problem, openCv, setStatus, erase };
}

/** The vacancy filter: every vacancy with applications, and the spontaneous ones. */
function VacancyFilter({
  vacancies,
  value,
  onChange,
}: {
  readonly vacancies: ApplicationsPage['vacancies'];
  readonly value: string;
  readonly onChange: (vacancy: string) => void;
}) {
  const ids = useId();
  const total = vacancies.reduce((sum, item) => sum + item.count, 0);
  return (
    <div className={styles.toolbar}>
      <label htmlFor={`${ids}-vacancy`}>Позиция</label>
      <select
        id={`${ids}-vacancy`}
        className={styles.filter}
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
  );
}

/** Who changed an application's status last and when, in words. */
const lastChange = (application: StoredApplication) =>
  application.statusChangedAt
    ? `Променено на ${formatDateTime(application.statusChangedAt)}${application.statusChangedBy ? ` от ${application.statusChangedBy}` : ''}`
    : undefined;

/** One application: its facts, its status, its CV and its erasure. */
function ApplicationCard({
  application,
  actions,
}: {
  readonly application: StoredApplication;
  readonly actions: ReturnType<typeof useApplicationActions>;
}) {
  const { cv } = application;
  const busy = actions.pending === application._id;
  return (
    <RecordCard
      settled={application.status !== 'new'}
      heading={application.name}
      facts={[
        { label: 'Позиция', value: vacancyLabel(application) },
        { label: 'Изпратена на', value: <DateTime iso={application.createdAt} /> },
        { label: 'Имейл', value: <EmailLink email={application.email} /> },
        { label: 'Телефон', value: <PhoneLink phone={application.phone} /> },
        {
          label: 'Език на сайта',
          value: isSiteLocale(application.locale)
            ? LANGUAGE_LABELS[application.locale]
            : application.locale,
        },
        {
          label: 'Автобиография',
          value: `${cv.fileName} (${cv.type.toUpperCase()}, ${fileSize(cv.bytes)})`,
        },
        { label: 'Мотивационно писмо', value: application.coverLetter || '—', long: true },
      ]}
    >
      <StatusField
        value={application.status}
        labels={STATUS_LABELS}
        disabled={busy}
        onChange={(status) => void actions.setStatus(application, status)}
        lastChange={lastChange(application)}
      />
      <button
        type="button"
        className={styles.action}
        disabled={busy}
        aria-label={`Отвори автобиографията на ${application.name}`}
        onClick={() => actions.openCv(application)}
      >
        Отвори CV
      </button>
      <button
        type="button"
        className={styles.danger}
        disabled={busy}
        aria-label={`Изтрий кандидатурата на ${application.name}`}
        onClick={() => actions.erase(application)}
      >
        Изтрий
      </button>
    </RecordCard>
  );
}

/**
 * The Applications tab: job applications per vacancy, newest first, a page at a time; each
 * one's CV opens, its status is set, and it can be erased with its CV.
 */
export function ApplicationsTab() {
  const [vacancy, setVacancy] = useState('');
  const load = useCallback(
    (sessionToken: string, cursor: string | undefined, signal: AbortSignal) =>
      applicationsApi.list(sessionToken, { vacancy, ...(cursor && { cursor }) }, signal),
    [vacancy],
  );
  const pages = useCursorPages<StoredApplication, ApplicationsPage>(load, vacancy, 'applications');
  const actions = useApplicationActions(pages);

  return (
    <>
      <VacancyFilter
        vacancies={pages.lastPage?.vacancies ?? []}
        value={vacancy}
        onChange={setVacancy}
      />
      {actions.problem ? <StatusMessage tone="error" message={actions.problem} /> : null}
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма кандидатури."
        errorMessage="Кандидатурите не можаха да бъдат заредени."
      />
      {pages.items.length > 0 ? (
        <RecordCardList label="Кандидатури">
          {pages.items.map((application) => (
            <ApplicationCard key={application._id} application={application} actions={actions} />
          ))}
        </RecordCardList>
      ) : null}
      <LoadMoreButton pages={pages} />
    </>
  );
}
