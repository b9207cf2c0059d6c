// Staff are told of each new inquiry by e-mail: the inquiries' own outbox, handed to the
// configured mail server by a dispatcher of this instance.
import type { StaffMailConfig } from '../../config/config';
import type { Logger } from '../../platform/logging/logger';
import { OutboxDispatcher } from '../../platform/mail/outboxDispatcher';
import { smtpSender } from '../../platform/mail/smtpSender';
import type { InquiriesRepository } from './inquiriesRepository';
import { DEFAULT_MAIL_FROM, inquiryMail } from './inquiryMail';

export interface InquiryNotices {
  /** Sends what was queued before this process started (mails of a restart, of a stopped instance). */
  start(): void;
  /** Sends what is due (after an inquiry was stored). */
  poke(): void;
  stop(): Promise<void>;
}

export function inquiryNotices(
  inquiries: InquiriesRepository,
  config: StaffMailConfig,
  publicOrigin: string,
  logger: Logger,
): InquiryNotices {
  const options = {
    from: config.from ?? DEFAULT_MAIL_FROM,
    recipients: config.recipients,
    publicOrigin,
  };
  const outbox = inquiries.outbox((inquiry) => inquiryMail(inquiry, options));
  const sender = smtpSender(config.smtpUrl);
  const dispatcher = new OutboxDispatcher(
    outbox,
    sender,
    { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs },
    logger,
  );
  return {
    start: () => dispatcher.poke(),
    poke: () => dispatcher.poke(),
    async stop() {
      await dispatcher.stop();
      sender.close();
    },
  };
}
