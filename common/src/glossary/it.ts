import { COMPANY_NAMES } from './company';
import { PEOPLE_LATIN_NAMES } from './people';
import type { Glossary } from './types';
import { PRODUCT_NAMES, SERVICES_AND_FORMATS, STANDARDS_AND_MARKS, UNIT_SYMBOLS } from './shared';

const company = COMPANY_NAMES.it;

/** Italian: the site's first language, written in place in the source. */
export const itGlossary: Glossary = {
  locale: 'it',
  company,
  script: 'latin',
  terms: [
    {
      concept: 'the company, short',
      use: company.name,
      avoid: ['Alumis S.p.A.', 'Alumis SpA', 'Alumis Spa', 'Алумис'],
    },
    {
      concept: 'the company, with its legal form (an AD, a Bulgarian joint-stock company)',
      use: company.legalName,
      avoid: ['Alumis S.p.A.', 'Alumis JSC', 'Alumis АД', '„Алумис“ АД'],
    },
    {
      concept: 'the news section of media mentions',
      use: 'Cosa dicono di noi',
      avoid: ['Rassegna stampa'],
    },
    {
      concept: 'extruded aluminium profiles',
      use: 'profili estrusi',
      avoid: ['profilati estrusi', 'estrusioni'],
    },
    {
      concept: 'the download section',
      use: 'Centro download',
      avoid: ['Download center', 'Area download'],
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
    // English job titles that Italian business writing uses as they are.
    'Area manager',
    'Key account manager',
  ],
};
