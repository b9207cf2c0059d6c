// Test data: the corporate remote's documents as the API publishes them once seeded (the same
// addresses and titles), and a fetch that answers the documents API with them.
import { DOCUMENTS_API, type PublicDocument } from '@alu/common';
import { documentsUrl } from '@alu/common/published-documents';

export function policy(slug: string, titles: PublicDocument['titles']): PublicDocument {
  return {
    _id: slug,
    slug,
    url: `/uploads/documents/${slug}.pdf`,
    titles,
    kind: 'policy',
    year: 2026,
    period: null,
    meetingDate: null,
    date: '2026-01-01',
    size: 2048,
    fileUpdatedAt: '2026-01-01T00:00:00.000Z',
    thumbnailUrl: `/uploads/documents/thumbnails/${slug}.webp`,
  };
}

export const SEEDED_POLICIES: readonly PublicDocument[] = [
  policy('politica-ambientale', { it: 'Politica ambientale', en: 'Environmental policy' }),
  policy('politica-salute-sicurezza', { it: 'Politica per la salute e sicurezza sul lavoro' }),
  policy('politica-responsabilita-sociale', { it: 'Politica di responsabilità sociale' }),
  policy('politica-lavoro-minorile', { it: 'Politica sul lavoro minorile' }),
  policy('codice-condotta-fornitori', { it: 'Codice di condotta dei fornitori' }),
  policy('informativa-dati-personali', {
    it: 'Informativa sul trattamento dei dati personali',
    en: 'Notice on the processing of personal data',
  }),
];

/** A fetch answering the published policies with `documents`, or failing when `down`. */
export function stubPoliciesApi(
  documents: readonly PublicDocument[] = SEEDED_POLICIES,
  { down = false } = {},
): jest.Mock {
  const stub = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (down) throw new TypeError('Failed to fetch');
    const known = url.startsWith(DOCUMENTS_API.list) && url === documentsUrl('policy');
    return new Response(JSON.stringify(known ? { items: documents, nextCursor: null } : {}), {
      status: known ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = stub as unknown as typeof fetch;
  return stub;
}
