// The news workflows an administrator starts: create an item with its images, update it (its
// images too), update its texts, delete it. Images are checked by their bytes and stored under
// generated names; a refused or failed write leaves no file behind, and files an item no longer
// uses are deleted. Errors are the domain's (not found, conflict, invalid input, out of time):
// the HTTP layer parses the request before and answers after.
import { NEWS_GALLERY_MAX_FILES } from '@alu/common/contracts';
import { ObjectId } from 'mongodb';
import { isDuplicateKeyError } from '../../platform/database/errors';
import {
  ConflictError,
  DeadlineExceededError,
  NotFoundError,
  ValidationError,
} from '../../platform/errors/domainErrors';
import type { Logger } from '../../platform/logging/logger';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import type { NewsAnswers } from './newsAnswers';
import type { NewsDocument } from './newsDocument';
import { checkImages, deleteImages, storeImages, type UploadedFiles } from './newsImages';
import { isNewsSlug, type NewsFields } from './newsFields';
import type { NewsRepository } from './newsRepository';
import { checkGalleryEntries, resolveLayout } from './newsImageLayout';
import { storedAlts } from './newsSerializer';
import { changedPublicationFields, newPublicationFields } from '../publication';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Aborted when the request ran out of time: nothing may be committed after that. */
export type Deadline = AbortSignal | undefined;

export interface NewsImageChanges {
  readonly files: UploadedFiles;
  /** Names of the item's current images to remove. */
  readonly removed: readonly string[];
}

const slugTaken = () => new ConflictError('A news item with this url already exists');
const changedMeanwhile = () => new ConflictError('The news item was changed meanwhile; reload it');

function beforeCommit(deadline: Deadline): void {
  if (deadline?.aborted) throw new DeadlineExceededError();
}

export class NewsPublishing {
  constructor(
    private readonly repository: NewsRepository,
    private readonly storage: FileStorage,
    private readonly answers: NewsAnswers,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The fields an update stores: the texts, and the state when the write asks to change it. */
  private changed(
    { publication, coverAlt: _coverAlt, gallery: _gallery, ...texts }: NewsFields,
    current: NewsDocument,
  ) {
    return { ...texts, ...changedPublicationFields(publication, current, this.now()) };
  }

  /** The item at a slug; NotFoundError for none (or for a slug that cannot exist). */
  async itemAt(url: string | undefined): Promise<NewsDocument> {
    const item = isNewsSlug(url) ? await this.repository.findByUrl(url) : null;
    if (!item) throw new NotFoundError('No such news item');
    return item;
  }

  /** Whether a slug is well-formed, not reserved and not yet used. */
  async slugAvailable(url: string): Promise<boolean> {
    return isNewsSlug(url) && !(await this.repository.urlTaken(url));
  }

  async create(
    url: string,
    fields: NewsFields,
    files: UploadedFiles,
    deadline: Deadline,
  ): Promise<NewsDocument> {
    if (files.cover.length !== 1) {
      throw new ValidationError('cover', 'exactly one cover image is required');
    }
    checkGalleryEntries(fields.gallery, [], files.gallery.length);
    const images = await checkImages(files);
    // Cheap early answer; the unique index decides races (below).
    if (await this.repository.urlTaken(url)) throw slugTaken();

    const [cover = '', ...uploaded] = await storeImages(this.storage, images, this.logger);
    let created: NewsDocument;
    try {
      beforeCommit(deadline);
      const { publication, coverAlt, gallery: entries, ...texts } = fields;
      created = await this.repository.insert({
        url,
        ...texts,
        ...newPublicationFields(publication, this.now()),
        ...resolveLayout(
          { coverAlt, gallery: entries },
          {
            cover,
            kept: [],
            uploaded,
            previousAlts: {},
          },
        ),
      });
    } catch (error) {
      await deleteImages(this.storage, [cover, ...uploaded], this.logger);
      throw isDuplicateKeyError(error) ? slugTaken() : error;
    }
    this.answers.invalidate();
    return created;
  }

  async update(
    current: NewsDocument,
    fields: NewsFields,
    { files, removed }: NewsImageChanges,
    deadline: Deadline,
  ): Promise<NewsDocument> {
    const images = await checkImages(files);
    const keptGallery = (current.gallery ?? []).filter((name) => !removed.includes(name));
    const coverKept = current.cover !== undefined && !removed.includes(current.cover);
    if (files.cover.length === 0 && !coverKept) {
      throw new ValidationError('cover', 'the item needs a cover image');
    }
    if (keptGallery.length + files.gallery.length > NEWS_GALLERY_MAX_FILES) {
      throw new ValidationError(
        'gallery',
        `gallery takes at most ${NEWS_GALLERY_MAX_FILES} images`,
      );
    }
    checkGalleryEntries(fields.gallery, keptGallery, files.gallery.length);

    const stored = await storeImages(this.storage, images, this.logger);
    const newCover = files.cover.length === 1 ? stored[0] : undefined;
    const newGallery = stored.slice(files.cover.length);
    let updated: NewsDocument | null;
    try {
      beforeCommit(deadline);
      updated = await this.repository.update(current, {
        ...this.changed(fields, current),
        ...resolveLayout(fields, {
          cover: newCover ?? current.cover ?? '',
          kept: keptGallery,
          uploaded: newGallery,
          previousAlts: storedAlts(current),
        }),
      });
    } catch (error) {
      await deleteImages(this.storage, stored, this.logger);
      throw error;
    }
    if (!updated) {
      await deleteImages(this.storage, stored, this.logger);
      throw changedMeanwhile();
    }
    // A replaced cover goes too, even if the form did not list it.
    const unused = [...new Set([...removed, ...(newCover ? [current.cover ?? ''] : [])])].filter(
      (name) => name !== '' && name !== updated.cover && !updated.gallery?.includes(name),
    );
    this.answers.invalidate();
    await deleteImages(this.storage, unused, this.logger);
    return updated;
  }

  async updateTexts(
    current: NewsDocument,
    fields: NewsFields,
    deadline: Deadline,
  ): Promise<NewsDocument> {
    const kept = current.gallery ?? [];
    checkGalleryEntries(fields.gallery, kept, 0);
    beforeCommit(deadline);
    const updated = await this.repository.update(current, {
      ...this.changed(fields, current),
      ...resolveLayout(fields, {
        cover: current.cover ?? '',
        kept,
        uploaded: [],
        previousAlts: storedAlts(current),
      }),
    });
    if (!updated) throw changedMeanwhile();
    this.answers.invalidate();
    return updated;
  }

  /** Deletes the item with this id and its images; NotFoundError when there is none. */
  async delete(id: string | undefined): Promise<NewsDocument> {
    const deleted =
      id !== undefined && OBJECT_ID.test(id)
        ? await this.repository.delete(new ObjectId(id))
        : null;
    if (!deleted) throw new NotFoundError('No such news item');
    this.answers.invalidate();
    const images = [deleted.cover ?? '', ...(deleted.gallery ?? [])].filter(Boolean);
    await deleteImages(this.storage, images, this.logger);
    return deleted;
  }
}
