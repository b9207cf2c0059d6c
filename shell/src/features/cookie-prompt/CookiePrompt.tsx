import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_LOCALE, useLocale, useTexts } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { COOKIE_PROMPT_DELAY_MS } from '../../shared/timings';
import { hasAcceptedTerms, storeTermsAccepted } from './consentStorage';
import styles from './CookiePrompt.module.css';

/**
 * The GDPR cookie notice: shown 5 s after load unless the visitor accepted it before. Its
 * Italian wording is English (the notice is marked `lang="en"` on the Italian site); the
 * Bulgarian site translates it.
 */
export function CookiePrompt() {
  const tx = useTexts(shellTexts);
  const locale = useLocale();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (hasAcceptedTerms()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <section
      className={styles.prompt}
      aria-label={tx('Cookie notice')}
      lang={locale === DEFAULT_LOCALE ? 'en' : undefined}
    >
      <p className={styles.text}>
        {tx(
          'This website uses cookies to ensure you get the best experience. By continuing to browse you agree to our use of cookies.',
        )}{' '}
        <Link to="/personal-data" className={styles.learnMore}>
          {tx('Learn more')}
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
        {tx('Accept')}
      </button>
    </section>
  );
}
