import type { SiteLocale } from '../contracts/locales';
import { GLOSSARIES } from './glossaries';
import type { Glossary } from './types';

/** A text that names something another way than its language's glossary. */
export interface GlossaryFinding {
  readonly locale: SiteLocale;
  readonly concept: string;
  /** The form found in the text. */
  readonly found: string;
  /** The form the glossary asks for. */
  readonly use: string;
  readonly text: string;
}

const LETTER_OR_DIGIT = '[\\p{L}\\p{M}\\p{N}]';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole word or phrase, any case; a trailing `*` takes any ending, a leading `^` anchors. */
function phrasePattern(phrase: string): RegExp {
  const anchored = phrase.startsWith('^');
  const open = phrase.endsWith('*');
  const body = escape(phrase.slice(anchored ? 1 : 0, open ? -1 : undefined));
  const start = anchored ? '^\\s*' : `(?<!${LETTER_OR_DIGIT})`;
  const end = open ? '[\\p{L}\\p{M}]*' : `(?!${LETTER_OR_DIGIT})`;
  return new RegExp(`${start}${body}${end}`, 'giu');
}

/**
 * The words a reader sees: without markup, interpolation slots (`{{name}}`), addresses and
 * e-mail addresses, which are never translated. The site's own addresses count too: a path
 * such as `/bg/search`, written out for a visitor to type, starts with a slash after a space.
 */
function readable(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{\{\s*[\w.]+\s*\}\}/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\bwww\.\S+/g, ' ')
    .replace(/(?<![\p{L}\p{M}\p{N}/])\/[\w\-/.?=&%]*[\w/]/gu, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
}

/** Latin-script words on a Cyrillic page that the glossary does not keep as written. */
function latinWords(text: string, glossary: Glossary): string[] {
  let rest = text;
  const kept = [...glossary.keepAsWritten].sort((a, b) => b.length - a.length);
  for (const phrase of kept) rest = rest.replace(phrasePattern(phrase), ' ');
  const words: string[] = [];
  for (const token of rest.split(/[\s,;:!?()[\]„“”"«»…–—]+/u)) {
    // Codes carry digits: alloys (EN AW-3003, 6xxx), tempers (H22), mills (6-high), standards.
    if (/\d/.test(token)) continue;
    for (const part of token.split(/[-/]+/)) {
      const word = part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      // One capital letter is a designation: temper O, class A, the U of a U-profile.
      if (!/\p{Script=Latin}/u.test(word) || /^\p{Lu}$/u.test(word)) continue;
      words.push(word);
    }
  }
  return words;
}

/** Every place where `texts`, all in `locale`, depart from that language's glossary. */
export function glossaryFindings(locale: SiteLocale, texts: Iterable<string>): GlossaryFinding[] {
  const glossary = GLOSSARIES[locale];
  const findings: GlossaryFinding[] = [];
  for (const text of new Set(texts)) {
    let words = readable(text);
    // Longest match first, each place once: "Alumis АД" is one finding, not also "Alumis".
    const matches = glossary.terms
      .flatMap((term) =>
        term.avoid.flatMap((avoid) =>
          [...words.matchAll(phrasePattern(avoid))].map((match) => ({ term, match })),
        ),
      )
      .sort((a, b) => b.match[0].length - a.match[0].length);
    const taken: { from: number; to: number; finding: GlossaryFinding }[] = [];
    for (const { term, match } of matches) {
      const from = match.index ?? 0;
      const to = from + match[0].length;
      if (taken.some((place) => from < place.to && to > place.from)) continue;
      const finding = { locale, concept: term.concept, found: match[0], use: term.use, text };
      taken.push({ from, to, finding });
    }
    // In the order a reader meets them.
    taken.sort((a, b) => a.from - b.from);
    findings.push(...taken.map((place) => place.finding));
    // What a term already reported is not reported again as a word in the wrong script.
    for (const { from, to } of taken) {
      words = words.slice(0, from) + ' '.repeat(to - from) + words.slice(to);
    }
    if (glossary.script === 'cyrillic') {
      for (const word of latinWords(words, glossary)) {
        findings.push({
          locale,
          concept: 'a word in Latin script',
          found: word,
          use: 'Cyrillic, or a name the glossary keeps as written',
          text,
        });
      }
    }
  }
  return findings;
}
