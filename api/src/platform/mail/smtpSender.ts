// The mail server behind the outbox, through nodemailer's SMTP transport (connection,
// STARTTLS, authentication and the message format are its work, not ours).
import nodemailer from 'nodemailer';
import type { MailSender } from './outboxDispatcher';
import type { ComposedMail } from './embeddedOutbox';

/** A sender to `smtpUrl` (`smtp://user:pass@host:port`, `smtps://…` for TLS from the start). */
export function smtpSender(smtpUrl: string, timeoutMs = 10_000): MailSender & { close(): void } {
  // nodemailer reads a URL's query as transport options: a silent server must not hold a try.
  const url = new URL(smtpUrl);
  for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(timeoutMs));
  }
  const transport = nodemailer.createTransport(url.href);
  return {
    async send(mail: ComposedMail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
