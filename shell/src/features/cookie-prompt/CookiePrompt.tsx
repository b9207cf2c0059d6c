import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { COOKIE_PROMPT_DELAY_MS } from '../../shared/timings';
import { hasAcceptedTerms, storeTermsAccepted } from './consentStorage';
import styles from './CookiePrompt.module.css';

/** The GDPR cookie notice: shown 5 s after load unless the visitor accepted it before. */
export function CookiePrompt() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (hasAcceptedTerms()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <section className={styles.prompt} aria-label="Cookie notice" lang="en">
      <p className={styles.text}>
        This website uses cookies to ensure you get the best experience. By continuing to browse you
        agree to our use of cookies.{' '}
        <Link to="/personal-data" className={styles.learnMore}>
          Learn more
        </Link>
      </p>
      <button
        type="button"
        className={styles.accept}
        onClick={() => {
          storeTermsAccepted();
          setVisible(false);
        }}
      >
        Accept
      </button>
    </section>
  );
}
