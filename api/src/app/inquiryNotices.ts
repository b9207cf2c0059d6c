// Staff are told of each new inquiry by e-mail: the inquiries' own outbox, handed to the
// configured mail server by a dispatcher of this instance.
import type { Db } from 'mongodb';
import type { StaffMailConfig } from '../config/config';
import { DEFAULT_MAIL_FROM, inquiryMail } from '../inquiries/inquiryMail';
import { InquiriesRepository } from '../inquiries/inquiriesRepository';
import type { Logger } from '../logging/logger';
import { OutboxDispatcher } from '../mail/outboxDispatcher';
import { smtpSender } from '../mail/smtpSender';

export interface InquiryNotices {
  /** Sends what is due (after an inquiry was stored). */
  poke(): void;
  stop(): Promise<void>;
}

export function startInquiryNotices(
  db: Db,
  config: StaffMailConfig,
  publicOrigin: string,
  logger: Logger,
): InquiryNotices {
  const options = {
    from: config.from ?? DEFAULT_MAIL_FROM,
    recipients: config.recipients,
    publicOrigin,
  };
  const outbox = new InquiriesRepository(db).outbox((inquiry) => inquiryMail(inquiry, options));
  const sender = smtpSender(config.smtpUrl);
  const dispatcher = new OutboxDispatcher(
    outbox,
    sender,
    { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs },
    logger,
  );
  // Mails queued before a restart, or by an instance that stopped, go out now.
  dispatcher.poke();
  return {
    poke: () => dispatcher.poke(),
    async stop() {
      await dispatcher.stop();
      sender.close();
    },
  };
}
