import { SITE_LOCALES } from '../contracts/locales';
import { COMPANY_NAMES, GLOSSARIES, glossaryFindings, personNameIn } from './index';

const found = (locale: Parameters<typeof glossaryFindings>[0], text: string) =>
  glossaryFindings(locale, [text]).map((finding) => finding.found);

test('a form the glossary avoids is found as a whole word, in any case', () => {
  expect(found('en', 'What They Say About Us')).toEqual(['What They Say About Us']);
  expect(found('en', 'Aluminum sheets')).toEqual(['Aluminum']);
  expect(found('en', 'Emailing is not e-mail')).toEqual([]);
  expect(found('it', 'Cosa dicono di noi')).toEqual([]);
});

test('a trailing star takes any ending, as Bulgarian inflects', () => {
  expect(found('bg', 'Нова екструзионна преса и екструдирани профили')).toEqual([
    'екструзионна',
    'екструдирани',
  ]);
  expect(found('en', 'anodized, anodizing')).toEqual(['anodized', 'anodizing']);
});

test('the longest form is one finding: the legal name, not also the short one', () => {
  expect(
    glossaryFindings('bg', ['© 2018 Alumis АД.']).map(({ found, concept }) => [found, concept]),
  ).toEqual([['Alumis АД', 'the company, with its legal form']]);
});

test('Bulgarian pages: a Latin word is a finding unless kept as written or a code', () => {
  expect(found('bg', 'Контакт: Dimitar Kolev')).toEqual(['Dimitar', 'Kolev']);
  expect(
    found(
      'bg',
      'Сплави EN AW-3003 и 6xxx, състояние O, H22, ISO 9001:2015, 1600 mm, 9,0 kg/m, U-профили, шествалцов (6-high), Qualicoat, YouTube',
    ),
  ).toEqual([]);
  // Addresses, e-mail addresses, markup and interpolation slots are not words a reader reads.
  expect(
    found('bg', '<p>Пишете на office@alumis.example или https://www.alumis.example {{name}}</p>'),
  ).toEqual([]);
  expect(found('bg', 'Търсенето работи и без него на адрес /bg/search.')).toEqual([]);
  // A slash between words is not an address.
  expect(found('bg', 'Продажби и/или logistics')).toEqual(['logistics']);
  expect(found('bg', 'склад/warehouse')).toEqual(['warehouse']);
});

test('informal address in Bulgarian is a finding', () => {
  expect(found('bg', 'Копирай връзката')).toEqual(['Копирай']);
  expect(found('bg', 'Копирайте връзката')).toEqual([]);
  // An imperative that is also a past tense counts only where a label starts with it.
  expect(found('bg', 'Отвори менюто')).toEqual(['Отвори']);
  expect(found('bg', 'В събота заводът отвори врати за семейства.')).toEqual([]);
});

test('each glossary names the company as its own terms ask, and keeps nothing it avoids', () => {
  for (const locale of SITE_LOCALES) {
    const { company, keepAsWritten } = GLOSSARIES[locale];
    expect(company).toEqual(COMPANY_NAMES[locale]);
    expect(glossaryFindings(locale, [company.name, company.legalName])).toEqual([]);
    expect(glossaryFindings(locale, keepAsWritten)).toEqual([]);
    for (const term of GLOSSARIES[locale].terms) {
      // A term's own form never counts as one of the forms it avoids.
      expect(
        glossaryFindings(locale, [term.use]).filter((f) => f.concept === term.concept),
      ).toEqual([]);
    }
  }
});

test('people are named in the script of the page’s language', () => {
  const person = { name: 'Dimitar Kolev', cyrillicName: 'Димитър Колев' };
  expect(personNameIn('bg', person)).toBe('Димитър Колев');
  expect(personNameIn('en', person)).toBe('Dimitar Kolev');
  expect(personNameIn('it', person)).toBe('Dimitar Kolev');
});
