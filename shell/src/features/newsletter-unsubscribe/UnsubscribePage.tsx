import { useState } from 'react';
import {
  ApiError,
  Button,
  fetchJson,
  NEWSLETTER_API,
  useDocumentMeta,
  useTexts,
  type TranslateText,
} from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { Link, useSearchParams } from 'react-router-dom';
import styles from './UnsubscribePage.module.css';

type Status = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

/** What the page says once the subscriber has confirmed, in the page's language. */
const statusMessages = (tx: TranslateText) =>
  ({
    done: tx('La tua iscrizione alla newsletter è stata annullata. Non riceverai altre e-mail.'),
    invalid: tx(
      'Questo link non è valido o è incompleto. Usa il link dell’ultima e-mail ricevuta, oppure scrivici dalla pagina dei contatti.',
    ),
    failed: tx('Non è stato possibile annullare l’iscrizione. Riprova tra qualche minuto.'),
  }) satisfies Record<Exclude<Status, 'idle' | 'sending'>, string>;

/**
 * The page a newsletter mail's "leave" link opens. Opening it changes nothing (mail scanners
 * follow links): the subscriber confirms with the button.
 */
export function UnsubscribePage() {
  const tx = useTexts(shellTexts);
  useDocumentMeta({
    title: tx('Annulla l’iscrizione alla newsletter'),
    description: tx('Conferma che non desideri più ricevere la newsletter di Alumis.'),
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

  const message = status === 'idle' || status === 'sending' ? null : statusMessages(tx)[status];
  return (
    <section className={styles.page} aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading">{tx('Annulla l’iscrizione alla newsletter')}</h1>
      {status === 'idle' || status === 'sending' ? (
        <>
          <p>{tx('Confermi di non voler più ricevere la newsletter di Alumis?')}</p>
          <Button onClick={() => void confirm()} disabled={status === 'sending'}>
            {tx('Annulla l’iscrizione')}
          </Button>
        </>
      ) : null}
      <p role="status" className={styles.status}>
        {message}
      </p>
      <Link to="/">{tx('Torna alla home page')}</Link>
    </section>
  );
}
