/** Length of the text preview of a news item in the list (doc 2 §9). */
export const PREVIEW_LENGTH = 120;

/** Elements after which the text of the next one starts a new word. */
const BLOCK_ELEMENTS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/**
 * The visible text of an HTML fragment: tags removed, entities decoded, whitespace collapsed.
 * DOMParser builds an inert document: nothing in it runs or loads.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  let text: string;
  if (typeof DOMParser === 'undefined') {
    text = html.replace(/<[^>]*>/g, ' ');
  } else {
    const { body } = new DOMParser().parseFromString(html, 'text/html');
    body.querySelectorAll('script,style,template,noscript').forEach((element) => element.remove());
    body.querySelectorAll(BLOCK_ELEMENTS).forEach((element) => element.after(' '));
    text = body.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The first `maxLength` characters of the text of an HTML fragment. A longer text is cut at
 * the last word boundary when that keeps most of it (otherwise mid-word) and ends with "…",
 * so the result is at most `maxLength + 1` characters long.
 */
export function toPreviewText(html: string, maxLength = PREVIEW_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= maxLength) return text;
  let cut = text.slice(0, maxLength);
  const endsAtWordBoundary = /\s/.test(text.charAt(maxLength));
  const lastSpace = cut.lastIndexOf(' ');
  if (!endsAtWordBoundary && lastSpace >= maxLength * 0.6) cut = cut.slice(0, lastSpace);
  // Never leave half of a surrogate pair (an emoji) or dangling punctuation before the "…".
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s.,;:!?'"«(–—-]+$/u, '')}…`;
}
