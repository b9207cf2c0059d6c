import { useDocumentMeta, useTexts, useNotFoundStatus } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

/** The not-found page: at an unknown address, and inside an area for a missing item (404). */
export function NotFoundPage() {
  useNotFoundStatus();
  const tx = useTexts(shellTexts);
  useDocumentMeta({
    title: tx('Pagina non trovata'),
    description: tx('La pagina richiesta non esiste.'),
  });
  return (
    <section className={styles.notFound}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>{tx('There is nothing here')}</p>
      <Link className={styles.home} to="/">
        {tx('Torna alla home page')}
      </Link>
    </section>
  );
}
