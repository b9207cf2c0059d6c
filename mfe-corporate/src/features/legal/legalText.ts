/** A section of a legal text: an h2, its paragraphs and an optional list after them. */
export interface LegalSection {
  /** Anchor of the section (`#id`), stable across wording changes. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
  /** A paragraph after the list. */
  readonly closing?: string;
  /** An e-mail address shown as a link at the end of the section. */
  readonly email?: string;
}

/** A legal page: document metadata, header and the text. */
export interface LegalText {
  readonly meta: { readonly title: string; readonly description: string };
  /** The page's h1. */
  readonly title: string;
  /** Line under the title. */
  readonly subtitle: string;
  /** Paragraphs before the first section. */
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
  /** "Ultimo aggiornamento" date, `YYYY-MM-DD`. */
  readonly updated: string;
}
