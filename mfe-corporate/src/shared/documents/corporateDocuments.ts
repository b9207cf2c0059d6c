// The corporate remote's documents (its policies and the legal page's notice) are the API's
// since editors manage them: the pages read the published `policy` documents, as the investors'
// pages read theirs (@alu/common/published-documents), and each shows the ones it names.
import { useTexts, type Resource } from '@alu/common';
import type { DocumentsStateMessages, PublicDocument } from '@alu/common/published-documents';
import { corporateTexts } from '../i18n/corporateTexts';

/** The addresses the corporate pages name; the responsibility page lists any other policy. */
export const NAMED_POLICIES = [
  'politica-ambientale',
  'politica-salute-sicurezza',
  'politica-responsabilita-sociale',
  'politica-lavoro-minorile',
  'codice-condotta-fornitori',
  'informativa-dati-personali',
] as const;

export type NamedPolicy = (typeof NAMED_POLICIES)[number];

/**
 * The documents of `slugs` in that order (a withdrawn one is left out) and, with
 * `withOthers`, first the policies no page names (added by an editor since).
 */
export function pickDocuments(
  resource: Resource<PublicDocument[]>,
  slugs: readonly string[],
  withOthers = false,
): Resource<PublicDocument[]> {
  if (resource.status !== 'ready') return resource;
  const named = new Set<string>(NAMED_POLICIES);
  const others = withOthers ? resource.data.filter((document) => !named.has(document.slug)) : [];
  const picked = slugs.flatMap((slug) =>
    resource.data.filter((document) => document.slug === slug),
  );
  return { ...resource, data: [...others, ...picked] };
}

/** What stands in for the documents while they load, when they cannot, or when none is published. */
export function useDocumentsMessages(): DocumentsStateMessages {
  const tx = useTexts(corporateTexts);
  return {
    loading: tx('Caricamento dei documenti…'),
    failed: tx('Non è stato possibile caricare i documenti. Riprova tra qualche istante.'),
    retry: tx('Riprova'),
    none: tx('Al momento non ci sono documenti pubblicati.'),
  };
}
