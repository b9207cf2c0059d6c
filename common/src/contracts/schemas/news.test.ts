import * as v from 'valibot';
import type { NewsInput } from '../news';
import { fieldIssues } from './fields';
import { newsCreateFieldsSchema } from './news';
import { newsCreateDataSchema, newsUpdateDataSchema } from './newsForm';

const NO_TEXT = { title: '', contentOne: '', contentTwo: '' };

/** What the admin form sends. */
const SENT = {
  url: 'nuova-linea',
  date: '15-03-2026',
  isMediaNews: 'false',
  content: {
    bg: NO_TEXT,
    en: { title: ' New line ', contentOne: '<p>x</p>', contentTwo: '' },
    de: NO_TEXT,
    it: { title: 'Nuova linea', contentOne: '<p>x</p>', contentTwo: '' },
  },
  coverAlt: { en: 'The line', it: 'La linea' },
  gallery: [
    { upload: 0, alt: {} },
    { file: 'kept.jpg', alt: { it: 'Tenuta' } },
  ],
} satisfies NewsInput;

const input = (change: Partial<Record<keyof NewsInput, unknown>> = {}) => ({ ...SENT, ...change });

/** The fields at fault, each once. */
const fields = (data: unknown) => [
  ...new Set(fieldIssues(newsCreateDataSchema, data).map((issue) => issue.field)),
];

describe('the news write schemas', () => {
  it('take what the form sends: trimmed titles, an ISO date, a boolean kind', () => {
    const parsed = v.parse(newsCreateDataSchema, input());
    expect(parsed.content.en.title).toBe('New line');
    expect(parsed.date).toBe('2026-03-15');
    expect(parsed.isMediaNews).toBe(false);
    expect(v.parse(newsCreateDataSchema, input({ isMediaNews: true })).isMediaNews).toBe(true);
    expect(parsed.gallery).toEqual([
      { upload: 0, alt: {} },
      { file: 'kept.jpg', alt: { it: 'Tenuta' } },
    ]);
  });

  it('refuse a slug that is not one, or reserved', () => {
    for (const url of ['latest', 'Maiuscole', 'a b', '', 'a'.repeat(201), { $ne: '' }]) {
      expect([url, fields(input({ url }))]).toEqual([url, ['url']]);
    }
    // An update's slug is its path's: the data's is not read.
    expect(fieldIssues(newsUpdateDataSchema, input({ url: 'latest' }))).toEqual([]);
  });

  it('need a title in some language, each of at most 70 characters', () => {
    const empty = { bg: null, en: NO_TEXT, de: undefined, it: NO_TEXT };
    expect(fields(input({ content: empty, coverAlt: undefined }))).toEqual(['content']);
    const long = { ...SENT.content, bg: { ...NO_TEXT, title: 'я'.repeat(71) } };
    expect(fieldIssues(newsCreateDataSchema, input({ content: long }))).toContainEqual({
      field: 'content.bg.title',
      type: 'max_length',
    });
  });

  it('need the cover’s text in every language with a title, when the texts are sent', () => {
    expect(fields(input({ coverAlt: { en: 'The line' } }))).toEqual(['coverAlt.it']);
    expect(fields(input({ coverAlt: {} }))).toEqual(['coverAlt.en', 'coverAlt.it']);
    expect(fields(input({ coverAlt: undefined }))).toEqual([]);
    expect(fields(input({ coverAlt: { ...SENT.coverAlt, fr: 'x' } }))).toEqual(['coverAlt.fr']);
  });

  it('refuse a gallery entry that names both a file and an upload, and more than 10', () => {
    expect(fields(input({ gallery: [{ file: 'a.jpg', upload: 0 }] }))).toEqual(['gallery.0']);
    expect(fields(input({ gallery: [{ upload: -1 }] }))).toEqual(['gallery.0.upload']);
    const eleven = Array.from({ length: 11 }, (_, upload) => ({ upload }));
    expect(fields(input({ gallery: eleven }))).toEqual(['gallery']);
  });

  it('refuse impossible dates, other kinds and a schedule without its moment', () => {
    for (const date of ['31-02-2026', '2026/03/15', 15032026]) {
      expect(fields(input({ date }))).toEqual(['date']);
    }
    expect(fields(input({ isMediaNews: 'yes' }))).toEqual(['isMediaNews']);
    expect(fields(input({ publication: { state: 'scheduled' } }))).toEqual([
      'publication.publishAt',
    ]);
    expect(fields(input({ publication: { state: 'hidden' } }))).toEqual(['publication.state']);
    const scheduled = { state: 'scheduled', publishAt: '2030-01-01T08:00:00.000Z' };
    expect(v.parse(newsCreateDataSchema, input({ publication: scheduled })).publication).toEqual(
      scheduled,
    );
  });

  it('read the data part as JSON text holding an object', () => {
    const part = (data: string) => fieldIssues(newsCreateFieldsSchema, { data });
    expect(part(JSON.stringify(input()))).toEqual([]);
    expect(part('{"url": ')).toEqual([{ field: 'data', type: 'parse_json' }]);
    expect(part('[]')[0]?.field).toBe('data');
    expect(fieldIssues(newsCreateFieldsSchema, {})).toEqual([{ field: 'data', type: 'object' }]);
  });
});
