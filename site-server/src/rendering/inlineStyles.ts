// The first render's style sheets, inlined in the page: no render-blocking request (to the
// site or a remote's origin) stands between the HTML and the first paint.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fetchText } from './serverBundle.ts';

/** Style files have content-hashed names: once read, a file's text never changes. */
const texts = new Map<string, Promise<string>>();

/**
 * `url()`s of a sheet are relative to its own address; inlined in the page they would resolve
 * against the page, so they are made absolute.
 */
export function absoluteUrls(css: string, sheetUrl: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote: string, target: string) => {
    if (/^(data:|[a-z]+:|\/|#)/i.test(target)) return match;
    return `url(${quote}${new URL(target, sheetUrl).href}${quote})`;
  });
}

/** The text of a style file: the shell's from its build folder, a remote's from its origin. */
function styleText(href: string, distDir: string): Promise<string> {
  let text = texts.get(href);
  if (!text) {
    text = href.startsWith('/')
      ? readFile(path.join(distDir, path.normalize(href)), 'utf8')
      : fetchText(href).then((css) => absoluteUrls(css, href));
    text.catch(() => texts.delete(href));
    texts.set(href, text);
  }
  return text;
}

/** The texts of the given files, by address; a file that cannot be read is left out. */
export async function readStyles(
  hrefs: readonly string[],
  distDir: string,
): Promise<Map<string, string>> {
  const entries = await Promise.all(
    hrefs.map((href) =>
      styleText(href, distDir).then(
        (text): [string, string] => [
          href,
          text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''),
        ],
        () => undefined,
      ),
    ),
  );
  return new Map(entries.filter((entry) => entry !== undefined));
}

/** The Content-Security-Policy source for an inline element's exact text (style or script). */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Adds inline elements' hashes to a directive (`style-src`, `script-src`) of a policy already
 * set on the answer.
 */
export function allowInline(
  policy: string | number | string[] | undefined,
  directive: 'style-src' | 'script-src',
  hashes: readonly string[],
): string | number | string[] | undefined {
  if (!policy || hashes.length === 0) return policy;
  return String(policy).replace(new RegExp(`${directive} ([^;]*)`), (_match, sources: string) => {
    return `${directive} ${sources} ${hashes.join(' ')}`;
  });
}
