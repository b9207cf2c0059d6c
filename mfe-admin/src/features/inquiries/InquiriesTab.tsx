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
import {
  DateTime,
  EmailLink,
  PhoneLink,
  RecordCard,
  RecordCardList,
} from '../../shared/ui/RecordCard';
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

export const ERASE_INQUIRY_CONFIRMATION = 'Запитването ще бъде изтрито завинаги. Продължавате ли?';

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

/** The filters (status, form, words) and the export of the inquiries they select. */
function InquiryFilters({
  filter,
  onChange,
  exporting,
  onExport,
}: {
  readonly filter: InquiryFilter;
  readonly onChange: (change: (filter: InquiryFilter) => InquiryFilter) => void;
  readonly exporting: boolean;
  readonly onExport: () => void;
}) {
  const [words, setWords] = useState('');
  const ids = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = words.trim();
    onChange(({ q: _previous, ...rest }) => (q ? { ...rest, q } : rest));
  };
  const choose = <K extends 'status' | 'kind'>(key: K, value: InquiryFilter[K] | '') =>
    onChange(({ [key]: _previous, ...rest }) => (value ? { ...rest, [key]: value } : rest));

  return (
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
      <Button onClick={onExport} disabled={exporting}>
        Изтегли CSV
      </Button>
    </form>
  );
}

/** One inquiry: what the visitor sent, the mail to the staff, its status and its erasure. */
function InquiryCard({
  inquiry,
  busy,
  onStatus,
  onErase,
}: {
  readonly inquiry: StoredInquiry;
  readonly busy: boolean;
  readonly onStatus: (status: InquiryStatus) => void;
  readonly onErase: () => void;
}) {
  const product = inquiry.kind === 'product';
  return (
    <RecordCard
      settled={inquiry.status !== 'new'}
      facts={[
        { label: 'Дата и час', value: <DateTime iso={inquiry.createdAt} /> },
        { label: 'Вид', value: KIND_LABELS[inquiry.kind] ?? inquiry.kind },
        {
          label: product ? 'Продукт' : 'Категория',
          value: (product ? inquiry.products : inquiry.category) ?? '—',
        },
        { label: 'Име', value: inquiry.name },
        { label: 'Имейл', value: <EmailLink email={inquiry.email} /> },
        { label: 'Телефон', value: <PhoneLink phone={inquiry.phone} /> },
        inquiry.notification
          ? { label: 'Имейл до екипа', value: describeDelivery(inquiry.notification) }
          : null,
        { label: 'Съобщение', value: inquiry.message, long: true },
      ]}
    >
      <StatusField
        value={inquiry.status}
        labels={INQUIRY_STATUS_LABELS}
        disabled={busy}
        onChange={onStatus}
        lastChange={lastChange(inquiry)}
      />
      <button
        type="button"
        className={styles.danger}
        disabled={busy}
        aria-label={`Изтрий запитването от ${inquiry.name}`}
        onClick={onErase}
      >
        Изтрий
      </button>
    </RecordCard>
  );
}

/**
 * The Inquiries tab: what visitors sent from the product and contact forms, newest first, a
 * page at a time; filtered by status, form and words, exported as CSV as filtered; each
 * inquiry's status set with who changed it and when, and each one erased after a question.
 */
export function InquiriesTab() {
  const { token, logout } = useSession();
  const [filter, setFilter] = useState<InquiryFilter>({});
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

  const erase = async (inquiry: StoredInquiry) => {
    if (!window.confirm(ERASE_INQUIRY_CONFIRMATION)) return;
    setPending(inquiry._id);
    setProblem(null);
    try {
      await inquiriesApi.erase(token, inquiry._id);
      pages.reload();
    } catch (error) {
      fail(error, `Запитването не беше изтрито. ${describeSaveError(error)}`);
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

  return (
    <>
      <InquiryFilters
        filter={filter}
        onChange={setFilter}
        exporting={exporting}
        onExport={() => void exportCsv()}
      />
      {problem ? <StatusMessage tone="error" message={problem} /> : null}
      <CursorListStatus
        pages={pages}
        emptyMessage="Няма запитвания."
        errorMessage="Запитванията не можаха да бъдат заредени."
      />
      {pages.items.length > 0 ? (
        <RecordCardList label="Запитвания">
          {pages.items.map((inquiry) => (
            <InquiryCard
              key={inquiry._id}
              inquiry={inquiry}
              busy={pending === inquiry._id}
              onStatus={(status) => void setStatus(inquiry, status)}
              onErase={() => void erase(inquiry)}
            />
          ))}
        </RecordCardList>
      ) : null}
      <LoadMoreButton pages={pages} />
    </>
  );
}
