// Search over what the database holds and visitors see: published news and media mentions
// (an Italian title, the text in the visitor's language or the Italian one) and the vacancies
// visible today. One index per language, built on the first search after a change: every
// administrator's write empties it (this process at once, the others through the change
// feed), and a rebuild is forced after `maxAgeMs` anyway (a missed notice, a vacancy's first or
// last day passing).
import {
  careersToday,
  careerTextIn,
  isShownPublicly,
  PUBLIC_LANGUAGE,
  type Career,
  type NewsContent,
  type NewsItem,
  type SearchApiResult,
  type SearchEntry,
  type SiteLocale,
} from '@alu/common/contracts';
import { htmlToText } from '@alu/common/html-text';
import { createSiteSearch, type Found } from '@alu/common/site-search';
import { type CareersRepository, toCareer } from '../careers';
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

type Search = (query: string) => Found<SearchEntry>[];

export class ContentSearch {
  private readonly indexes = new Map<SiteLocale, { search: Promise<Search>; builtAt: number }>();

  constructor(
    private readonly news: NewsRepository,
    private readonly careers: CareersRepository,
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
    const [news, careers] = await Promise.all([
      this.news.findVisible(this.now()),
      this.careers.findAll({ today: careersToday(this.now()), now: this.now() }),
    ]);
    const entries = [
      ...news
        .map(toNewsItem)
        .filter((item) => isShownPublicly(item.content))
        .map((item) => newsEntry(item, locale)),
      ...careers.map((doc) => toCareer(doc)).map((career) => vacancyEntry(career, locale)),
    ];
    return createSiteSearch(entries);
  }
}
