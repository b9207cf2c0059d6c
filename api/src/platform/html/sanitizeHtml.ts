// The one allow-list for rich text (news content and vacancies): what the admin's draft-js
// editor produces (bold, italic, underline, links, code blocks, YouTube videos, through
// draft-convert), and nothing that can run script.
import { RICH_TEXT_LINK_SCHEMES, youtubeEmbedSrc } from '@alu/common/contracts';
import sanitizeHtml, { type IOptions } from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const BLOCKS = ['p', 'div', 'blockquote', 'pre', 'ul', 'ol', 'li', 'figure', 'figcaption', 'hr'];
const INLINE = ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'code'];
const MEDIA = ['a', 'span', 'img', 'iframe'];

const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;
const TEXT_ALIGN = /^(left|right|center|justify|start|end)$/;
const FONT_SIZE = /^\d{1,3}(\.\d+)?(px|em|rem|%)$/;
// draftjs-to-html writes alignment, colours and font sizes as inline styles.
const STYLES = {
  'text-align': [TEXT_ALIGN],
  color: [CSS_COLOR],
  'background-color': [CSS_COLOR],
  'font-size': [FONT_SIZE],
};

const LINK_TARGETS = new Set(['_blank', '_self', '_parent', '_top']);

const OPTIONS: IOptions = {
  allowedTags: [...HEADINGS, ...BLOCKS, ...INLINE, ...MEDIA],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // No srcdoc (inline documents), no sandbox escapes: the transform below rebuilds it.
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading', 'referrerpolicy'],
    '*': ['style'],
  },
  allowedStyles: { '*': STYLES },
  // Links: the web and e-mail only, the rule the browser's sanitiser applies too.
  allowedSchemes: RICH_TEXT_LINK_SCHEMES.map((scheme) => scheme.replace(/:$/, '')),
  // Images only from the web or this site: no data: URLs; frames only over https.
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Disallowed tags keep their text, except these, whose content is code or markup.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'iframe', 'noscript', 'template'],
  disallowedTagsMode: 'discard',
  // A frame whose address is not a YouTube player is dropped with its content.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && frame.attribs.src === undefined,
  transformTags: {
    iframe: (tagName, attribs) => {
      const src = youtubeEmbedSrc(attribs.src);
      if (src === undefined) return { tagName, attribs: {} as sanitizeHtml.Attributes };
      const title = attribs.title?.trim() || 'Video';
      return {
        tagName,
        attribs: {
          src,
          title,
          width: '560',
          height: '315',
          allowfullscreen: '',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
        },
      };
    },
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      if (target === undefined || !LINK_TARGETS.has(target)) {
        return { tagName, attribs: rel === undefined ? rest : { ...rest, rel } };
      }
      // A new browsing context must not get a handle on this page (window.opener).
      return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
    },
  },
};

/** Sanitises HTML from the rich-text editor for display; safe to call on every read. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
