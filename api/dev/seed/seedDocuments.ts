// Today's documents (the PDFs the investors remote shipped in its build) into the documents
// collection, as administrators' content from then on. Each is added only when no document
// has its address yet: running it again, on a database seeded before or one where an editor
// has since changed, replaced or withdrawn a seeded document, writes nothing over them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '#api/platform/database/errors';
import type { Logger } from '#api/platform/logging/logger';
import { createDocument } from '#api/components/documents/documents.operations';
import { DocumentsRepository } from '#api/components/documents/documentsRepository';
import { toDocumentFields } from '#api/components/documents/documentFields';
import { inspectPdf } from '#api/components/documents/pdfInspection';
import { generatedFileName } from '#api/components/documents/documentUploads';
import { DocumentThumbnails } from '#api/components/documents/documentThumbnails';
import { newPublicationFields } from '#api/components/publication/publication';
import { DOCUMENT_FILES_BUCKET, FileStorage } from '#api/platform/file-storage/fileStorage';
import { SEED_DOCUMENTS, type SeedDocument } from './seedDocuments.data';

export interface DocumentsSeedOutcome {
  /** Documents added now. */
  readonly added: number;
  /** Documents whose address was taken already (seeded before, or an editor's). */
  readonly present: number;
}

/**
 * The repository's root: the first folder above this file holding the files the data names
 * (the sources under jest, `dev/dist/seed` once built).
 */
export function repositoryRoot(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'package-lock.json')) && existsSync(path.join(dir, 'api'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no repository root above ${from}`);
    dir = parent;
  }
}

/** The file's bytes once they pass the checks an upload passes. */
function checkedFile(root: string, file: string): Buffer {
  const bytes = readFileSync(path.join(root, file));
  const verdict = inspectPdf(bytes);
  if (!verdict.ok) throw new Error(`${file} is not an acceptable PDF (${verdict.problem})`);
  return bytes;
}

export async function seedDocuments(
  db: Db,
  logger: Logger,
  items: readonly SeedDocument[] = SEED_DOCUMENTS,
  root: string = repositoryRoot(),
  now: () => Date = () => new Date(),
): Promise<DocumentsSeedOutcome> {
  const repository = new DocumentsRepository(db);
  const storage = new FileStorage(db, DOCUMENT_FILES_BUCKET, { variantsBucketName: null });
  await Promise.all([repository.ensureIndexes(), storage.ensureIndexes()]);
  // The first page drawn as an upload's is: the seeded documents have thumbnails too.
  const thumbnails = new DocumentThumbnails(logger);
  let added = 0;
  let present = 0;
  try {
    for (const item of items) {
      // Parsed by the schema of an administrator's create: a wrong entry fails here, not on a
      // page. (Through the API's build: the development tools load no TypeScript of @alu/common.)
      const { file, ...fields } = item;
      const { data } = v.parse(createDocument.body.schema, { data: JSON.stringify(fields) });
      if (await repository.findBySlug(data.slug)) {
        present++;
        continue;
      }
      const at = now();
      const { publication, ...documentFields } = toDocumentFields(data, at);
      const bytes = checkedFile(root, file);
      const picture = await thumbnails.fromPdf(bytes);
      const thumbnail = picture ? await DocumentThumbnails.store(storage, picture, at) : undefined;
      const stored = await storage.put(generatedFileName(), bytes, 'application/pdf');
      try {
        await repository.insert(
          data.slug,
          documentFields,
          newPublicationFields(publication, at),
          { name: stored.filename, fileId: stored.id, size: stored.length, uploadedAt: at },
          at,
          thumbnail,
        );
        added++;
      } catch (error) {
        await storage.delete(stored.filename).catch(() => undefined);
        if (thumbnail) await storage.delete(thumbnail.name).catch(() => undefined);
        // Taken meanwhile (another start, or an editor): that document stays as it is.
        if (!isDuplicateKeyError(error)) throw error;
        present++;
      }
    }
  } finally {
    await thumbnails.close();
  }
  if (added > 0) logger.info({ added, present }, 'seeded the documents');
  return { added, present };
}
