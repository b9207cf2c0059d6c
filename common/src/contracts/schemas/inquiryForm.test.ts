import * as v from 'valibot';
import {
  INQUIRY_CATEGORIES,
  inquiryFieldsOf,
  type InquiryField,
  type InquiryValues,
} from '../inquiries';
import { inquiryRequestSchema, invalidInquiryFields } from './inquiryForm';

const text = (length: number) => 'a'.repeat(length);

const validProduct: InquiryValues = {
  products: 'Foglio per uso domestico',
  name: 'Maria Rossi',
  phone: '+39 02 1234 5678',
  email: 'maria.rossi@esempio.it',
  message: 'Vorrei un preventivo per 20 t di foglio da 11 µm.',
};

const validContact: InquiryValues = {
  category: 'Packaging',
  name: 'Maria Rossi',
  phone: '+39 02 1234 5678',
  email: 'maria.rossi@esempio.it',
  message: 'Vorrei visitare lo stabilimento.',
};

/** Whether one field's value passes its rule, on the form that has the field. */
function isInquiryFieldValid(field: InquiryField, value: string): boolean {
  const [kind, valid] =
    field === 'category'
      ? (['contact', validContact] as const)
      : (['product', validProduct] as const);
  return !invalidInquiryFields(kind, { ...valid, [field]: value }).includes(field);
}

/** The API's words for the first field at fault of a request. */
const messageOf = (request: Record<string, unknown>) =>
  v.safeParse(inquiryRequestSchema, request).issues?.[0]?.message;

describe('inquiry validation', () => {
  it('accepts a complete product inquiry and a complete contact inquiry', () => {
    expect(invalidInquiryFields('product', validProduct)).toEqual([]);
    expect(invalidInquiryFields('contact', validContact)).toEqual([]);
  });

  it('name: 1 to 50 characters', () => {
    const verdict = (length: number) => isInquiryFieldValid('name', text(length));
    expect([0, 1, 50, 51].map(verdict)).toEqual([false, true, true, false]);
  });

  it('phone: 1 to 20 characters, any characters (no format check)', () => {
    const verdict = (length: number) => isInquiryFieldValid('phone', text(length));
    expect([0, 1, 20, 21].map(verdict)).toEqual([false, true, true, false]);
    expect(isInquiryFieldValid('phone', 'chiamare dopo le 14')).toBe(true);
  });

  it('message: 1 to 500 characters', () => {
    const verdict = (length: number) => isInquiryFieldValid('message', text(length));
    expect([0, 1, 500, 501].map(verdict)).toEqual([false, true, true, false]);
  });

  it('counts characters after trimming: blanks alone are empty', () => {
    expect(isInquiryFieldValid('name', '   ')).toBe(false);
    expect(isInquiryFieldValid('name', `  ${text(50)}  `)).toBe(true);
    expect(isInquiryFieldValid('message', `\n${text(500)}\n`)).toBe(true);
    expect(isInquiryFieldValid('message', ' \n\t ')).toBe(false);
  });

  it('email: a standard address', () => {
    const valid = [
      'maria.rossi@esempio.it',
      'ufficio.acquisti+alluminio@gruppo-industriale.co.uk',
      'a@b.bg',
      " o'neil@example.com ",
      `${text(64)}@${text(63)}.${text(63)}.${text(58)}.it`, // 254 characters
    ];
    const invalid = [
      '',
      'maria.rossi',
      'maria@',
      '@esempio.it',
      'maria@esempio',
      'maria rossi@esempio.it',
      'maria@@esempio.it',
      'maria@esempio..it',
      'maria@-esempio.it',
      'maria@esempio.it.',
      'maria@esem_pio.it',
      'maria@esempio.it\nBcc: altri@esempio.it',
      `${text(64)}@${text(63)}.${text(63)}.${text(59)}.it`, // 255 characters
    ];
    expect(valid[4]).toHaveLength(254);
    for (const email of valid)
      expect([email, isInquiryFieldValid('email', email)]).toEqual([email, true]);
    for (const email of invalid) {
      expect([email, isInquiryFieldValid('email', email)]).toEqual([email, false]);
    }
  });

  it('category: one of the eight support categories, nothing else', () => {
    for (const category of INQUIRY_CATEGORIES)
      expect(isInquiryFieldValid('category', category)).toBe(true);
    expect(INQUIRY_CATEGORIES).toHaveLength(8);
    expect(isInquiryFieldValid('category', '')).toBe(false);
    expect(isInquiryFieldValid('category', 'Select Support Category*')).toBe(false);
    expect(isInquiryFieldValid('category', 'packaging')).toBe(false);
  });

  it('product name: required on the product form, at most 120 characters', () => {
    expect(isInquiryFieldValid('products', '')).toBe(false);
    expect(isInquiryFieldValid('products', text(120))).toBe(true);
    expect(isInquiryFieldValid('products', text(121))).toBe(false);
  });

  it('checks only the fields of its form and lists the failures in form order', () => {
    expect(inquiryFieldsOf('product')).toEqual(['products', 'name', 'phone', 'email', 'message']);
    expect(inquiryFieldsOf('contact')).toEqual(['category', 'name', 'phone', 'email', 'message']);
    // The contact form has no product field and the product form no category.
    expect(invalidInquiryFields('contact', { ...validContact, products: '' })).toEqual([]);
    expect(invalidInquiryFields('product', { ...validProduct, category: 'nonsense' })).toEqual([]);
    expect(invalidInquiryFields('product', {})).toEqual([
      'products',
      'name',
      'phone',
      'email',
      'message',
    ]);
    expect(
      invalidInquiryFields('contact', { ...validContact, message: text(501), name: text(51) }),
    ).toEqual(['name', 'message']);
  });

  it('words each rule for the API answer', () => {
    const product = { kind: 'product', ...validProduct, sourcePage: '/products' };
    const contact = { kind: 'contact', ...validContact, sourcePage: '/contacts' };
    expect(messageOf({ ...product, name: '' })).toBe('must be 1 to 50 characters long');
    expect(messageOf({ ...product, phone: text(21) })).toBe('must be 1 to 20 characters long');
    expect(messageOf({ ...product, message: ' ' })).toBe('must be 1 to 500 characters long');
    expect(messageOf({ ...product, email: 'x' })).toMatch(/^must be a valid e-mail address/);
    expect(messageOf({ ...contact, category: 'x' })).toContain('General question');
    expect(messageOf({ ...product, sourcePage: '//x.example' })).toMatch(/path of this site/);
    // A browser reads /\host as //host.
    expect(messageOf({ ...product, sourcePage: '/\\x.example' })).toMatch(/path of this site/);
    expect(messageOf({ ...product, kind: 'order' })).toBe('must be one of: product, contact');
  });

  it('folds line breaks of the one-line fields to spaces; the message keeps them', () => {
    const result = v.parse(inquiryRequestSchema, {
      kind: 'product',
      ...validProduct,
      products: 'Foglio\r\nPagina: x',
      name: 'Maria\nBcc: a@b.c',
      phone: '02\u2028123',
      message: 'Riga uno\nRiga due',
      sourcePage: '/products',
    });
    expect(result).toMatchObject({
      products: 'Foglio Pagina: x',
      name: 'Maria Bcc: a@b.c',
      phone: '02 123',
      message: 'Riga uno\nRiga due',
    });
  });

  it('sends what the form shows: trimmed, with the fields of its kind only', () => {
    const result = v.parse(inquiryRequestSchema, {
      kind: 'contact',
      ...validContact,
      category: ' Events ',
      name: '  Maria Rossi ',
      products: 'ignored',
      sourcePage: '/contacts',
    });
    expect(result).toEqual({
      kind: 'contact',
      ...validContact,
      category: 'Events',
      sourcePage: '/contacts',
    });
  });
});
