import { useDocumentMeta, useMessages, useNotFoundStatus } from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

/** The not-found page: at an unknown address, and inside an area for a missing item (404). */
export function NotFoundPage() {
  useNotFoundStatus();
  const t = useMessages(shellMessages);
  useDocumentMeta({ title: t('notFoundTitle'), description: t('notFoundDescription') });
  return (
    <section className={styles.notFound}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>{t('notFoundText')}</p>
      <Link className={styles.home} to="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
