// The mail telling staff of a new inquiry, in Italian like the forms it comes from. Its
// recipients are the site's (one contact configuration, per form), unless the operator names
// others; a reply goes to the visitor.
import { siteConfig } from '@alu/common/site-config';
import { pathOnOrigin, type InquiryKind } from '@alu/common/contracts';
import type { ComposedMail } from '../../platform/mail/embeddedOutbox';
import type { InquiryDocument } from './inquiryDocument';

export interface InquiryMailOptions {
  /** `Name <address>` the mail is from. */
  readonly from: string;
  /** Everyone gets every inquiry; absent: the site's recipients of each form. */
  readonly recipients?: readonly string[] | undefined;
  /** The public site, for the links to the page and to the admin. */
  readonly publicOrigin: string;
}

const { sender, recipients: SITE_RECIPIENTS } = siteConfig.inquiryEmail;
export const DEFAULT_MAIL_FROM = `${sender.name} <${sender.email}>`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const sofiaTime = (date: Date) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Sofia',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);

export function inquiryMail(
  inquiry: InquiryDocument,
  { from, recipients, publicOrigin }: InquiryMailOptions,
): ComposedMail {
  const kind: InquiryKind = inquiry.kind === 'contact' ? 'contact' : 'product';
  const about =
    kind === 'product'
      ? `Prodotto: ${text(inquiry.products)}`
      : `Argomento: ${text(inquiry.category)}`;
  const name = text(inquiry.name);
  const email = text(inquiry.email);
  const received = inquiry.createdAt ?? inquiry._id.getTimestamp();
  return {
    from,
    to: [...(recipients ?? SITE_RECIPIENTS[kind])],
    ...(email ? { replyTo: email } : {}),
    subject: `Nuova richiesta dal sito: ${kind === 'product' ? text(inquiry.products) : text(inquiry.category)} – ${name}`,
    text: [
      kind === 'product'
        ? 'Nuova richiesta su un prodotto.'
        : 'Nuovo messaggio dal modulo contatti.',
      '',
      about,
      `Nome: ${name}`,
      `E-mail: ${email}`,
      `Telefono: ${text(inquiry.phone)}`,
      // Only a page of the site is linked (one stored before the API checked may name another).
      `Pagina: ${pathOnOrigin(text(inquiry.sourcePage) || '/', publicOrigin)?.href ?? '–'}`,
      `Ricevuta: ${sofiaTime(received)} (ora di Sofia)`,
      '',
      'Messaggio:',
      text(inquiry.message),
      '',
      `Stato e risposte nell'area di amministrazione: ${new URL('/admin', publicOrigin).href}`,
    ].join('\n'),
    messageId: `<inquiry-${inquiry._id.toHexString()}@${new URL(publicOrigin).hostname}>`,
  };
}
