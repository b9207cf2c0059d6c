import {
  checkDraft,
  draftFromDocument,
  emptyDocumentDraft,
  filterSlug,
  toCreateData,
  toDocumentInput,
  type DocumentDraft,
} from './documentDraft';
import { adminDocument, pdfFile } from './documentTesting';

const meetingPaper = (change: Partial<DocumentDraft> = {}): DocumentDraft => ({
  ...emptyDocumentDraft(),
  slug: 'assemblea-2026',
  kind: 'meeting-paper',
  meetingDate: '28-04-2026',
  date: '27-03-2026',
  titles: { it: 'Convocazione', en: '', bg: '' },
  publication: { state: 'draft', moment: '' },
  file: pdfFile(),
  ...change,
});

describe('the document form’s draft', () => {
  it('lists what is still empty in the form’s order, and what is typed wrong at its field', () => {
    expect(checkDraft(emptyDocumentDraft(), true)).toEqual({
      invalid: new Map(),
      missing: ['PDF файл', 'Адрес', 'Вид', 'Дата на документа', 'Заглавие (IT)'],
      ready: false,
    });
    const wrong = checkDraft(
      meetingPaper({ meetingDate: '31-02-2026', titles: { it: 'x'.repeat(301), en: '', bg: '' } }),
      true,
    );
    expect([...wrong.invalid.keys()]).toEqual(['meetingDate', 'titles.it']);
    expect(wrong.missing).toEqual([]);
    // An update has no address or file to ask for.
    expect(checkDraft({ ...meetingPaper(), slug: '', file: null }, false).ready).toBe(true);
  });

  it('asks for a schedule’s moment, in the future', () => {
    const scheduled = (moment: string) =>
      checkDraft(meetingPaper({ publication: { state: 'scheduled', moment } }), true);
    expect(scheduled('').missing).toEqual(['Дата и час на публикуване']);
    expect(scheduled('2000-01-01T10:00').invalid.has('publication.publishAt')).toBe(true);
    expect(scheduled('2999-01-01T10:00').ready).toBe(true);
  });

  it('sends the fields of its kind only, as the API’s schemas take them', () => {
    expect(toCreateData(meetingPaper())).toEqual({
      slug: 'assemblea-2026',
      kind: 'meeting-paper',
      meetingDate: '28-04-2026',
      date: '27-03-2026',
      titles: { it: 'Convocazione', en: '', bg: '' },
      publication: { state: 'draft' },
    });
    // A year and a period typed for another kind are not sent with a meeting paper.
    expect(toCreateData(meetingPaper({ year: '2025', period: 'annual' }))).not.toHaveProperty(
      'year',
    );
    expect(toCreateData(meetingPaper({ slug: '-bad-' }))).toBeUndefined();
    expect(toDocumentInput(meetingPaper({ slug: '' }))).not.toHaveProperty('slug');
  });

  it('opens a stored document as it was written, and keeps only what an address may hold', () => {
    const draft = draftFromDocument(adminDocument('a'));
    expect(draft).toMatchObject({
      slug: 'relazione-a',
      kind: 'financial-statement',
      year: '2025',
      period: 'half-year',
      date: '15-09-2025',
      titles: { it: 'Relazione a', en: 'Report a', bg: '' },
      publication: { state: 'published', moment: '' },
      file: null,
    });
    expect(toDocumentInput(draft)).toMatchObject({ year: 2025, period: 'half-year' });
    expect(filterSlug('Relazione Semestrale_2025.PDF')).toBe('relazionesemestrale2025pdf');
    expect(filterSlug('a'.repeat(200))).toHaveLength(120);
  });
});
