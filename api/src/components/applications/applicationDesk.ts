// What happens to a job application: it is stored (CV first, then the application, so an
// application never names a missing file), read, given a status, erased (application first,
// then its CV), and erased on its own once older than the retention. What a failure between
// the two steps can leave behind is a CV no application names; the sweep deletes those once
// they are older than a grace period longer than any upload can take.
import { buffer } from 'node:stream/consumers';
import { ObjectId } from 'mongodb';
import { careersToday, type ApplicationStatus } from '@alu/common/contracts';
import type { CareersRepository } from '../careers';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { Logger } from '../../platform/logging/logger';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import {
  eraseExpired,
  startSweeper,
  type ExpiringRecords,
  type Sweeper,
} from '../../platform/retention/retention';
import type { ApplicationDocument, ApplicationFields } from './applicationDocument';
import type { ApplicationsRepository } from './applicationsRepository';
import { generatedCvName, type CheckedCv } from './applicationUploads';

export const APPLICATION_CVS_BUCKET = 'applicationCvs';

export class ApplicationDesk {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly cvs: FileStorage,
    private readonly careers: CareersRepository,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores an application; a vacancy must be open today (ValidationError `closed` if not). */
  async submit(fields: ApplicationFields, cv: CheckedCv): Promise<ApplicationDocument> {
    const sent = this.now();
    let vacancyTitle = '';
    if (fields.vacancyId !== '') {
      const vacancy = await this.careers.findById(new ObjectId(fields.vacancyId), {
        today: careersToday(sent),
        now: sent,
      });
      if (!vacancy) {
        throw new ValidationError('vacancyId', 'the vacancy is not open', 'closed');
      }
      vacancyTitle = typeof vacancy.title === 'string' ? vacancy.title : '';
    }
    const file = generatedCvName(cv.type);
    await this.cvs.put(file, cv.buffer, cv.mime);
    const doc: ApplicationDocument = {
      _id: new ObjectId(),
      ...fields,
      vacancyTitle,
      cv: { file, fileName: cv.originalName, type: cv.type, bytes: cv.buffer.length },
      consentAt: sent,
      status: 'new',
      createdAt: sent,
    };
    try {
      await this.applications.insert(doc);
    } catch (error) {
      await this.deleteCv(file);
      throw error;
    }
    return doc;
  }

  page(...args: Parameters<ApplicationsRepository['page']>) {
    return this.applications.page(...args);
  }

  countsByVacancy() {
    return this.applications.countsByVacancy();
  }

  async find(id: ObjectId): Promise<ApplicationDocument | null> {
    return this.applications.findById(id);
  }

  /** The CV's bytes, or undefined when the file is gone. */
  async cvOf(doc: ApplicationDocument): Promise<Buffer | undefined> {
    const file = await this.cvs.find(doc.cv.file);
    return file ? buffer(this.cvs.openDownloadStream(file.id)) : undefined;
  }

  setStatus(id: ObjectId, status: ApplicationStatus, by: string) {
    return this.applications.setStatus(id, status, by, this.now());
  }

  /** Erases an application and its CV; false when there is none with this id. */
  async erase(id: ObjectId): Promise<boolean> {
    const doc = await this.applications.findById(id);
    if (!doc || !(await this.applications.delete(id))) return false;
    await this.deleteCv(doc.cv.file);
    return true;
  }

  /** The applications as the retention sweep reads and erases them (with their CVs). */
  private readonly expiring: ExpiringRecords<ApplicationDocument> = {
    sentBefore: (date, limit) => this.applications.sentBefore(date, limit),
    erase: (doc) => this.erase(doc._id),
  };

  /**
   * Erases the applications sent more than `retentionDays` ago with their CVs, and CVs no
   * application names that are older than `graceMs`. Answers how many of each went.
   */
  async sweep({
    retentionDays,
    graceMs,
  }: {
    retentionDays: number;
    graceMs: number;
  }): Promise<{ expired: number; orphans: number }> {
    const now = this.now();
    const expired = await eraseExpired(this.expiring, { retentionDays }, now);
    const cutoff = new Date(now.getTime() - graceMs);
    await this.cvs.deleteUnfinishedUploads(cutoff);
    let orphans = 0;
    for (const file of await this.cvs.namesStoredBefore(cutoff)) {
      if (await this.applications.usesCv(file)) continue;
      await this.cvs.delete(file);
      orphans += 1;
    }
    return { expired, orphans };
  }

  /** Deletes a CV file; a failure is logged (the sweep deletes it later), not thrown. */
  private async deleteCv(file: string): Promise<void> {
    try {
      await this.cvs.delete(file);
    } catch (err) {
      this.logger.error({ err, file }, 'deleting a CV failed: the sweep will delete it later');
    }
  }
}

/** Sweeps at once and then every `intervalMs` (see the platform's retention sweeper). */
export function startApplicationSweeper(
  desk: ApplicationDesk,
  options: { retentionDays: number; graceMs: number; intervalMs: number },
  logger: Logger,
): Sweeper {
  return startSweeper(
    async () => {
      const { expired, orphans } = await desk.sweep(options);
      if (expired > 0) logger.info({ expired }, 'applications past their retention erased');
      if (orphans > 0) logger.warn({ orphans }, 'orphaned CV files deleted');
    },
    { intervalMs: options.intervalMs, failure: 'sweeping applications failed' },
    logger,
  );
}
