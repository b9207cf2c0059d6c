import { truncateText } from '@alu/common';

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

/** The first `maxLength` characters of the text of an HTML fragment (see truncateText). */
export function toPreviewText(html: string, maxLength = PREVIEW_LENGTH): string {
  return truncateText(htmlToText(html), maxLength);
}
