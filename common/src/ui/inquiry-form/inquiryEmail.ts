import type { InquiryKind, StoredInquiry } from '../../contracts';
import { siteConfig } from '../site-config/siteConfig';

/** Subject of every inquiry e-mail: Bulgarian for "Inquiry from the website". */
export const INQUIRY_EMAIL_SUBJECT = 'Запитване от уебсайта';

/**
 * The parameters the EmailJS template receives. The template (set up in the EmailJS account)
 * sends to `{{to_email}}` with the subject `{{subject}}`, the reply address `{{reply_to}}` and
 * the body `{{{message_html}}}` (three braces: HTML, already escaped here).
 */
export interface InquiryEmailParams {
  /** The recipients of the form's kind (siteConfig.inquiryEmail), comma-separated. */
  readonly to_email: string;
  readonly from_name: string;
  readonly from_email: string;
  /** The visitor's address, so a reply goes to them. */
  readonly reply_to: string;
  readonly subject: string;
  readonly message_html: string;
}

/** Row labels of the e-mail body, in Bulgarian like the subject (the staff reading it). */
const LABELS = {
  products: 'Продукт',
  category: 'Категория',
  name: 'Име',
  phone: 'Телефон',
  email: 'Имейл',
  message: 'Съобщение',
  sourcePage: 'Страница',
  reference: 'Номер на запитването',
} as const;

export function inquiryRecipients(kind: InquiryKind): readonly string[] {
  return siteConfig.inquiryEmail.recipients[kind];
}

/**
 * The HTML body: a table of the inquiry's fields. It is built with the DOM, whose serializer
 * escapes every value, so nothing the visitor typed can become markup in the e-mail.
 */
export function inquiryEmailHtml(inquiry: StoredInquiry): string {
  const doc = document.implementation.createHTMLDocument('');
  const wrapper = doc.createElement('div');
  const intro = doc.createElement('p');
  intro.textContent = `${INQUIRY_EMAIL_SUBJECT} (${siteConfig.companyName})`;
  const table = doc.createElement('table');
  table.setAttribute('cellpadding', '6');
  table.setAttribute('style', 'border-collapse: collapse');
  const rows: [string, string][] = [
    inquiry.kind === 'product'
      ? [LABELS.products, inquiry.products ?? '']
      : [LABELS.category, inquiry.category ?? ''],
    [LABELS.name, inquiry.name],
    [LABELS.phone, inquiry.phone],
    [LABELS.email, inquiry.email],
    [LABELS.message, inquiry.message],
    [LABELS.sourcePage, inquiry.sourcePage],
    [LABELS.reference, inquiry._id],
  ];
  for (const [label, value] of rows) {
    const row = table.insertRow();
    const head = doc.createElement('th');
    head.textContent = label;
    head.setAttribute('style', 'text-align: left; vertical-align: top');
    row.appendChild(head);
    const cell = row.insertCell();
    cell.textContent = value;
    // The message keeps the visitor's line breaks.
    cell.setAttribute('style', 'white-space: pre-wrap');
  }
  wrapper.append(intro, table);
  return wrapper.innerHTML;
}

export function inquiryEmailParams(inquiry: StoredInquiry): InquiryEmailParams {
  const { sender } = siteConfig.inquiryEmail;
  return {
    to_email: inquiryRecipients(inquiry.kind).join(', '),
    from_name: sender.name,
    from_email: sender.email,
    reply_to: inquiry.email,
    subject: INQUIRY_EMAIL_SUBJECT,
    message_html: inquiryEmailHtml(inquiry),
  };
}
