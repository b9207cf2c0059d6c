import { Link } from 'react-router-dom';
import styles from './RouteErrorPage.module.css';

/** Last line of defence: an error outside every area boundary still gets a usable page. */
export function RouteErrorPage() {
  return (
    <main className={styles.page}>
      <h1>Si è verificato un errore</h1>
      <p>La pagina non può essere mostrata. Riprova o torna alla home page.</p>
      <p>
        <Link to="/">Torna alla home page</Link>
      </p>
    </main>
  );
}
