import { useCallback, useState } from 'react';
import type { StoredInquiry } from '@alu/common';
import { describeSaveError, inquiriesApi, isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { ListStatus } from '../../shared/ui/ListStatus';
import { useAdminList } from '../../shared/ui/useAdminList';
import styles from './InquiriesTab.module.css';

const KIND_LABELS: Record<StoredInquiry['kind'], string> = {
  product: 'Продукт',
  contact: 'Контакт',
};

/** Newest first, whatever order the answer had. */
export function newestFirst(inquiries: readonly StoredInquiry[]): StoredInquiry[] {
  return [...inquiries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The Inquiries tab: what visitors sent from the product and contact forms. */
export function InquiriesTab() {
  const { token, logout } = useSession();
  const load = useCallback(
    async (sessionToken: string, signal: AbortSignal) =>
      newestFirst(await inquiriesApi.list(sessionToken, signal)),
    [],
  );
  const list = useAdminList(load, 'inquiries');
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const markHandled = async (inquiry: StoredInquiry) => {
    setPending(inquiry._id);
    setProblem(null);
    try {
      await inquiriesApi.markHandled(token, inquiry._id);
      list.reload();
    } catch (error) {
      console.error('[admin] marking the inquiry handled failed', error);
      if (isUnauthorized(error)) logout();
      else setProblem(describeSaveError(error));
    } finally {
      setPending(null);
    }
  };

  const items = list.items ?? [];
  return (
    <>
      <ListStatus
        list={list}
        shown={items.length}
        emptyMessage="Няма запитвания."
        errorMessage="Запитванията не можаха да бъдат заредени."
        problem={problem}
      />
      {items.length > 0 ? (
        <ol className={styles.list} aria-label="Запитвания">
          {items.map((inquiry) => (
            <li
              key={inquiry._id}
              className={inquiry.handled ? `${styles.card} ${styles.handled}` : styles.card}
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
                <div className={styles.message}>
                  <dt>Съобщение</dt>
                  <dd>{inquiry.message}</dd>
                </div>
                <div>
                  <dt>Състояние</dt>
                  <dd>
                    {inquiry.handled
                      ? `Обработено${inquiry.handledAt ? ` на ${formatDateTime(inquiry.handledAt)}` : ''}`
                      : 'Ново'}
                  </dd>
                </div>
              </dl>
              {inquiry.handled ? null : (
                <button
                  type="button"
                  className={styles.action}
                  disabled={pending === inquiry._id}
                  onClick={() => void markHandled(inquiry)}
                >
                  Маркирай като обработено
                </button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
