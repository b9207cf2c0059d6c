// Search over what the database holds and visitors see: published news and media mentions
// (an Italian title, the text in the visitor's language or the Italian one), the vacancies
// visible today and the published documents (by their title in the visitor's language, or
// the Italian one). One index per language, built on the first search after a change: every
// administrator's write empties it (this process at once, the others through the change
// feed), and a rebuild is forced after `maxAgeMs` anyway (a missed notice, a vacancy's first or
// last day passing).
import {
  careersToday,
  careerTextIn,
  isShownPublicly,
  PUBLIC_LANGUAGE,
  type Career,
  type DocumentKind,
  type NewsContent,
  type NewsItem,
  type PublicDocument,
  type SearchApiResult,
  type SearchEntry,
  type SiteLocale,
} from '@alu/common/contracts';
import { htmlToText } from '@alu/common/html-text';
import { createSiteSearch, type Found } from '@alu/common/site-search';
import { type CareersRepository, toCareer } from '../careers';
import { type DocumentsRepository, toPublicDocument } from '../documents';
import { type NewsRepository, toNewsItem } from '../news';

/** Characters of text shown under a result's title. */
const DETAIL_LENGTH = 160;

const short = (text: string) =>
  text.length <= DETAIL_LENGTH ? text : `${text.slice(0, DETAIL_LENGTH - 1).trimEnd()}…`;

function newsContentIn(item: NewsItem, locale: SiteLocale): NewsContent {
  const own = item.content[locale];
  return own?.title?.trim() ? own : item.content[PUBLIC_LANGUAGE];
}

export function newsEntry(item: NewsItem, locale: SiteLocale): SearchEntry {
  const content = newsContentIn(item, locale);
  const text = htmlToText(`${content.contentOne} ${content.contentTwo}`);
  return {
    key: `news-${item.url}`,
    kind: item.isMediaNews ? 'media' : 'news',
    title: content.title,
    detail: short(text),
    href: `/news/${encodeURIComponent(item.url)}`,
    searchable: [text],
  };
}

export function vacancyEntry(career: Career, locale: SiteLocale): SearchEntry {
  const { text } = careerTextIn(career, locale);
  const body = htmlToText(`${text.responsibilities} ${text.requirements} ${text.additional}`);
  return {
    key: `vacancy-${career._id}`,
    kind: 'vacancy',
    title: text.title,
    detail: short(body),
    href: `/careers/open-positions/${career._id}`,
    searchable: [body],
  };
}

/** What a document is, shown under its title (in the site's three languages). */
const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, Readonly<Record<SiteLocale, string>>>> = {
  catalogue: { it: 'Catalogo', en: 'Catalogue', bg: 'Каталог' },
  certificate: { it: 'Certificato', en: 'Certificate', bg: 'Сертификат' },
  report: { it: 'Rapporto', en: 'Report', bg: 'Доклад' },
  'financial-statement': { it: 'Bilancio', en: 'Financial statements', bg: 'Финансов отчет' },
  'meeting-paper': { it: 'Assemblea', en: 'General meeting', bg: 'Общо събрание' },
  presentation: { it: 'Presentazione', en: 'Presentation', bg: 'Презентация' },
  policy: { it: 'Politica', en: 'Policy', bg: 'Политика' },
};

/** A document: its title in `locale` (the Italian one when it has none), found by either. */
export function documentEntry(document: PublicDocument, locale: SiteLocale): SearchEntry {
  const title = document.titles[locale]?.trim() || document.titles.it;
  return {
    key: `document-${document.slug}`,
    kind: 'document',
    title,
    detail: `${DOCUMENT_KIND_LABELS[document.kind][locale]} · PDF`,
    href: document.url,
    searchable: title === document.titles.it ? [] : [document.titles.it],
  };
}

/** More than the site will ever publish: the index holds every visible document. */
const ALL_DOCUMENTS = 10_000;

type Search = (query: string) => Found<SearchEntry>[];

export class ContentSearch {
  private readonly indexes = new Map<SiteLocale, { search: Promise<Search>; builtAt: number }>();

  constructor(
    private readonly news: NewsRepository,
    private readonly careers: CareersRepository,
    private readonly documents: DocumentsRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly maxAgeMs = 60_000,
  ) {}

  /** After a write: the next search reads the database again. */
  invalidate(): void {
    this.indexes.clear();
  }

  /** The entries matching `query` in `locale`, best first, with the words that matched. */
  async find(query: string, locale: SiteLocale): Promise<SearchApiResult[]> {
    const search = await this.indexFor(locale);
    return search(query).map(({ entry, terms }) => ({
      ...entry,
      searchable: [...entry.searchable],
      terms: [...terms],
    }));
  }

  private indexFor(locale: SiteLocale): Promise<Search> {
    const at = this.now().getTime();
    const known = this.indexes.get(locale);
    if (known && at - known.builtAt < this.maxAgeMs) return known.search;
    const search = this.build(locale);
    const slot = { search, builtAt: at };
    this.indexes.set(locale, slot);
    // A failed read is not kept: the next search tries again.
    search.catch(() => {
      if (this.indexes.get(locale) === slot) this.indexes.delete(locale);
    });
    return search;
  }

  private async build(locale: SiteLocale): Promise<Search> {
    const [news, careers, documents] = await Promise.all([
      this.news.findVisible(this.now()),
      this.careers.findAll({ today: careersToday(this.now()), now: this.now() }),
      this.documents.visiblePage({}, this.now(), undefined, ALL_DOCUMENTS),
    ]);
    const entries = [
      ...news
        .map(toNewsItem)
        .filter((item) => isShownPublicly(item.content))
        .map((item) => newsEntry(item, locale)),
      ...careers.map((doc) => toCareer(doc)).map((career) => vacancyEntry(career, locale)),
      ...documents.map((doc) => documentEntry(toPublicDocument(doc), locale)),
    ];
    return createSiteSearch(entries);
  }
}
