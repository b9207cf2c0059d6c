import type { Page } from '@playwright/test';
import type { SiteLocale } from '@alu/common/contracts';
import { GLOSSARIES } from '@alu/common/glossary';

/** One text a visitor (or a screen reader, or a search engine) meets on a page. */
export interface TextBlock {
  readonly text: string;
  /** The `lang` of the closest element that declares one (the page's own, usually). */
  readonly lang: string;
  /** What carries it: an element's own text (`p`), or an attribute (`button[aria-label]`). */
  readonly where: string;
}

/**
 * The texts of the document as it is now, collected in the page: each block-level element's
 * own text (its text and that of its inline elements, not of the blocks inside it), the
 * attributes that are read out or shown (aria-label, title, alt, placeholder…) and the texts
 * of the head (title, description, sharing cards). Hidden elements count too: a menu or a
 * disclosure shows them at a click. `noscript` is read only where the browser ran no script
 * (there its content is markup; with scripts it is one unparsed string).
 */
export function collectTextBlocks(
  page: Page,
  options: { noscript: boolean },
): Promise<TextBlock[]> {
  return page.evaluate(({ noscript }) => {
    // Elements whose text belongs to the block around them (phrasing content).
    const INLINE = new Set([
      'A',
      'ABBR',
      'B',
      'BDI',
      'BDO',
      'BR',
      'CITE',
      'CODE',
      'DATA',
      'DEL',
      'DFN',
      'EM',
      'I',
      'INS',
      'KBD',
      'MARK',
      'Q',
      'S',
      'SAMP',
      'SMALL',
      'SPAN',
      'STRONG',
      'SUB',
      'SUP',
      'TIME',
      'U',
      'VAR',
      'WBR',
      'TSPAN',
    ]);
    const SVG_INLINE = new Set(['tspan', 'textPath', 'a']);
    const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', ...(noscript ? [] : ['NOSCRIPT'])]);
    const skippedSelector = [...SKIPPED].join(',').toLowerCase();
    const ATTRIBUTES = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'title',
      'alt',
      'placeholder',
    ];
    const META = new Set([
      'description',
      'og:title',
      'og:description',
      'og:image:alt',
      'twitter:title',
      'twitter:description',
      'twitter:image:alt',
    ]);
    const blocks: { text: string; lang: string; where: string }[] = [];
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? '';
    const add = (text: string, element: Element, where: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (clean) blocks.push({ text: clean, lang: langOf(element), where });
    };
    // Laid out inline (a link, a word in bold), or inline by kind where it is not laid out
    // (hidden until a click). A span shown as a block is a block: a card's name and role are two.
    const isInline = (element: Element) => {
      if (element instanceof SVGElement) return SVG_INLINE.has(element.tagName);
      if (element.tagName === 'NOSCRIPT') return false;
      const { display } = getComputedStyle(element);
      if (display === 'none') return INLINE.has(element.tagName.toUpperCase());
      return display === 'inline' || display === 'contents';
    };
    // An inline element that declares a language of its own is a block of its own.
    const ownsLanguage = (element: Element) =>
      element.hasAttribute('lang') &&
      element.getAttribute('lang') !== langOf(element.parentElement!);
    const ownText = (element: Element): string => {
      let text = '';
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) text += (node as Text).data;
        else if (node instanceof Element) {
          const inline =
            isInline(node) && !ownsLanguage(node) && !SKIPPED.has(node.tagName.toUpperCase());
          text += inline && node.tagName.toUpperCase() !== 'BR' ? ownText(node) : ' ';
        }
      }
      return text;
    };
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toUpperCase();
      if (element.closest(skippedSelector)) continue;
      const name = tag.toLowerCase();
      if (!isInline(element) || ownsLanguage(element)) add(ownText(element), element, name);
      for (const attribute of ATTRIBUTES) {
        const value = element.getAttribute(attribute);
        if (value) add(value, element, `${name}[${attribute}]`);
      }
      if (tag === 'INPUT' && /^(submit|button|reset)$/i.test(element.getAttribute('type') ?? '')) {
        add(element.getAttribute('value') ?? '', element, 'input[value]');
      }
      if (tag === 'META') {
        const key = element.getAttribute('name') ?? element.getAttribute('property') ?? '';
        if (META.has(key)) add(element.getAttribute('content') ?? '', element, `meta ${key}`);
      }
    }
    return blocks;
  }, options);
}

/**
 * The languages a text can be identified as: the site's three, and German, French and Spanish,
 * so that a text in one of those is named as such rather than read as the nearest of the
 * three. No other Cyrillic language: a short Bulgarian text is too easily taken for Russian or
 * Serbian (see docs/decisions/language-identification.md). A block whose `lang` declares a
 * language outside the site's three is not checked.
 */
const CANDIDATES = ['it', 'en', 'bg', 'de', 'fr', 'es'];
const SITE_LANGUAGES: readonly string[] = ['it', 'en', 'bg'];

/** Fewer words than this are not identified: names, labels and figures would be guesses. */
export const MIN_WORDS = 4;

/** A word: letters, with the apostrophes, hyphens and dots inside words; no digits. */
const WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’\-.]*$/u;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const URL_TEXT = /\b(?:https?:\/\/|www\.)\S+|(?<![\p{L}\p{N}])\/[\w\-/.?=&%]+/gu;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A glossary's names and codes as one expression, the longest first, as whole words and in
 * their own case: `IT` and `Tab` are codes, "it" and "tab" are words.
 */
const exceptions = new Map<SiteLocale, RegExp | null>();
function exceptionsOf(locale: SiteLocale): RegExp | null {
  if (!exceptions.has(locale)) {
    const entries = [...GLOSSARIES[locale].keepAsWritten].sort((a, b) => b.length - a.length);
    exceptions.set(
      locale,
      entries.length === 0
        ? null
        : new RegExp(
            `(?<![\\p{L}\\p{N}])(?:${entries.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
            'gu',
          ),
    );
  }
  return exceptions.get(locale) ?? null;
}

export type Identification =
  | { readonly checked: false }
  | { readonly checked: true; readonly expected: string; readonly found: string };

/** eld's detector (the large database: the best of its sizes on short texts). */
type Detector = (typeof import('eld/large'))['eld'];

/**
 * The language of a block, if it can be told: the names and codes its language's glossary
 * keeps as written, e-mail addresses, web addresses and anything with a digit are taken out
 * first; what is left must still have four words. `expected` is the language the block's
 * `lang` announces; `found` what the library reads (empty when it cannot say).
 */
function identifyBlock(detector: Detector, block: TextBlock): Identification {
  const expected = block.lang.split('-')[0]!.toLowerCase();
  if (!SITE_LANGUAGES.includes(expected)) return { checked: false };
  const glossary = exceptionsOf(expected as SiteLocale);
  let text = block.text.replace(EMAIL, ' ').replace(URL_TEXT, ' ');
  if (glossary) text = text.replace(glossary, ' ');
  const words = text
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => WORD.test(token));
  if (words.length < MIN_WORDS) return { checked: false };
  return { checked: true, expected, found: detector.detect(words.join(' ')).language };
}

/**
 * The block identifier. eld is an ES module only, so it is imported (the test files are
 * compiled to CommonJS, whose `require` cannot load it); its language subset is set on an
 * instance of its own.
 */
export async function blockIdentifier(): Promise<(block: TextBlock) => Identification> {
  const { eld } = await import('eld/large');
  const detector = eld.newInstance();
  detector.setLanguageSubset(CANDIDATES);
  return (block) => identifyBlock(detector, block);
}
