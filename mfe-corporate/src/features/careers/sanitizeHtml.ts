import DOMPurify from 'dompurify';

/**
 * The vacancies' rich text is sanitised by the API when stored and when read; the browser
 * sanitises it once more right before inserting it, so a compromised or stale answer can
 * still not run script in the page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
