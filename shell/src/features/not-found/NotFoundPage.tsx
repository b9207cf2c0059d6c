import {
  DEFAULT_LOCALE,
  useDocumentMeta,
  useLocale,
  useTexts,
  useNotFoundStatus,
} from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

/** The not-found page: at an unknown address, and inside an area for a missing item (404). */
export function NotFoundPage() {
  useNotFoundStatus();
  const tx = useTexts(shellTexts);
  const locale = useLocale();
  useDocumentMeta({
    title: tx('Pagina non trovata'),
    description: tx('La pagina richiesta non esiste.'),
  });
  return (
    <section className={styles.notFound}>
      <h1 className={styles.code}>404</h1>
      {/* The Italian site's line is English, like its cookie notice: `lang` tells readers. */}
      <p className={styles.text} lang={locale === DEFAULT_LOCALE ? 'en' : undefined}>
        {tx('There is nothing here')}
      </p>
      <Link className={styles.home} to="/">
        {tx('Torna alla home page')}
      </Link>
    </section>
  );
}
