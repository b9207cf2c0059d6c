// Editor content ⇄ HTML with draft-convert. The editor writes what the site's sanitisers keep:
// <p>, <strong>, <em>, <u>, links, <pre> code blocks and YouTube players in <figure>. Incoming
// HTML is sanitised first (DOMPurify, the site's rules) before the converter parses it.
import { convertFromHTML, convertToHTML } from 'draft-convert';
import { ContentState, EditorState } from 'draft-js';
import escapeHtml from 'escape-html';
import { youtubeEmbedSrc } from '@alu/common';
import { sanitizeRichHtml } from '@alu/common/rich-html/sanitizeRichHtml';

/**
 * An editor's content. Opaque outside this folder: the admin creates one from HTML and reads
 * HTML back, never the editor's own model.
 */
export type RichTextValue = EditorState;

/** Whether a value is an editor's content (to compare forms by their HTML). */
export const isRichTextValue = (value: unknown): value is RichTextValue =>
  value instanceof EditorState;

export const LINK = 'LINK';
export const VIDEO = 'VIDEO';

/** Whether the value holds any text (an empty paragraph holds none). */
export const richTextHasText = (state: RichTextValue): boolean =>
  state.getCurrentContent().hasText() && state.getCurrentContent().getPlainText().trim() !== '';

/** The editor's content as HTML; '' for an editor with no text and no video. */
export function richTextToHtml(state: RichTextValue): string {
  const content = state.getCurrentContent();
  const hasVideo = content.getBlocksAsArray().some((block) => block.getType() === 'atomic');
  if (!content.hasText() && !hasVideo) return '';
  return convertToHTML({
    styleToHTML: (style) => (style === 'UNDERLINE' ? { start: '<u>', end: '</u>' } : undefined),
    blockToHTML: (block) => {
      if (block.type === 'code-block') return { start: '<pre>', end: '</pre>' };
      if (block.type === 'atomic') return { start: '<figure>', end: '</figure>' };
      return undefined;
    },
    entityToHTML: (entity, originalText) => {
      if (entity.type === LINK) {
        const url = String((entity.data as { url?: unknown }).url ?? '');
        return { start: `<a href="${escapeHtml(url)}">`, end: '</a>' };
      }
      if (entity.type === VIDEO) {
        const src = youtubeEmbedSrc(String((entity.data as { src?: unknown }).src ?? ''));
        return src
          ? `<iframe src="${escapeHtml(src)}" title="Video" allowfullscreen></iframe>`
          : '';
      }
      return originalText;
    },
  })(content);
}

/** Editor content from stored HTML (sanitised first). */
export function richTextFromHtml(html: string): RichTextValue {
  if (html.trim() === '') return EditorState.createEmpty();
  const content: ContentState = convertFromHTML({
    htmlToStyle: (nodeName, _node, currentStyle) =>
      nodeName === 'u' ? currentStyle.add('UNDERLINE') : currentStyle,
    htmlToEntity: (nodeName, node, createEntity) => {
      if (nodeName === 'a') {
        return createEntity(LINK, 'MUTABLE', { url: node.getAttribute('href') ?? '' });
      }
      if (nodeName === 'iframe') {
        return createEntity(VIDEO, 'IMMUTABLE', { src: node.getAttribute('src') ?? '' });
      }
      return undefined;
    },
    htmlToBlock: (nodeName, node) => {
      if (nodeName === 'pre') return 'code-block';
      if (nodeName === 'figure' && node.querySelector('iframe')) return 'atomic';
      return undefined;
    },
  })(sanitizeRichHtml(html));
  return EditorState.createWithContent(content);
}
