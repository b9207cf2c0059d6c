import { truncateText } from '../ui/text/truncateText';
import { decodeHTML } from 'entities';

/** Length of the text preview of a news item in the list. */
export const PREVIEW_LENGTH = 120;

/** Elements after which the text of the next one starts a new word. */
const BLOCK_TAG =
  /<\/?(address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*>/gi;
const HIDDEN_ELEMENT = /<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;

/**
 * The visible text of an HTML fragment: tags removed, entities decoded (the `entities`
 * package, the HTML standard's table), whitespace collapsed. The same steps run on the server
 * and in the browser, so a rendered preview and its hydration always agree; the text is
 * rendered as text, never as markup.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const text = html
    .replace(HIDDEN_ELEMENT, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}

/** The first `maxLength` characters of the text of an HTML fragment (see truncateText). */
export function toPreviewText(html: string, maxLength = PREVIEW_LENGTH): string {
  return truncateText(htmlToText(html), maxLength);
}
