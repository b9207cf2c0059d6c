import * as v from 'valibot';
import type { CareerInput } from '../careers';
import { careerInputSchema } from './careerForm';
import { fieldIssues } from './fields';

const vacancy = (change: Record<string, unknown> = {}): CareerInput => ({
  title: ' Operatore ',
  startDate: '01-03-2026',
  endDate: '2026-03-31',
  responsibilities: '<p>Turni</p>',
  requirements: '',
  additional: '',
  ...change,
});

const fields = (body: unknown) => fieldIssues(careerInputSchema, body).map((issue) => issue.field);

describe('the vacancy schema', () => {
  it('takes the admin form’s vacancy: trimmed title, ISO dates, blank languages dropped', () => {
    const parsed = v.parse(
      careerInputSchema,
      vacancy({
        translations: {
          en: { title: ' Operator ', responsibilities: '<p>Shifts</p>' },
          bg: { title: '', responsibilities: '<p></p>', requirements: '', additional: '' },
          de: null,
        },
      }),
    );
    expect(parsed).toMatchObject({
      title: 'Operatore',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(parsed.translations).toEqual({
      en: {
        title: 'Operator',
        responsibilities: '<p>Shifts</p>',
        requirements: '',
        additional: '',
      },
    });
    // Absent: an update keeps the stored languages.
    expect(v.parse(careerInputSchema, vacancy()).translations).toBeUndefined();
  });

  it('refuses a language written without its title, naming that title', () => {
    const untitled = { en: { title: ' ', requirements: '<p>Welding</p>' } };
    expect(fields(vacancy({ translations: untitled }))).toEqual(['translations.en.title']);
    expect(fields(vacancy({ translations: [] }))).toEqual(['translations']);
    expect(fields(vacancy({ translations: { en: 'Operator' } }))).toEqual(['translations.en']);
  });

  it('refuses dates that are none or in the wrong order, naming the end', () => {
    expect(fields(vacancy({ startDate: '31-02-2026' }))).toEqual(['startDate']);
    expect(fields(vacancy({ startDate: '10-04-2026', endDate: '09-04-2026' }))).toEqual([
      'endDate',
    ]);
    expect(fields(vacancy({ endDate: 1775001600000 }))).toEqual(['endDate']);
  });

  it('refuses a missing or blank title and texts over 20,000 characters', () => {
    expect(fields(vacancy({ title: '   ' }))).toEqual(['title']);
    expect(fields(vacancy({ title: undefined }))).toEqual(['title']);
    expect(fields(vacancy({ additional: 'x'.repeat(20_001) }))).toEqual(['additional']);
  });
});
