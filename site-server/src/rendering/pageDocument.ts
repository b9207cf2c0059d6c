// The HTML document of a server-rendered page: the shell's built index.html with the page's
// title, description, preloads, styles, markup and data block filled in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { LoadedRemote, RemoteManifest, RemotesState, SsrAssets } from './remoteBundles.ts';
import type { PreloadImage, RenderedPage } from './shellContract.ts';
import type { SiteLocale } from '@alu/common/contracts';
import { earlyClicksElement } from './earlyClicks.ts';
import { inlineHash } from './inlineStyles.ts';
import { unicodeRangeIncludes } from './unicodeRange.ts';

// The template is minified (attribute quotes may be dropped): anchors are matched either way.
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const TITLE = /<title>[^<]*<\/title>/;
/** The root element's opening, with or without its language. */
const HTML_LANG = /<html(?: lang="?[a-z-]+"?)?/;
const DESCRIPTION = /<meta name="?description"? content="[^"]*"/;
/** The template's no-script message (the first: a page's own markup may hold others). */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
/** The shell's entry script as html-webpack-plugin writes it (`defer`, maybe unquoted). */
const MAIN_SCRIPT = /<script defer(?:="?defer"?)? src="?([^" >]+)"?><\/script>/;
const PAGE_START_FILE = /^page-start\.[0-9a-f]{8}\.js$/;

/**
 * JSON inside <script type="application/json">: nothing in it can close the element. Not HTML
 * escaping: a script element's text is not decoded, so `<` and the line separators are written
 * as JSON `\u` escapes, which the reader turns back into the same characters.
 */
const safeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

/**
 * Files of one content (webpack writes a chunk merged from duplicates once per id, e.g.
 * `357.418e95d1.js` and `738.418e95d1.js`): the first of each content hash only, so a page
 * does not download the same script twice.
 */
const uniqueContent = (files: readonly string[]): string[] => {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = /\.([0-9a-f]{8})\.(js|css)$/.exec(file)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
};

export interface ShellTemplate {
  readonly html: string;
  /** The shell's bootstrap and shared scripts, and its style sheets. */
  readonly scripts: readonly string[];
  /** The translation library's scripts: English and Bulgarian pages only (Italian needs none). */
  readonly translationScripts?: readonly string[];
  readonly styles: readonly string[];
  /** The web font files every page's first paint uses (basic Latin), preloaded. */
  readonly fonts: readonly string[];
  /**
   * By language, the font files its own letters need besides (Bulgarian: the Cyrillic face),
   * preloaded on that language's pages only.
   */
  readonly languageFonts?: Readonly<Partial<Record<string, readonly string[]>>>;
  /**
   * The shell's entry and the text of its page-start script (inlined in every rendered page),
   * with the Content-Security-Policy source that allows that text.
   */
  readonly start:
    { readonly main: string; readonly source: string; readonly hash: string } | undefined;
}

interface ShellManifest {
  readonly shared?: readonly {
    readonly name?: string;
    readonly assets?: {
      readonly js?: { readonly sync?: readonly string[] };
      readonly css?: { readonly sync?: readonly string[] };
    };
  }[];
}

/**
 * Shared modules only the English and Bulgarian pages use (the shell imports i18next for
 * them alone): an Italian page does not name them.
 */
const TRANSLATION_LIBRARY = new Set(['i18next']);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The shell's page template and the browser files every page needs before it can hydrate. */
export function readShellTemplate(distDir: string): ShellTemplate {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const anchor of [ROOT_ELEMENT, TITLE, DESCRIPTION, /<\/head>/, /<\/body>/]) {
    if (!anchor.test(html)) throw new Error(`shell index.html lacks ${anchor}`);
  }
  const manifest = readJson<ShellManifest>(path.join(distDir, 'mf-manifest.json'));
  const { groups = {}, loadedWith = {} } = readJson<SsrAssets>(
    path.join(distDir, 'ssr-assets.json'),
  );
  // The shell's bootstrap and the shared modules it provides (React, the router, the
  // library), each with the split chunks that come with it (their code and CSS): requested
  // only after main.js runs unless the page names them.
  const shared = (manifest.shared ?? []).filter(
    (item) => !TRANSLATION_LIBRARY.has(item.name ?? ''),
  );
  const withTheirChunks = (list: readonly string[]) =>
    unique(list.flatMap((file) => [file, ...(loadedWith[file] ?? [])]));
  const files = withTheirChunks([
    ...(groups.bootstrap?.js ?? []),
    ...(groups.bootstrap?.css ?? []),
    ...shared.flatMap((item) => [
      ...(item.assets?.js?.sync ?? []),
      ...(item.assets?.css?.sync ?? []),
    ]),
  ]);
  const scripts = uniqueContent(files.filter((file) => file.endsWith('.js'))).map(
    (file) => `/${file}`,
  );
  const translationScripts = withTheirChunks(
    (manifest.shared ?? [])
      .filter((item) => TRANSLATION_LIBRARY.has(item.name ?? ''))
      .flatMap((item) => item.assets?.js?.sync ?? []),
  )
    .filter((file) => file.endsWith('.js') && !files.includes(file))
    .map((file) => `/${file}`);
  // Every style file, twins included: webpack's CSS loader looks for the one its chunk id
  // names, and fetches it again if that one is not on the page.
  const styles = files.filter((file) => file.endsWith('.css')).map((file) => `/${file}`);
  const mainScript = html.match(MAIN_SCRIPT)?.[1];
  const pageStart = readdirSync(distDir).find((file) => PAGE_START_FILE.test(file));
  return {
    html,
    scripts,
    translationScripts,
    styles,
    fonts: fontFiles(distDir, styles, BASIC_LATIN_LETTER),
    languageFonts: Object.fromEntries(
      Object.entries(LANGUAGE_LETTERS).map(([language, letter]) => [
        language,
        fontFiles(distDir, styles, letter),
      ]),
    ),
    start: mainScript && pageStart ? pageStartOf(mainScript, distDir, pageStart) : undefined,
  };
}

function pageStartOf(main: string, distDir: string, file: string) {
  // A script element ends at the first `</script`: the text must hold none (it is the
  // build's own few hundred bytes, minified).
  const source = readFileSync(path.join(distDir, file), 'utf8').trim();
  if (/<\/script/i.test(source)) throw new Error(`${file} cannot be inlined: it holds </script`);
  return { main, source, hash: inlineHash(source) };
}

/** Latin capital A: a face whose range holds it draws every page's text. */
const BASIC_LATIN_LETTER = 0x41;

/**
 * A letter of each language written in another script than Latin (Bulgarian: Cyrillic
 * capital A): a face whose range holds it draws that language's text. Found only at layout,
 * once the document had been parsed, that face was requested a round trip after everything
 * else the first paint needed, and whether it came before the largest paint or not depended
 * on the moment: a Bulgarian page's LCP on a throttled phone was as good as an Italian one's
 * or clearly later. Preloaded, it comes with the Latin face, every time.
 */
const LANGUAGE_LETTERS: Readonly<Record<string, number>> = { bg: 0x410 };

/**
 * The web font files whose face covers the letter: a first paint that draws such letters
 * uses them, so they are preloaded instead of being found only at layout.
 */
function fontFiles(distDir: string, styles: readonly string[], letter: number): string[] {
  const css = styles
    .map((href) => readFileSync(path.join(distDir, path.normalize(href)), 'utf8'))
    .join('');
  return unique(
    [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, face]) => face ?? '')
      .filter((face) =>
        unicodeRangeIncludes(/unicode-range:([^;]*)/i.exec(face)?.[1] ?? '', letter),
      )
      .flatMap((face) =>
        [...face.matchAll(/url\(['"]?([^'")]+\.woff2)['"]?\)/g)].map(([, url]) => url ?? ''),
      ),
  );
}

interface Files {
  readonly scripts: string[];
  readonly styles: string[];
}

/** Script and style URLs of an exposed module of a remote (its manifest's own list). */
function exposedFiles(remote: LoadedRemote, exposedName: string): Files {
  const exposes: NonNullable<RemoteManifest['exposes']> = remote.manifest.exposes ?? [];
  const exposed = exposes.find(
    (item) => item.name === exposedName || item.path === `./${exposedName}`,
  );
  const url = (file: string) => new URL(file, remote.base).href;
  return {
    scripts: (exposed?.assets?.js?.sync ?? []).map(url),
    styles: (exposed?.assets?.css?.sync ?? []).map(url),
  };
}

function chunkFiles(remote: LoadedRemote, chunk: string): Files {
  const group = remote.assets.groups?.[chunk];
  const url = (file: string) => new URL(file, remote.base).href;
  return { scripts: (group?.js ?? []).map(url), styles: (group?.css ?? []).map(url) };
}

/**
 * Everything the first render needs from the remotes, in the order the browser uses it: each
 * remote's entry, then the exposed module and page chunk scripts and styles.
 */
export function remoteFiles(state: RemotesState, result: RenderedPage) {
  const { snapshot, record } = result;
  const used: { name: string; exposed: string; chunks: readonly string[] }[] = [];
  if (snapshot.remote) {
    used.push({ name: snapshot.remote, exposed: 'routes', chunks: record.chunks });
  }
  for (const id of snapshot.modules) {
    const [name = '', exposed = ''] = id.split('/');
    used.push({ name, exposed, chunks: [] });
  }
  const entries: string[] = [];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const { name, exposed, chunks } of used) {
    const remote = state.remotes.get(name);
    if (!remote) continue;
    entries.push(
      new URL(remote.manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js', remote.base).href,
    );
    for (const files of [
      exposedFiles(remote, exposed),
      ...chunks.map((chunk) => chunkFiles(remote, chunk)),
    ]) {
      scripts.push(...files.scripts);
      styles.push(...files.styles);
    }
  }
  return { entries: unique(entries), scripts: unique(scripts), styles: unique(styles) };
}

function imagePreload(image: PreloadImage): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(image.src)}"`,
    image.srcSet ? `imagesrcset="${escapeHtml(image.srcSet)}"` : '',
    image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
    image.type ? `type="${escapeHtml(image.type)}"` : '',
    image.media ? `media="${escapeHtml(image.media)}"` : '',
    'fetchpriority="high"',
  ];
  return `<link ${attributes.filter(Boolean).join(' ')}>`;
}

/** The style sheets of a page, in order: the shell's, then the remotes'. */
export function pageStyles(
  template: ShellTemplate,
  state: RemotesState,
  result: RenderedPage,
): string[] {
  return unique([...template.styles, ...remoteFiles(state, result).styles]);
}

/** A style sheet's text as inlined: nothing in it can end its style element. */
export const inlineStyleText = (text: string): string => text.replace(/<\/style/gi, '<\\/style');

/**
 * The style elements of a page: each sheet inlined (`data-href` names its file, so webpack's
 * loader of the remote's CSS finds it already there), or linked when its text could not be
 * read. A twin (webpack writes a chunk merged from duplicates once per id, with the same
 * text) is inlined once: the twin gets an empty element that only names its file, so the
 * loader does not fetch it either.
 */
function styleElements(hrefs: readonly string[], styles: ReadonlyMap<string, string>): string[] {
  const inlined = new Set<string>();
  return hrefs.map((href) => {
    const text = styles.get(href);
    if (text === undefined) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
    const body = inlined.has(text) ? '' : inlineStyleText(text);
    inlined.add(text);
    return `<style data-href="${escapeHtml(href)}">${body}</style>`;
  });
}

/** The texts of a page's inline style elements (see styleElements), for its policy. */
export function inlinedStyleTexts(styles: ReadonlyMap<string, string>): string[] {
  const texts = new Set([...styles.values()]);
  const twins = texts.size < styles.size ? [''] : [];
  return [...[...texts].map(inlineStyleText), ...twins];
}

/**
 * How a rendered page gets its scripts. The HTML names every script its first render in the
 * browser needs (the shell's entry on its own; bootstrap and shared chunks, the route
 * remote's entry, exposed module and page chunk, embedded modules): with pageStart.js,
 * inlined where the entry's tag was, they are requested all together, side by side, right after the first paint, then the entry
 * runs. Requested from the head instead, on a slow connection they would share it with the
 * document, the font and the main picture, and Lighthouse counts every script that has
 * arrived before the largest paint as holding it up (LCP 2.2 s instead of 1.3 s on
 * /contacts/sales-department). Without a page-start file (an older shell build) they are
 * preloaded from the head.
 */
function pageScripts(template: ShellTemplate, scripts: readonly string[]) {
  const { start } = template;
  if (!start) {
    return {
      html: template.html,
      head: scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    };
  }
  // Inlined, not fetched: a request of its own, however small, shared the slow connection
  // with the main picture and held the largest paint back (/news on a throttled phone: 720 ms
  // against 544 ms inlined, the same as with no script at all).
  const tag =
    `<script data-main="${escapeHtml(start.main)}"` +
    ` data-preload="${escapeHtml(scripts.join(' '))}">${start.source}</script>`;
  return { html: template.html.replace(MAIN_SCRIPT, () => tag), head: [] as string[] };
}

export interface PageDocumentInput {
  readonly template: ShellTemplate;
  readonly state: RemotesState;
  readonly result: RenderedPage;
  readonly formatTitle: (title: string, locale?: SiteLocale) => string;
  /** The texts of the page's style sheets by address (see inlineStyles.ts); each is inlined. */
  readonly styles?: ReadonlyMap<string, string>;
}

/** The finished document of one rendered page. */
export function pageDocument({
  template,
  state,
  result,
  formatTitle,
  styles = new Map(),
}: PageDocumentInput): string {
  const { record, snapshot, html } = result;
  const remote = remoteFiles(state, result);
  const lang = result.locale ?? 'it';
  const translation = lang === 'it' ? [] : (template.translationScripts ?? []);
  const scripts = pageScripts(
    template,
    unique([...template.scripts, ...translation, ...remote.entries, ...remote.scripts]),
  );
  const head = [
    earlyClicksElement(),
    ...record.images.map(imagePreload),
    ...unique([...template.fonts, ...(template.languageFonts?.[lang] ?? [])]).map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${escapeHtml(href)}">`,
    ),
    ...styleElements(pageStyles(template, state, result), styles),
    ...scripts.head,
  ].filter(Boolean);
  let document = scripts.html.replace(HTML_LANG, () => `<html lang="${escapeHtml(lang)}"`);
  if (record.meta) {
    const { title, description, noindex } = record.meta;
    // A not-found page is not indexed either (its status says so; the tag says it twice).
    const robots = noindex || result.status === 404 ? '<meta name="robots" content="noindex">' : '';
    document = document
      .replace(
        TITLE,
        () => `<title>${escapeHtml(formatTitle(title, lang))}</title>${robots}${result.head ?? ''}`,
      )
      .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}"`);
  }
  // The shell's message in the page's language, before the page's markup is in the document.
  if (result.noscript !== undefined) {
    document = document.replace(NOSCRIPT, () => `<noscript>${result.noscript}</noscript>`);
  }
  return document
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`)
    .replace(
      '</body>',
      () => `<script type="application/json" id="alu-ssr">${safeJson(snapshot)}</script></body>`,
    );
}
