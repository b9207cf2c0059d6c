import { SUBSCRIBE_FOCUS_DELAY_MS } from './timings';

/** id of the footer's newsletter e-mail input, the target of the header's SOTTOSCRIVI. */
export const NEWSLETTER_INPUT_ID = 'newsletter-email';

/** Scrolls smoothly to the newsletter input and focuses it once the scroll has settled. */
export function scrollToNewsletter(): void {
  const input = document.getElementById(NEWSLETTER_INPUT_ID);
  if (!input) return;
  input.scrollIntoView({ behavior: 'smooth', block: 'center' });
  window.setTimeout(() => {
    input.focus({ preventScroll: true });
    // Content that loaded meanwhile (a remote's block above the footer) may have pushed it away.
    const { top, bottom } = input.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) input.scrollIntoView({ block: 'center' });
  }, SUBSCRIBE_FOCUS_DELAY_MS);
}
