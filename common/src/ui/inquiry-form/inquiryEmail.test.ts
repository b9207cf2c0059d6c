import type { StoredInquiry } from '../../contracts';
import { siteConfig } from '../site-config/siteConfig';
import { INQUIRY_EMAIL_SUBJECT, inquiryEmailParams, inquiryRecipients } from './inquiryEmail';

const product: StoredInquiry = {
  _id: '6650000000000000000000ac',
  kind: 'product',
  products: 'Foglio per contenitori',
  name: 'Anna <b>Verdi</b>',
  phone: '+39 06 555 0199',
  email: 'anna.verdi@esempio.it',
  message: 'Prima riga\n<script>alert(1)</script> & "seconda"',
  sourcePage: '/products/rolled-foils/container-foil',
  createdAt: '2026-11-23T10:00:00.000Z',
  handled: false,
  status: 'new',
  statusHistory: [],
};

function bodyCells(html: string): Record<string, string> {
  const host = document.createElement('div');
  host.innerHTML = html;
  return Object.fromEntries(
    Array.from(host.querySelectorAll('tr')).map((row) => [
      row.querySelector('th')?.textContent ?? '',
      row.querySelector('td')?.textContent ?? '',
    ]),
  );
}

describe('inquiry e-mail', () => {
  it('goes to the five product recipients with the Bulgarian subject and a reply to the visitor', () => {
    const params = inquiryEmailParams(product);
    expect(inquiryRecipients('product')).toHaveLength(5);
    expect(params.to_email).toBe(siteConfig.inquiryEmail.recipients.product.join(', '));
    expect(params.subject).toBe(INQUIRY_EMAIL_SUBJECT);
    expect(params.subject).toBe('Запитване от уебсайта');
    expect(params.reply_to).toBe('anna.verdi@esempio.it');
    expect(params.from_email).toBe(siteConfig.inquiryEmail.sender.email);
  });

  it('carries name, phone, e-mail, product and message in an HTML body that escapes them', () => {
    const { message_html: html } = inquiryEmailParams(product);
    expect(bodyCells(html)).toEqual({
      Продукт: 'Foglio per contenitori',
      Име: 'Anna <b>Verdi</b>',
      Телефон: '+39 06 555 0199',
      Имейл: 'anna.verdi@esempio.it',
      Съобщение: 'Prima riga\n<script>alert(1)</script> & "seconda"',
      Страница: '/products/rolled-foils/container-foil',
      'Номер на запитването': '6650000000000000000000ac',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
  });

  it('names the category and goes to the six contact recipients, an agency among them', () => {
    const { products: _products, ...rest } = product;
    const contact: StoredInquiry = { ...rest, kind: 'contact', category: 'Packaging' };
    const params = inquiryEmailParams(contact);
    const recipients = inquiryRecipients('contact');
    expect(recipients).toHaveLength(6);
    expect(new Set(recipients).size).toBe(6);
    expect(recipients.some((address) => !address.endsWith('@alumis.example'))).toBe(true);
    expect(params.to_email.split(', ')).toEqual([...recipients]);
    expect(bodyCells(params.message_html)).toMatchObject({ Категория: 'Packaging' });
    expect(bodyCells(params.message_html)).not.toHaveProperty('Продукт');
  });
});
