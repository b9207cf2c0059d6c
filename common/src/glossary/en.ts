import { COMPANY_NAMES } from './company';
import { PEOPLE_LATIN_NAMES } from './people';
import type { Glossary } from './types';
import { PRODUCT_NAMES, SERVICES_AND_FORMATS, STANDARDS_AND_MARKS, UNIT_SYMBOLS } from './shared';

const company = COMPANY_NAMES.en;

/** British English (the pages' `en-GB` formats): -ise spellings, aluminium, tonnes, centre. */
export const enGlossary: Glossary = {
  locale: 'en',
  company,
  script: 'latin',
  terms: [
    {
      concept: 'the company, short',
      use: company.name,
      avoid: ['Алумис'],
      note: 'The logo’s word mark is a picture, not text.',
    },
    {
      concept: 'the company, with its legal form',
      use: company.legalName,
      avoid: ['Alumis JSC', 'Alumis Plc', 'Alumis S.p.A.', 'Alumis АД', '„Алумис“ АД'],
      note: 'JSON-LD names the organisation by this registered Latin name in every language.',
    },
    {
      concept: 'the news section of media mentions',
      use: 'In the media',
      avoid: ['What they say about us', 'Press review', 'Media coverage'],
    },
    { concept: 'the download section', use: 'Download centre', avoid: ['Download center'] },
    {
      concept: 'the vacancies section',
      use: 'Open positions',
      avoid: ['Open jobs', 'Job openings'],
    },
    {
      concept: 'extruded products',
      use: 'extruded profiles (the process: extrusion)',
      avoid: ['extrusions'],
    },
    {
      concept: 'the company’s address',
      use: 'Second Industrial Zone, 9700 Shumen',
      avoid: [],
      note: 'A place name: capitalised in the address, “the second industrial zone of Shumen” in running text.',
    },
    { concept: 'the metal', use: 'aluminium', avoid: ['aluminum'] },
    {
      concept: 'surface treatment by anodic oxidation',
      use: 'anodised, anodising',
      avoid: ['anodiz*'],
    },
    { concept: 'the metric unit of mass', use: 'tonnes (t)', avoid: ['tons', 'metric tons'] },
    {
      concept: 'electronic mail',
      use: 'e-mail',
      avoid: ['email', 'emails'],
      note: 'The site writes e-mail with a hyphen in every language that borrows the word.',
    },
    {
      concept: 'the meeting of shareholders',
      use: 'general meeting',
      avoid: ["shareholders' meeting", 'shareholders’ meeting', 'AGM'],
    },
    {
      concept: 'the people who look after a market',
      use: 'area manager',
      avoid: ['area sales manager'],
    },
  ],
  keepAsWritten: [
    company.name,
    company.legalName,
    ...STANDARDS_AND_MARKS,
    ...SERVICES_AND_FORMATS,
    ...UNIT_SYMBOLS,
    ...PRODUCT_NAMES,
    ...PEOPLE_LATIN_NAMES,
  ],
};
