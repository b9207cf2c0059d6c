import type { SiteLocale } from '../contracts/locales';

/** One concept and the single way a language's texts name it. */
export interface GlossaryTerm {
  /** What is named, in plain words (for the reader of this file; never shown on a page). */
  concept: string;
  /** The form every text of the language uses. */
  use: string;
  /**
   * Forms no text of the language may use: whole words or phrases, compared without regard to
   * case; a trailing `*` stands for any ending (Bulgarian inflects: `екструдира*`), a leading
   * `^` for the start of a text only (a button's label: `^Отвори`, where „заводът отвори“ in a
   * sentence is a past tense).
   */
  avoid: readonly string[];
  note?: string;
}

export interface Glossary {
  locale: SiteLocale;
  /** The company as this language writes it: the short name, and with its legal form. */
  company: { readonly name: string; readonly legalName: string };
  /**
   * The script of the language's running text. People's names are written in it (the
   * contact data hold each name in both scripts), and on Cyrillic pages a word in Latin
   * letters is a finding unless `keepAsWritten` lists it or it is a code with digits.
   */
  script: 'latin' | 'cyrillic';
  terms: readonly GlossaryTerm[];
  /**
   * Names and codes that may appear untranslated on this language's pages: a wrong-language
   * check skips text made only of these (brand, product codes, alloy designations like
   * EN AW-3003, standards, e-mail/phone, people's names where the glossary says they stay in
   * Latin script).
   */
  keepAsWritten: readonly string[];
}
