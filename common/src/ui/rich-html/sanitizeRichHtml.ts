import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { RICH_TEXT_LINK_SCHEMES, youtubeEmbedSrc } from '../../contracts/richText';

let purifier: Purifier | undefined;

/** One DOMPurify instance with the site's rules (hooks are per instance). */
function sitePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeElement', (node, data) => {
    // A frame stays only when it is a YouTube player; anything else goes with its content.
    if (data.tagName !== 'iframe' || !(node instanceof Element)) return;
    const src = youtubeEmbedSrc(node.getAttribute('src'));
    if (src === undefined) node.parentNode?.removeChild(node);
    else node.setAttribute('src', src);
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !isAllowedLink(href)) node.removeAttribute('href');
      if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IFRAME') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      if (!node.getAttribute('title')) node.setAttribute('title', 'Video');
    }
  });
  purifier = instance;
  return instance;
}

function isAllowedLink(href: string): boolean {
  try {
    // Relative links resolve against the site, i.e. http(s).
    return RICH_TEXT_LINK_SCHEMES.includes(new URL(href, window.location.href).protocol);
  } catch {
    return false;
  }
}

/**
 * Sanitises rich text (news, vacancies) right before it is inserted into the page. The API
 * sanitises it when storing and when answering; this second pass in the browser keeps a
 * compromised or stale answer from running script. It keeps what the admin editor writes:
 * text formatting, links (http, https, mailto), code blocks and YouTube players (https,
 * youtube.com or youtube-nocookie.com, under /embed/); `srcdoc` and script never pass.
 */
export function sanitizeRichHtml(html: string): string {
  return sitePurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'target', 'loading', 'referrerpolicy'],
    FORBID_ATTR: ['srcdoc', 'srcset'],
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style'],
  });
}
