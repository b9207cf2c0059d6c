// The one allow-list for rich text (news content, later careers): what the admin's draft-js
// editor (through draftjs-to-html) produces, and nothing that can run script.
import sanitizeHtml, { type IOptions } from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const BLOCKS = ['p', 'div', 'blockquote', 'pre', 'ul', 'ol', 'li', 'figure', 'figcaption', 'hr'];
const INLINE = ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'code'];
const MEDIA = ['a', 'span', 'img'];

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
    '*': ['style'],
  },
  allowedStyles: { '*': STYLES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from the web or this site: no data: URLs.
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Disallowed tags keep their text, except these, whose content is code or markup.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'iframe', 'noscript', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
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
