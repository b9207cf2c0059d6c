import { useState } from 'react';
import {
  ApiError,
  Button,
  fetchJson,
  NEWSLETTER_API,
  useDocumentMeta,
  useMessages,
} from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import { Link, useSearchParams } from 'react-router-dom';
import styles from './UnsubscribePage.module.css';

type Status = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

const MESSAGES = {
  done: 'unsubscribeDone',
  invalid: 'unsubscribeInvalid',
  failed: 'unsubscribeFailed',
} as const satisfies Record<Exclude<Status, 'idle' | 'sending'>, string>;

/**
 * The page a newsletter mail's "leave" link opens. Opening it changes nothing (mail scanners
 * follow links): the subscriber confirms with the button.
 */
export function UnsubscribePage() {
  const t = useMessages(shellMessages);
  useDocumentMeta({
    title: t('unsubscribeTitle'),
    description: t('unsubscribeDescription'),
    noindex: true,
  });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<Status>(token ? 'idle' : 'invalid');

  const confirm = async () => {
    setStatus('sending');
    try {
      await fetchJson(NEWSLETTER_API.unsubscribe, { method: 'POST', body: { token } });
      setStatus('done');
    } catch (error) {
      setStatus(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed');
    }
  };

  const message = status === 'idle' || status === 'sending' ? null : t(MESSAGES[status]);
  return (
    <section className={styles.page} aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading">{t('unsubscribeTitle')}</h1>
      {status === 'idle' || status === 'sending' ? (
        <>
          <p>{t('unsubscribeQuestion')}</p>
          <Button onClick={() => void confirm()} disabled={status === 'sending'}>
            {t('unsubscribeButton')}
          </Button>
        </>
      ) : null}
      <p role="status" className={styles.status}>
        {message}
      </p>
      <Link to="/">{t('backHome')}</Link>
    </section>
  );
}
