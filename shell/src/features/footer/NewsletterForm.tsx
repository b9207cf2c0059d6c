import { useState, type FormEvent } from 'react';
import { NEWSLETTER_API, useTexts, type NewsletterResult, type TranslateText } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { NEWSLETTER_INPUT_ID } from '../../shared/newsletterTarget';
import styles from './Footer.module.css';

type Status =
  'idle' | 'sending' | 'subscribed' | 'already-subscribed' | 'invalid' | 'rate-limited' | 'failed';

/** What the form says after a try, in the page's language. */
const statusMessages = (tx: TranslateText) =>
  ({
    subscribed: tx('Grazie! La tua iscrizione alla newsletter è stata registrata.'),
    'already-subscribed': tx('Questo indirizzo è già iscritto alla newsletter: a presto!'),
    invalid: tx('Inserisci un indirizzo e-mail valido.'),
    'rate-limited': tx('Troppe richieste da questa connessione. Riprova tra qualche minuto.'),
    failed: tx('Non è stato possibile completare l’iscrizione. Riprova più tardi.'),
  }) satisfies Record<Exclude<Status, 'idle' | 'sending'>, string>;

const loadAddressRule = () => import('@alu/common/contracts/schemas/newsletterForm');

/** The footer's newsletter input (target of the header's SOTTOSCRIVI). */
export function NewsletterForm() {
  const tx = useTexts(shellTexts);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      // The API's own rule for the address (its request schema), loaded on the first try so no
      // page pays for it before: a refused address is said without asking the server.
      const { isSubscribableAddress } = await loadAddressRule();
      if (!isSubscribableAddress(email)) {
        setStatus('invalid');
        return;
      }
      setStatus('sending');
      const response = await fetch(NEWSLETTER_API.subscribe, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: email.trim() }),
      });
      // The server has the last word on the address; the typed text stays for a correction.
      if (response.status === 400 || response.status === 429) {
        setStatus(response.status === 400 ? 'invalid' : 'rate-limited');
        return;
      }
      if (!response.ok) throw new Error(`Newsletter answered ${response.status}`);
      const result = (await response.json()) as NewsletterResult;
      setStatus(result.status === 'already-subscribed' ? 'already-subscribed' : 'subscribed');
      setEmail('');
    } catch {
      // The typed address stays in the field so the visitor can try again.
      setStatus('failed');
    }
  }

  const message = status === 'idle' || status === 'sending' ? '' : statusMessages(tx)[status];
  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate>
      <label htmlFor={NEWSLETTER_INPUT_ID} className={styles.newsletterLabel}>
        {tx('Iscriviti alla newsletter')}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={NEWSLETTER_INPUT_ID}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={tx('La tua e-mail')}
          value={email}
          aria-invalid={status === 'invalid'}
          aria-describedby="newsletter-status"
          onChange={(event) => setEmail(event.target.value)}
          className={styles.newsletterInput}
        />
        <button type="submit" className={styles.newsletterButton} disabled={status === 'sending'}>
          {tx('Iscriviti')}
        </button>
      </div>
      <p id="newsletter-status" className={styles.newsletterStatus} role="status">
        {message}
      </p>
    </form>
  );
}
