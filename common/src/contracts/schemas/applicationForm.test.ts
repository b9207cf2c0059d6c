import * as v from 'valibot';
import {
  APPLICATION_LIMITS,
  applicationFormPath,
  cvTypeByName,
  type ApplicationField,
  type ApplicationValues,
} from '../applications';
import {
  applicationFieldsSchema,
  applicationProblemOf,
  invalidApplicationFields,
} from './applicationForm';

const valid: ApplicationValues = {
  vacancyId: '',
  name: 'Elena Petrova',
  email: 'elena@esempio.bg',
  phone: '+359 (54) 800-123',
  coverLetter: '',
  consent: true,
  cv: { name: 'CV Elena.PDF', size: 120_000, type: 'application/pdf' },
};

describe('the application rules', () => {
  it('let a complete application through, spontaneous or for a vacancy', () => {
    expect(invalidApplicationFields(valid)).toEqual([]);
    expect(invalidApplicationFields({ ...valid, vacancyId: 'ab'.repeat(12) })).toEqual([]);
  });

  it('name every field at fault with its problem, in form order', () => {
    expect(
      invalidApplicationFields({
        vacancyId: 'x',
        name: ' ',
        email: 'elena@',
        phone: '12',
        coverLetter: 'x'.repeat(APPLICATION_LIMITS.coverLetter.max + 1),
        consent: false,
        cv: null,
      }),
    ).toEqual([
      { field: 'vacancyId', problem: 'invalid' },
      { field: 'name', problem: 'required' },
      { field: 'email', problem: 'invalid' },
      { field: 'phone', problem: 'invalid' },
      { field: 'cv', problem: 'required' },
      { field: 'coverLetter', problem: 'too-long' },
      { field: 'consent', problem: 'required' },
    ]);
  });

  it('judge a CV by its name and size (the API then reads its bytes)', () => {
    const cv = (name: string, size = 1000) =>
      invalidApplicationFields({ ...valid, cv: { name, size, type: '' } });
    expect(cv('cv.docx')).toEqual([]);
    expect(cv('cv.doc')).toEqual([{ field: 'cv', problem: 'type' }]);
    expect(cv('cv.pdf', 0)).toEqual([{ field: 'cv', problem: 'empty' }]);
    expect(cv('cv.pdf', APPLICATION_LIMITS.cvBytes)).toEqual([]);
    expect(cv('cv.pdf', APPLICATION_LIMITS.cvBytes + 1)).toEqual([
      { field: 'cv', problem: 'too-large' },
    ]);
    expect(cvTypeByName('a.b.PdF')).toBe('pdf');
    expect(cvTypeByName('pdf')).toBeUndefined();
  });

  it('refuse a phone of letters or too few digits', () => {
    for (const phone of ['call me', '+-- ---', '12345']) {
      expect(invalidApplicationFields({ ...valid, phone })).toEqual([
        { field: 'phone', problem: 'invalid' },
      ]);
    }
  });

  it('read the multipart fields as the API receives them: trimmed, a vacancy in lower case', () => {
    const fields = v.parse(applicationFieldsSchema, {
      vacancyId: ' AB'.padEnd(25, 'C'),
      name: '  Elena Petrova ',
      email: 'elena@esempio.bg',
      phone: '+359 (54) 800-123',
      consent: 'on',
      locale: 'de',
    });
    expect(fields).toEqual({
      vacancyId: 'ab'.padEnd(24, 'c'),
      name: 'Elena Petrova',
      email: 'elena@esempio.bg',
      phone: '+359 (54) 800-123',
      coverLetter: '',
      consent: true,
      // A language the site does not have: the first one.
      locale: 'it',
    });
  });

  it("name the problem of a request's field as the form words it", () => {
    const problems = (fields: Record<string, unknown>) =>
      (v.safeParse(applicationFieldsSchema, fields).issues ?? []).map((issue) => {
        const field = String(issue.path?.[0]?.key) as ApplicationField;
        return [field, applicationProblemOf(field, issue)];
      });
    // Left out, sent twice, or not given.
    expect(problems({ email: 'elena@esempio.bg', phone: ['1', '2'], consent: 'false' })).toEqual([
      ['name', 'required'],
      ['phone', 'invalid'],
      ['consent', 'required'],
    ]);
  });

  it('build the form address, with the vacancy pre-selected', () => {
    expect(applicationFormPath()).toBe('/careers/application-form');
    expect(applicationFormPath('ab12')).toBe('/careers/application-form?vacancy=ab12');
  });
});
