// The documents the API publishes (the PDFs editors manage: reports, statements, meeting
// papers, presentations, catalogues, certificates, policies), read with server rendering: the
// page's HTML carries the list, and while the API is out the site server answers the last page
// it rendered with it. Every remote that links documents reads them here (the investors' pages,
// the corporate remote's policies and legal page), each keeping its own layout.
import type { DocumentKind, DocumentPage, PublicDocument } from '../../contracts';
import { DOCUMENT_PAGE_SIZE, DOCUMENTS_API } from '../../contracts';
import type { SiteLocale } from '../../contracts/locales';
import { fetchJson } from '../../federation/api/fetchJson';
import {
  useApiResource,
  type Resource,
  type ResourceErrorReporter,
  type ResourceLoader,
} from '../../federation/ssr/useApiResource';
import type { DocumentListItem } from '../document-list';

export type { PublicDocument } from '../../contracts';

/** One kind's published documents, newest first (the largest page the API gives). */
export const documentsUrl = (kind: DocumentKind) =>
  `${DOCUMENTS_API.list}?kind=${kind}&limit=${DOCUMENT_PAGE_SIZE.max}`;

const isDocument = (item: unknown): item is PublicDocument => {
  const document = item as Partial<PublicDocument> | null;
  return (
    typeof document?.slug === 'string' &&
    typeof document.url === 'string' &&
    typeof document.titles?.it === 'string' &&
    typeof document.date === 'string'
  );
};

const loadDocuments: ResourceLoader<PublicDocument[]> = async (url, signal) => {
  const page = await fetchJson<Partial<DocumentPage> | null>(url, { signal });
  if (!page || !Array.isArray(page.items))
    throw new Error('The documents API did not answer a page');
  return page.items.filter(isDocument);
};

// The page shows its own message; the failure is logged for whoever looks at the console.
const reportError: ResourceErrorReporter = (error) =>
  console.error('[documents] the documents could not be loaded', error);

/** The published documents of one kind, newest first. */
export function usePublishedDocuments(kind: DocumentKind): Resource<PublicDocument[]> {
  return useApiResource(documentsUrl(kind), loadDocuments, reportError);
}

/**
 * The title in `locale`, or the Italian one marked as Italian when it has none (of a document,
 * or of anything titled as documents are: the calendar's events).
 */
export function titleIn(
  document: Pick<PublicDocument, 'titles'>,
  locale: SiteLocale,
): { readonly name: string; readonly nameLang?: string } {
  const own = locale === 'it' ? undefined : document.titles[locale];
  if (locale === 'it' || own) return { name: own ?? document.titles.it };
  return { name: document.titles.it, nameLang: 'it' };
}

/** What a page adds to a document the API does not hold (today's covers and notes). */
export interface DocumentExtras {
  readonly thumbnail?: string;
  /** A line under the name, already in the page's language. */
  readonly detail?: string;
}

/** A document as the site's document list shows it. */
export function toListItem(
  document: PublicDocument,
  locale: SiteLocale,
  options: { readonly extras?: DocumentExtras; readonly showDate?: boolean } = {},
): DocumentListItem {
  const { extras, showDate = true } = options;
  return {
    ...titleIn(document, locale),
    href: document.url,
    format: 'PDF',
    ...(showDate && document.date ? { date: document.date } : {}),
    ...(extras?.thumbnail ? { thumbnail: extras.thumbnail } : {}),
    ...(extras?.detail ? { detail: extras.detail } : {}),
  };
}

/**
 * Documents in a page's own order: those it names first-to-last as `order` lists them, after
 * any it does not know (added by an editor since, newest first as the API answers them).
 */
export function inOrder(
  documents: readonly PublicDocument[],
  order: readonly string[],
): PublicDocument[] {
  const position = new Map(order.map((slug, index) => [slug, index]));
  const unknown = documents.filter((document) => !position.has(document.slug));
  const known = documents
    .filter((document) => position.has(document.slug))
    .sort((a, b) => (position.get(a.slug) ?? 0) - (position.get(b.slug) ?? 0));
  return [...unknown, ...known];
}
