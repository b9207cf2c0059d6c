import { COMPANY_NAMES } from '../../glossary/company';

/**
 * The one place for the company's contact data (e-mail addresses, phone numbers, names) and
 * third-party addresses. Every app reads these values from here.
 * They are plausible fictional values: replace them for a real deployment. People's names are
 * held in both scripts: Latin (`name`) for Italian and English pages, Cyrillic for Bulgarian.
 */
export const siteConfig = {
  /**
   * The company's registered name in Latin letters: structured data (JSON-LD), the staff's
   * mail. What a page shows in its language is in the glossary (`COMPANY_NAMES`).
   */
  companyName: COMPANY_NAMES.it.name,
  legalName: COMPANY_NAMES.it.legalName,
  copyrightYear: 2018,
  address: {
    street: 'Seconda zona industriale',
    city: 'Shumen',
    postalCode: '9700',
    country: 'Bulgaria',
  },
  coordinates: { lat: 43.283393, lng: 27.011365 },
  email: {
    office: 'office@alumis.example',
    sales: 'sales@alumis.example',
    jobs: 'jobs@alumis.example',
    hr: 'hr@alumis.example',
    investors: 'investors@alumis.example',
  },
  phone: {
    office: '+359 54 800 100',
    fax: '+359 54 800 199',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/alumis-example',
    facebook: 'https://www.facebook.com/alumis.example',
    youtube: 'https://www.youtube.com/@alumis-example',
    instagram: 'https://www.instagram.com/alumis.example',
  },
  externalVideoUrl: 'https://www.youtube.com/watch?v=Q7mTz3KpL2c',
  /** External job board where vacancies are also published. */
  jobBoardUrl: 'https://www.jobs.bg/company/alumis-example',
  /**
   * Videos. YouTube ids play in a youtube-nocookie.com frame, loaded only on a click.
   * `homeBackground`: the home overview's background video file; empty plays the corporate
   * remote's own loop (made from its pictures), `none` leaves the overview on its poster.
   */
  videos: {
    plantTour: { youtubeId: 'Q7mTz3KpL2c', title: 'Alumis: visita allo stabilimento di Shumen' },
    homeBackground: '',
  },
  /**
   * Investor relations: the members of the two boards appointed in June 2017 and the
   * investor-relations contact (e-mail in `email.investors`).
   */
  investors: {
    board: {
      supervisory: [
        { name: 'Nikolai Dimitrov', cyrillicName: 'Николай Димитров', role: 'Presidente' },
        { name: 'Elena Georgieva', cyrillicName: 'Елена Георгиева', role: 'Vicepresidente' },
        { name: 'Stefan Ivanov', cyrillicName: 'Стефан Иванов', role: 'Membro' },
        { name: 'Maria Petkova', cyrillicName: 'Мария Петкова', role: 'Membro' },
        { name: 'Georgi Todorov', cyrillicName: 'Георги Тодоров', role: 'Membro' },
        { name: 'Anna Koleva', cyrillicName: 'Анна Колева', role: 'Membro indipendente' },
        { name: 'Petar Hristov', cyrillicName: 'Петър Христов', role: 'Membro indipendente' },
      ],
      management: [
        {
          name: 'Dimitar Stoyanov',
          cyrillicName: 'Димитър Стоянов',
          role: 'Presidente e amministratore delegato',
        },
        {
          name: 'Ivelina Marinova',
          cyrillicName: 'Ивелина Маринова',
          role: 'Vicepresidente e direttrice finanziaria',
        },
        { name: 'Hristo Angelov', cyrillicName: 'Христо Ангелов', role: 'Direttore di produzione' },
        {
          name: 'Kalina Vasileva',
          cyrillicName: 'Калина Василева',
          role: 'Direttrice commerciale',
        },
        { name: 'Borislav Nikolov', cyrillicName: 'Борислав Николов', role: 'Direttore tecnico' },
        {
          name: 'Teodora Pavlova',
          cyrillicName: 'Теодора Павлова',
          role: 'Direttrice delle risorse umane',
        },
      ],
    },
    relations: {
      name: 'Silvia Yordanova',
      cyrillicName: 'Силвия Йорданова',
      role: 'Direttrice delle relazioni con gli investitori',
      phone: '+359 54 800 140',
    },
  },
  /**
   * The factory-location page's map: two embed frames of a maps service (a wide and a narrow
   * view), loaded only when the visitor asks for the map, and a link that opens the
   * coordinates on the service's site. `probeUrl`, a small file of the service, is fetched
   * first: a service that does not answer leaves the page on its drawn map.
   */
  factoryMap: {
    probeUrl: 'https://www.openstreetmap.org/robots.txt',
    desktopEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=26.9600%2C43.2680%2C27.0620%2C43.2990&layer=mapnik&marker=43.283393%2C27.011365',
    mobileEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=26.9950%2C43.2720%2C27.0280%2C43.2950&layer=mapnik&marker=43.283393%2C27.011365',
    linkUrl:
      'https://www.openstreetmap.org/?mlat=43.283393&mlon=27.011365#map=15/43.283393/27.011365',
  },
  /**
   * Who receives the e-mail of an inquiry form (five internal addresses for the product inquiry;
   * six for the contact form, internal staff and an agency), and
   * the sender the e-mail names. The EmailJS template sends to its `to_email` parameter.
   */
  inquiryEmail: {
    sender: { name: 'Sito web Alumis', email: 'website@alumis.example' },
    recipients: {
      product: [
        'sales@alumis.example',
        'export.sales@alumis.example',
        'rolled.products@alumis.example',
        'extrusion.sales@alumis.example',
        'marketing@alumis.example',
      ],
      contact: [
        'office@alumis.example',
        'sales@alumis.example',
        'supply@alumis.example',
        'marketing@alumis.example',
        'communication@alumis.example',
        'alumis@agenzia-comunicazione.example',
      ],
    },
  },
} as const;

export type SiteConfig = typeof siteConfig;
