// Test helpers of the documents tab (not used by the app): documents as the API answers them
// and PDFs as an editor would choose them.
import type { AdminDocument, Publication } from '@alu/common/contracts';

/** A document as `GET /api/admin/documents` answers it (a half-year report by default). */
export function adminDocument(
  id: string,
  change: Partial<AdminDocument> = {},
  publication: Publication = { state: 'published', publishAt: '2025-09-15T06:00:00.000Z' },
): AdminDocument {
  const slug = change.slug ?? `relazione-${id}`;
  return {
    _id: id,
    slug,
    url: `/uploads/documents/${slug}.pdf`,
    titles: { it: `Relazione ${id}`, en: `Report ${id}` },
    kind: 'financial-statement',
    year: 2025,
    period: 'half-year',
    meetingDate: null,
    date: '2025-09-15',
    size: 2048,
    fileUpdatedAt: '2025-09-15T06:00:00.000Z',
    thumbnailUrl: `/uploads/documents/thumbnails/${slug}.webp`,
    publication,
    files: [
      {
        version: 1,
        uploadedAt: '2025-09-15T06:00:00.000Z',
        size: 2048,
        current: true,
        url: `/api/admin/documents/${id}/files/1`,
      },
    ],
    thumbnail: {
      source: 'first-page',
      madeAt: '2025-09-15T06:00:00.000Z',
      size: 9000,
      url: `/api/admin/documents/${id}/thumbnail`,
    },
    updatedAt: '2025-09-15T06:00:00.000Z',
    ...change,
  };
}

/** A file whose bytes are a (tiny) PDF. */
export const pdfFile = (name = 'relazione.pdf') =>
  new File(['%PDF-1.7\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n'], name, {
    type: 'application/pdf',
  });
