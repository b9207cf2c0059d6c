import { useDocumentMeta, useNotFoundStatus } from '@alu/common';
import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

/** The not-found page: at an unknown address, and inside an area for a missing item (404). */
export function NotFoundPage() {
  useNotFoundStatus();
  useDocumentMeta({ title: '404', description: 'La pagina richiesta non esiste.' });
  return (
    <section className={styles.notFound}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>There is nothing here</p>
      <Link className={styles.home} to="/">
        Torna alla home page
      </Link>
    </section>
  );
}
