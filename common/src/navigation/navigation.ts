/** A labelled link of the site's navigation (the spec's "Link: name, url"). */
export interface NavLink {
  readonly name: string;
  readonly url: string;
}

/** A navigation section: its default page and the sub-pages its dropdown lists. */
export interface NavSection {
  readonly id: string;
  readonly label: string;
  readonly url: string;
  readonly links: readonly NavLink[];
  /** An extra link shown at the foot of the dropdown (Responsabilità, Ubicazione). */
  readonly footerLink?: NavLink;
}

export const aboutSection: NavSection = {
  id: 'about',
  label: 'Su di noi',
  url: '/about-the-company/about-us',
  links: [
    { name: 'Chi siamo', url: '/about-the-company/about-us' },
    { name: 'Missione e valori', url: '/about-the-company/mission-and-values' },
    { name: 'Cifre chiave', url: '/about-the-company/key-figures' },
    { name: 'Ricerca e sviluppo', url: '/about-the-company/r-and-d' },
    { name: 'Laminatoio', url: '/about-the-company/rolling-plant' },
    { name: 'Impianto di estrusione', url: '/about-the-company/extrusion-plant' },
    { name: 'Storia', url: '/about-the-company/timeline' },
  ],
};

export const marketsSection: NavSection = {
  id: 'markets',
  label: 'Mercati',
  url: '/markets/packaging',
  links: [
    { name: 'Edilizia e architettura', url: '/markets/building-and-architecture' },
    { name: 'Automotive', url: '/markets/automotive' },
    { name: 'Trasporti', url: '/markets/transportation' },
    { name: 'Imballaggio', url: '/markets/packaging' },
    { name: 'Distribuzione', url: '/markets/distribution' },
  ],
};

export const productsSection: NavSection = {
  id: 'products',
  label: 'Prodotti',
  url: '/products',
  links: [
    { name: 'Fogli sottili e semisottili', url: '/products/rolled-foils/household-foil' },
    {
      name: 'Lamiere e nastri',
      url: '/products/rolled-sheets-and-strips/standard-sheets-and-strips',
    },
    { name: 'Profili estrusi', url: '/products/extruded/profiles-for-building-and-architecture' },
  ],
};

const responsibilityLink: NavLink = {
  name: 'Responsabilità',
  url: '/sustainability/responsibility',
};
const locationLink: NavLink = { name: 'Ubicazione', url: '/contacts/factory-location' };

export const sustainabilitySection: NavSection = {
  id: 'sustainability',
  label: 'Sostenibilità',
  url: '/sustainability/environment',
  links: [
    { name: 'Ambiente', url: '/sustainability/environment' },
    { name: 'Salute e sicurezza', url: '/sustainability/health-and-safety' },
  ],
  footerLink: responsibilityLink,
};

export const contactsSection: NavSection = {
  id: 'contacts',
  label: 'Contatti',
  url: '/contacts/sales-department',
  links: [
    { name: 'Ufficio vendite', url: '/contacts/sales-department' },
    { name: 'Ufficio acquisti', url: '/contacts/supply-chains' },
    { name: 'Altri contatti', url: '/contacts/other-contacts' },
  ],
  footerLink: locationLink,
};

export const newsSection: NavSection = {
  id: 'news',
  label: 'Notizie',
  url: '/news',
  links: [
    { name: 'Ultime notizie', url: '/news' },
    { name: 'Cosa dicono di noi', url: '/news?medias=true' },
  ],
};

export const investorsSection: NavSection = {
  id: 'investors',
  label: 'Investitori',
  url: '/investors/management',
  links: [
    { name: 'Dirigenza', url: '/investors/management' },
    { name: 'Dati finanziari', url: '/investors/financial-statements' },
    { name: 'Assemblea', url: '/investors/general-meetings' },
    { name: 'Calendario eventi', url: '/investors/calendar' },
    { name: 'Azioni', url: '/investors/shares' },
    { name: 'Presentazioni', url: '/investors/presentations' },
  ],
};

export const careersSection: NavSection = {
  id: 'careers',
  label: 'Carriera',
  url: '/careers/career',
  links: [
    { name: 'Una carriera in Alumis', url: '/careers/career' },
    { name: 'Posizioni disponibili', url: '/careers/open-positions' },
    { name: 'Tirocini', url: '/careers/internships' },
  ],
};

export const downloadSection: NavSection = {
  id: 'download',
  label: 'Centro download',
  url: '/download-center/catalogues',
  links: [
    { name: 'Catalogo', url: '/download-center/catalogues' },
    { name: 'Certificati', url: '/download-center/certificates' },
    { name: 'Rapporti', url: '/download-center/reports' },
  ],
};

/** Header row one (top bar) and row two (main bar). */
export const topBarSections: readonly NavSection[] = [
  newsSection,
  aboutSection,
  investorsSection,
  careersSection,
  downloadSection,
];
export const mainBarSections: readonly NavSection[] = [
  marketsSection,
  productsSection,
  sustainabilitySection,
  contactsSection,
];

/** Footer columns, in the order of the spec. */
export const footerSections: readonly NavSection[] = [
  aboutSection,
  marketsSection,
  productsSection,
  { ...sustainabilitySection, links: [...sustainabilitySection.links, responsibilityLink] },
  investorsSection,
  newsSection,
  { ...contactsSection, links: [...contactsSection.links, locationLink] },
];

export const legalLinks: readonly NavLink[] = [
  { name: 'Centro download', url: '/download-center/catalogues' },
  { name: 'Mappa del sito', url: '/sitemap' },
  { name: 'Politica di divulgazione', url: '/disclosure-policy' },
  { name: 'Dati personali', url: '/personal-data' },
  { name: 'Condizioni d’uso', url: '/terms-of-use' },
];
