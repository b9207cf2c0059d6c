// No orphan files: a news write stores its images first and the item after, and deletes an
// item before its images, so an item never names a missing file. What a failure can leave
// behind (the database or the process died between the two steps) is files no item names.
// The sweeper deletes those once they are older than a grace period longer than any write
// can take (the upload timeout), so it never takes the files of a write still under way, in
// this instance or another. It runs at start-up and then periodically. Resized copies go with
// their source (FileStorage.delete); a copy made while its source was being deleted outlives
// it, and is swept here too.
import type { Logger } from '../../platform/logging/logger';
import { startSweeper, type Sweeper } from '../../platform/retention/retention';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import type { NewsRepository } from './newsRepository';

/**
 * Deletes the images no item uses that were stored more than `graceMs` ago (with their
 * copies), copies whose source is gone, and the chunks of uploads that never finished (cut off
 * mid-file); answers the deleted files' names.
 */
export async function sweepOrphanImages(
  news: NewsRepository,
  storage: FileStorage,
  { graceMs, now = new Date() }: { graceMs: number; now?: Date },
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - graceMs);
  await storage.deleteUnfinishedUploads(cutoff);
  const orphans = await sweepUnusedImages(news, storage, cutoff);
  return [...orphans, ...(await sweepOrphanCopies(storage, cutoff))];
}

async function sweepUnusedImages(
  news: NewsRepository,
  storage: FileStorage,
  cutoff: Date,
): Promise<string[]> {
  // Candidates first, references second: a file an item started to use in between is kept.
  const candidates = await storage.namesStoredBefore(cutoff);
  if (candidates.length === 0) return [];
  const used = await news.referencedImages();
  const orphans = candidates.filter((name) => !used.has(name));
  for (const name of orphans) await storage.delete(name);
  return orphans;
}

/** Copies whose source no longer exists (a source's name is never used again). */
async function sweepOrphanCopies(storage: FileStorage, cutoff: Date): Promise<string[]> {
  const copies = storage.variants;
  if (!copies) return [];
  await copies.deleteUnfinishedUploads(cutoff);
  const orphans: string[] = [];
  const sourceExists = new Map<string, boolean>();
  for (const { filename, source } of await copies.copiesStoredBefore(cutoff)) {
    let exists = sourceExists.get(source);
    if (exists === undefined) {
      exists = (await storage.find(source)) !== null;
      sourceExists.set(source, exists);
    }
    if (exists) continue;
    await copies.delete(filename);
    orphans.push(filename);
  }
  return orphans;
}

/** Sweeps at once and then every `intervalMs`; the timer never keeps the process alive. */
export function startOrphanSweeper(
  news: NewsRepository,
  storage: FileStorage,
  { graceMs, intervalMs }: { graceMs: number; intervalMs: number },
  logger: Logger,
): Sweeper {
  return startSweeper(
    async () => {
      const deleted = await sweepOrphanImages(news, storage, { graceMs });
      if (deleted.length > 0) logger.warn({ files: deleted }, 'orphaned news images deleted');
    },
    { intervalMs, failure: 'sweeping orphaned news images failed' },
    logger,
  );
}
