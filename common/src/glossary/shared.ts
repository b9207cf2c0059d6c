// Names and codes every language writes the same way: standards, certifications, marks,
// file types, services and the international unit symbols (the ones Intl writes in each
// language too: `1600 mm`, `9,0 kg/m`).

export const STANDARDS_AND_MARKS = [
  'ISO',
  'EN',
  'EN AW',
  'IEC',
  'BS OHSAS',
  'OHSAS',
  'IATF',
  'ASI',
  'Aluminium Stewardship Initiative',
  'ASI Performance Standard',
  'ASI Chain of Custody',
  'ASI Chain of Custody Standard',
  'Performance Standard',
  'Chain of Custody',
  'Qualicoat',
  'Qualanod',
  'Kosher',
  'CE',
  'UKCA',
  'RAL',
  'MAR',
  'GDPR',
] as const;

export const SERVICES_AND_FORMATS = [
  'YouTube',
  'LinkedIn',
  'Facebook',
  'Instagram',
  'OpenStreetMap',
  'JavaScript',
  'PDF',
  'DOCX',
  'CV',
  'CNC',
  'IT',
  'Tab',
  'Enter',
  // The cookie that keeps a visitor on one version of a part of the site.
  'alu-release',
] as const;

export const UNIT_SYMBOLS = [
  'mm',
  'm',
  'm²',
  'km',
  'kg',
  'kg/m',
  'µm',
  'MN',
  'MW',
  'MB',
  'EUR',
  'BGN',
] as const;

/** The company's product ranges with a name of their own. */
export const PRODUCT_NAMES = ['Omnia', 'finstock'] as const;
