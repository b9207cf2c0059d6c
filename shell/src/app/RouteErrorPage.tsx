import { useTexts } from '@alu/common';
import { shellTexts } from '../shared/shellTexts';
import { Link } from 'react-router-dom';
import styles from './RouteErrorPage.module.css';

/** Last line of defence: an error outside every area boundary still gets a usable page. */
export function RouteErrorPage() {
  const tx = useTexts(shellTexts);
  return (
    <main className={styles.page}>
      <h1>{tx('Si è verificato un errore')}</h1>
      <p>{tx('La pagina non può essere mostrata. Riprova o torna alla home page.')}</p>
      <p>
        <Link to="/">{tx('Torna alla home page')}</Link>
      </p>
    </main>
  );
}
