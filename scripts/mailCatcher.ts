// The local mail server of `npm start` and the e2e tests: it takes every mail the API sends
// (smtp-server, by nodemailer's authors), keeps the last ones in memory (parsed by mailparser)
// and shows them at its own address: a page for people, `/api/messages` as JSON for tests.
// Nothing leaves the machine.
import http from 'node:http';
import escapeHtml from 'escape-html';
import { simpleParser } from 'mailparser';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const KEPT = 200;

/** A mail as the catcher keeps it (and `/api/messages` answers it). */
interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  receivedAt: string;
}

/** The local mail catcher started by startMailCatcher. */
export interface MailCatcher {
  smtpUrl: string;
  url: string;
  stop(): Promise<unknown>;
}

/** What the SMTP and the HTTP server have in common: both listen and report failures. */
interface Listening {
  once(event: 'error', listener: (error: Error) => void): unknown;
  listen(port: number, host: string, callback: () => void): unknown;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address === undefined ? [] : [entry.address])),
  );

function page(messages: CaughtMail[]): string {
  const rows = messages
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><b>From</b> ${escapeHtml(m.from)} · <b>To</b> ${escapeHtml(m.to.join(', '))} · <time>${escapeHtml(m.receivedAt)}</time></p>
<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail (${messages.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Mails the site sent (${messages.length}, newest first)</h1>${rows || '<p>None yet.</p>'}</body></html>`;
}

/** Starts the SMTP and HTTP sides; `stop()` closes both. */
export async function startMailCatcher({
  smtpPort,
  httpPort,
  host = '127.0.0.1',
}: {
  smtpPort: number;
  httpPort: number;
  host?: string;
}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        messages.unshift({
          id: mail.messageId ?? String(Date.now()),
          from: mail.from?.text ?? '',
          to: addresses(mail.to),
          replyTo: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        messages.length = Math.min(messages.length, KEPT);
        callback();
      }, callback);
    },
  });
  const web = http.createServer((req, res) => {
    if (req.url === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204).end();
    } else if (req.url === '/api/messages') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
    } else if (req.url === '/favicon.ico') {
      // The browser asks for one on every page: nothing to show, and nothing missing.
      res.writeHead(204).end();
    } else if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(messages));
    } else {
      res.writeHead(404).end();
    }
  });
  const listen = (server: Listening, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  await listen(smtp, smtpPort);
  await listen(web, httpPort);
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    url: `http://${host}:${httpPort}`,
    stop: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ]),
  };
}
