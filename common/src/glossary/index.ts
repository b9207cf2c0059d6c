// One glossary per language: how the site's texts name the company, its people, products,
// processes and sections, and which names and codes stay as written on every language's
// pages. Data, and the check the tests run over every text with it (`@alu/common/glossary`).
export type { Glossary, GlossaryTerm } from './types';
export { GLOSSARIES } from './glossaries';
export { COMPANY_NAMES, personNameIn, type PersonName } from './company';
export { glossaryFindings, type GlossaryFinding } from './check';
