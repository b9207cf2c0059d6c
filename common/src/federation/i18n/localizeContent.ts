import { isValidElement, useMemo } from 'react';
import { DEFAULT_LOCALE } from '../../contracts/locales';
import { isMeasure } from '../../locale-format/measure';
import type { TextCatalog } from './siteI18n';
import { useLocale, useTexts, type TranslateText } from './useTexts';

/**
 * Fields that are never read as text: addresses, keys, pictures, colours, dates. Everything
 * else that holds words passes through the remote's dictionary.
 */
const NOT_TEXT = new Set([
  'id',
  'key',
  'slug',
  'page',
  'to',
  'url',
  'href',
  'path',
  'file',
  'src',
  'srcSet',
  'sources',
  'colour',
  'color',
  'date',
  'startDate',
  'endDate',
  'format',
  'kind',
  'type',
  'variant',
  'size',
  'heroSize',
  'layout',
  'align',
  'youtubeId',
]);

/**
 * A text with words: three lower-case letters in a row, or a capitalised word of three letters
 * (a colour such as "Oro"). Figures, units and codes ("C3", "EN AW-3003", "0,2 mm") stay as they
 * are.
 */
const HAS_WORDS = /\p{Ll}{3,}|\p{Lu}\p{Ll}{2}/u;
/**
 * A person (`{ name, cyrillicName }`, from the contact data): the names are never translated;
 * the page shows the one in its language's script (`personNameIn`).
 */
const PERSON_NAMES = new Set(['name', 'cyrillicName']);
/** A colour written in CSS (`#c9ced3`): never a text. */
const CSS_COLOUR = /^#[0-9a-f]{3,8}$/i;
/** An address (an imported file's URL, a site path, an e-mail address): never a text. */
const ADDRESS = /^(?:(?:[a-z]+:|\/|\.{0,2}\/)\S*|[^\s@]+@[^\s@]+\.[a-z]{2,})$/i;

function localize(value: unknown, tx: TranslateText): unknown {
  if (typeof value === 'string') {
    const text = HAS_WORDS.test(value) && !CSS_COLOUR.test(value) && !ADDRESS.test(value);
    return text ? tx(value) : value;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, tx));
  if (typeof value !== 'object' || value === null || isValidElement(value)) return value;
  // A figure held as numbers (`{ value: 36000, unit: 'tonne' }`): formatted where it shows.
  if (isMeasure(value)) return value;
  // A picture (imported image data): nothing to translate in it.
  if ('src' in value && 'width' in value) return value;
  const person = 'cyrillicName' in value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      NOT_TEXT.has(name) || (person && PERSON_NAMES.has(name)) ? field : localize(field, tx),
    ]),
  );
}

/**
 * Typed content written in Italian (a remote's data module), its texts in a language: the
 * same shape, every text through `tx` (the Italian where the dictionary has none).
 */
export function localizeContent<T>(content: T, tx: TranslateText): T {
  return localize(content, tx) as T;
}

/** Every Italian text of some content a visitor reads (the translation tests check them). */
export function contentTexts(content: unknown): string[] {
  const texts: string[] = [];
  localizeContent(content, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
}

/** A remote's content in the page's language (made once per language and content). */
export function useLocalizedContent<T>(content: T, catalog: TextCatalog): T {
  const locale = useLocale();
  const tx = useTexts(catalog);
  return useMemo(
    () => (locale === DEFAULT_LOCALE ? content : localizeContent(content, tx)),
    [content, tx, locale],
  );
}
