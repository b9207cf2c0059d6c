import { useMessages } from '@alu/common';
import { shellMessages } from '../shared/shellMessages';
import { Link } from 'react-router-dom';
import styles from './RouteErrorPage.module.css';

/** Last line of defence: an error outside every area boundary still gets a usable page. */
export function RouteErrorPage() {
  const t = useMessages(shellMessages);
  return (
    <main className={styles.page}>
      <h1>{t('errorTitle')}</h1>
      <p>{t('errorText')}</p>
      <p>
        <Link to="/">{t('backHome')}</Link>
      </p>
    </main>
  );
}
