// Inquiries hold a visitor's name, e-mail and phone: they are erased once older than their
// retention, by the same kind of sweep as job applications. An inquiry is one record (its mail
// to staff lives inside it), so erasing it leaves nothing behind.
import type { Logger } from '../../platform/logging/logger';
import {
  eraseExpired,
  startSweeper,
  type ExpiringRecords,
  type RetentionRule,
  type Sweeper,
} from '../../platform/retention/retention';
import type { InquiryDocument } from './inquiryDocument';
import type { InquiriesRepository } from './inquiriesRepository';

type Inquiries = Pick<InquiriesRepository, 'sentBefore' | 'delete'>;

const expiring = (inquiries: Inquiries): ExpiringRecords<InquiryDocument> => ({
  sentBefore: (date, limit) => inquiries.sentBefore(date, limit),
  erase: (inquiry) => inquiries.delete(inquiry._id),
});

/** Erases the inquiries sent more than `retentionDays` before `now`; answers how many went. */
export function sweepInquiries(
  inquiries: Inquiries,
  rule: RetentionRule,
  now: Date = new Date(),
): Promise<number> {
  return eraseExpired(expiring(inquiries), rule, now);
}

/** Sweeps at once and then every `intervalMs`. */
export function startInquirySweeper(
  inquiries: Inquiries,
  options: RetentionRule & { intervalMs: number; now: () => Date },
  logger: Logger,
): Sweeper {
  return startSweeper(
    async () => {
      const expired = await sweepInquiries(inquiries, options, options.now());
      // No personal data in the logs: how many is enough.
      if (expired > 0) logger.info({ expired }, 'inquiries past their retention erased');
    },
    { intervalMs: options.intervalMs, failure: 'sweeping inquiries failed' },
    logger,
  );
}
