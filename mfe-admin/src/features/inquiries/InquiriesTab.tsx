import { useCallback, useId, useState, type FormEvent } from 'react';
import {
  Button,
  INQUIRY_STATUSES,
  type InquiriesPage,
  type InquiryFilter,
  type InquiryKind,
  type InquiryStatus,
  type MailDelivery,
  type StoredInquiry,
} from '@alu/common';
import { describeSaveError, inquiriesApi, isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { saveFile } from '../../shared/ui/saveFile';
import { CursorListStatus, LoadMoreButton } from '../../shared/ui/CursorListStatus';
import { StatusField } from '../../shared/ui/StatusField';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import styles from './InquiriesTab.module.css';

const KIND_LABELS: Record<InquiryKind, string> = {
  product: 'Продукт',
  contact: 'Контакт',
};

export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  new: 'Ново',
  'in-progress': 'В процес',
  answered: 'Отговорено',
  archived: 'Архивирано',
};

export const INQUIRIES_CSV_FILE_NAME = 'inquiries.csv';

/** Where the mail telling staff of the inquiry stands, in words. */
export function describeDelivery(delivery: MailDelivery): string {
  switch (delivery.state) {
    case 'sent':
      return `Изпратено на ${formatDateTime(delivery.sentAt ?? '')}`;
    case 'sending':
      return 'Изпраща се…';
    case 'queued':
      return delivery.attempts === 0
        ? 'Чака изпращане'
        : `Неизпратено след ${delivery.attempts} опита (${delivery.lastError ?? 'грешка'}); нов опит в ${formatDateTime(delivery.nextAttemptAt ?? '')}`;
  }
}

/** The last change of an inquiry's status, in words, or '' when it never changed. */
function lastChange(inquiry: StoredInquiry): string {
  const last = inquiry.statusHistory[inquiry.statusHistory.length - 1];
  if (last)
    return `${INQUIRY_STATUS_LABELS[last.status]} на ${formatDateTime(last.at)} от ${last.by}`;
  return inquiry.handledAt ? `Обработено на ${formatDateTime(inquiry.handledAt)}` : '';
}

/**
 * The Inquiries tab: what visitors sent from the product and contact forms, newest first, a
 * page at a time; filtered by status, form and words, exported as CSV as filtered; each
 * inquiry's status set with who changed it and when.
 */
export function InquiriesTab() {
  const { token, logout } = useSession();
  const [filter, setFilter] = useState<InquiryFilter>({});
  const [words, setWords] = useState('');
  const load = useCallback(
    (sessionToken: string, cursor: string | undefined, signal: AbortSignal) =>
      inquiriesApi.page(sessionToken, { ...filter, cursor }, signal),
    [filter],
  );
  const pages = useCursorPages<StoredInquiry, InquiriesPage>(
    load,
    JSON.stringify(filter),
    'inquiries',
  );
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const ids = useId();

  const fail = (error: unknown, message: string) => {
    console.error('[admin] an inquiry action failed', error);
    if (isUnauthorized(error)) logout();
    else setProblem(message);
  };

  const setStatus = async (inquiry: StoredInquiry, status: InquiryStatus) => {
    setPending(inquiry._id);
    setProblem(null);
    try {
      pages.replace(await inquiriesApi.setStatus(token, inquiry._id, status));
    } catch (error) {
      fail(error, `Състоянието не беше записано. ${describeSaveError(error)}`);
    } finally {
      setPending(null);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      saveFile(await inquiriesApi.exportCsv(token, filter), INQUIRIES_CSV_FILE_NAME);
    } catch (error) {
      fail(error, 'Файлът не можа да бъде изтеглен. Опитайте отново.');
    } finally {
      setExporting(false);
    }
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = words.trim();
    setFilter(({ q: _previous, ...rest }) => (q ? { ...rest, q } : rest));
  };
  const choose = <K extends 'status' | 'kind'>(key: K, value: InquiryFilter[K] | '') =>
    setFilter(({ [key]: _previous, ...rest }) => (value ? { ...rest, [key]: value } : rest));

  return (
    <>
      <form className={styles.filters} role="search" aria-label="Филтри" onSubmit={search}>
        <label htmlFor={`${ids}-status`}>Състояние</label>
        <select
          id={`${ids}-status`}
          value={filter.status ?? ''}
          onChange={(event) => choose('status', event.target.value as InquiryStatus | '')}
        >
          <option value="">Всички</option>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-kind`}>Форма</label>
        <select
          id={`${ids}-kind`}
          value={filter.kind ?? ''}
          onChange={(event) => choose('kind', event.target.value as InquiryKind | '')}
        >
          <option value="">Всички</option>
          <option value="product">{KIND_LABELS.product}</option>
          <option value="contact">{KIND_LABELS.contact}</option>
        </select>
        <label htmlFor={`${ids}-words`}>Търсене</label>
        <input
          id={`${ids}-words`}
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit">Търси</Button>
        <Button onClick={() => void exportCsv()} disabled={exporting}>
          Изтегли CSV
        </Button>
      </form>
      {problem ? <StatusMessage tone="error" message={problem} /> : null}
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма запитвания."
        errorMessage="Запитванията не можаха да бъдат заредени."
      />
      {pages.items.length > 0 ? (
        <ol className={styles.list} aria-label="Запитвания">
          {pages.items.map((inquiry) => (
            <li
              key={inquiry._id}
              className={
                inquiry.status === 'new' ? styles.card : `${styles.card} ${styles.handled}`
              }
            >
              <dl className={styles.facts}>
                <div>
                  <dt>Дата и час</dt>
                  <dd>
                    <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
                  </dd>
                </div>
                <div>
                  <dt>Вид</dt>
                  <dd>{KIND_LABELS[inquiry.kind] ?? inquiry.kind}</dd>
                </div>
                <div>
                  <dt>{inquiry.kind === 'product' ? 'Продукт' : 'Категория'}</dt>
                  <dd>
                    {(inquiry.kind === 'product' ? inquiry.products : inquiry.category) ?? '—'}
                  </dd>
                </div>
                <div>
                  <dt>Име</dt>
                  <dd>{inquiry.name}</dd>
                </div>
                <div>
                  <dt>Имейл</dt>
                  <dd>
                    <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>Телефон</dt>
                  <dd>
                    <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}>{inquiry.phone}</a>
                  </dd>
                </div>
                {inquiry.notification ? (
                  <div>
                    <dt>Имейл до екипа</dt>
                    <dd>{describeDelivery(inquiry.notification)}</dd>
                  </div>
                ) : null}
                <div className={styles.message}>
                  <dt>Съобщение</dt>
                  <dd>{inquiry.message}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <StatusField
                  value={inquiry.status}
                  labels={INQUIRY_STATUS_LABELS}
                  disabled={pending === inquiry._id}
                  onChange={(status) => void setStatus(inquiry, status)}
                  lastChange={lastChange(inquiry)}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <LoadMoreButton pages={pages} />
    </>
  );
}
