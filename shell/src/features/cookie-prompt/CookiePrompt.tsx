import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocale, useMessages } from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import { COOKIE_PROMPT_DELAY_MS } from '../../shared/timings';
import { hasAcceptedTerms, storeTermsAccepted } from './consentStorage';
import styles from './CookiePrompt.module.css';

/** The GDPR cookie notice: shown 5 s after load unless the visitor accepted it before. */
export function CookiePrompt() {
  const t = useMessages(shellMessages);
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
      aria-label={t('cookieLabel')}
      lang={locale === 'it' ? 'en' : undefined}
    >
      <p className={styles.text}>
        {t('cookieText')}{' '}
        <Link to="/personal-data" className={styles.learnMore}>
          {t('cookieLearnMore')}
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
        {t('cookieAccept')}
      </button>
    </section>
  );
}
