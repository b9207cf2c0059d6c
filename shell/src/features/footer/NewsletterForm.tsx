import { useState, type FormEvent } from 'react';
import { isEmailAddress, NEWSLETTER_API, useMessages, type NewsletterResult } from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import { NEWSLETTER_INPUT_ID } from '../../shared/newsletterTarget';
import styles from './Footer.module.css';

type Status =
  'idle' | 'sending' | 'subscribed' | 'already-subscribed' | 'invalid' | 'rate-limited' | 'failed';

const messages = {
  subscribed: 'newsletterSubscribed',
  'already-subscribed': 'newsletterAlready',
  invalid: 'newsletterInvalid',
  'rate-limited': 'newsletterRateLimited',
  failed: 'newsletterFailed',
} as const satisfies Record<Exclude<Status, 'idle' | 'sending'>, string>;

/** The footer's newsletter input (target of the header's SOTTOSCRIVI). */
export function NewsletterForm() {
  const t = useMessages(shellMessages);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmailAddress(email.trim())) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    try {
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

  const message = status === 'idle' || status === 'sending' ? '' : t(messages[status]);
  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate>
      <label htmlFor={NEWSLETTER_INPUT_ID} className={styles.newsletterLabel}>
        {t('newsletterLabel')}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={NEWSLETTER_INPUT_ID}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('newsletterPlaceholder')}
          value={email}
          aria-invalid={status === 'invalid'}
          aria-describedby="newsletter-status"
          onChange={(event) => setEmail(event.target.value)}
          className={styles.newsletterInput}
        />
        <button type="submit" className={styles.newsletterButton} disabled={status === 'sending'}>
          {t('newsletterButton')}
        </button>
      </div>
      <p id="newsletter-status" className={styles.newsletterStatus} role="status">
        {message}
      </p>
    </form>
  );
}
