// First-start content: sample news with painted images, only into a database that never had
// news. It never overwrites or re-adds: a marker document records that seeding happened, and
// the unique indexes on slugs and file names absorb a concurrent start doing the same.
import { performance } from 'node:perf_hooks';
import { MongoBulkWriteError, type Db } from 'mongodb';
import { isDuplicateKeyError } from '#api/platform/database/errors';
import type { Logger } from '#api/platform/logging/logger';
import type { NewNewsDocument } from '#api/components/news/newsDocument';
import { NewsRepository } from '#api/components/news/newsRepository';
import { newsDateValue } from '#api/components/news/newsSerializer';
import { FileExistsError, FileStorage } from '#api/platform/file-storage/fileStorage';
import type { SeedOutcome } from '#api/platform/development/developmentTools';
import { COVER_SIZE, GALLERY_SIZE, paintJpeg, type SceneName } from './images/painter';
import { SEED_NEWS, type SeedNewsItem } from './seedNews.data';

export const SEED_COLLECTION = 'seed';
export const NEWS_SEED_MARKER = 'news';

interface SeedMarker {
  _id: string;
  seededAt: Date;
  items: number;
}

interface SeedImage {
  name: string;
  scene: SceneName;
  size: { width: number; height: number };
}

export const coverName = (url: string) => `seed-${url}-cover.jpg`;
export const galleryName = (url: string, n: number) => `seed-${url}-${n}.jpg`;

function imagesOf(item: SeedNewsItem): SeedImage[] {
  return [
    { name: coverName(item.url), scene: item.cover, size: COVER_SIZE },
    ...item.gallery.map((scene, i) => ({
      name: galleryName(item.url, i + 1),
      scene,
      size: GALLERY_SIZE,
    })),
  ];
}

function toDocument(item: SeedNewsItem): NewNewsDocument {
  return {
    url: item.url,
    content: item.content,
    date: newsDateValue(item.date),
    cover: coverName(item.url),
    gallery: item.gallery.map((_, i) => galleryName(item.url, i + 1)),
    isMediaNews: item.isMediaNews,
    state: 'published',
    publishAt: newsDateValue(item.date),
  };
}

export async function seedNews(
  db: Db,
  logger: Logger,
  items: readonly SeedNewsItem[] = SEED_NEWS,
): Promise<SeedOutcome> {
  const markers = db.collection<SeedMarker>(SEED_COLLECTION);
  const news = new NewsRepository(db);
  const storage = new FileStorage(db);

  if (await markers.findOne({ _id: NEWS_SEED_MARKER })) {
    return { status: 'skipped', reason: 'marker' };
  }
  if (!(await news.isEmpty())) return { status: 'skipped', reason: 'not-empty' };
  await Promise.all([news.ensureIndexes(), storage.ensureIndexes()]);

  // Images first, so no item is ever visible without its pictures.
  let images = 0;
  let imageBytes = 0;
  let paintMs = 0;
  for (const image of items.flatMap(imagesOf)) {
    // Present after an interrupted or concurrent seeding: painting would give the same bytes.
    if (await storage.find(image.name)) continue;
    const started = performance.now();
    const jpeg = paintJpeg(image.scene, image.name, image.size);
    paintMs += performance.now() - started;
    try {
      await storage.put(image.name, jpeg, 'image/jpeg');
      images++;
      imageBytes += jpeg.length;
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
    }
  }

  let inserted: number;
  try {
    inserted = await news.insertMany(items.map(toDocument));
  } catch (error) {
    // Slugs already taken by a concurrent start: those items exist, which is the goal.
    if (!isDuplicateKeyError(error)) throw error;
    inserted = error instanceof MongoBulkWriteError ? error.insertedCount : 0;
  }

  try {
    await markers.insertOne({ _id: NEWS_SEED_MARKER, seededAt: new Date(), items: items.length });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }

  paintMs = Math.round(paintMs);
  logger.info({ items: inserted, images, imageBytes, paintMs }, 'seeded the sample news');
  return { status: 'seeded', items: inserted, images, imageBytes, paintMs };
}
