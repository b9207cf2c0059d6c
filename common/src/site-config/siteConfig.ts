/**
 * The one place for contact data and third-party addresses that the specification hides
 * behind placeholders ({email}, {phone}, {name}). Every app reads these values from here.
 * They are plausible fictional values: replace them for a real deployment.
 */
export const siteConfig = {
  companyName: 'Alumis',
  legalName: 'Alumis AD',
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
  languageSites: {
    bg: 'https://bg.alumis.example',
    en: 'https://en.alumis.example',
    it: 'https://it.alumis.example',
  },
  externalVideoUrl: 'https://www.youtube.com/watch?v=Q7mTz3KpL2c',
  /** External job board where vacancies are also published. */
  jobBoardUrl: 'https://www.jobs.bg/company/alumis-example',
  /**
   * Videos. YouTube ids play in a youtube-nocookie.com frame, loaded only on a click; an
   * empty `homeBackground` (a video file URL) leaves the home overview on its poster image.
   */
  videos: {
    plantTour: { youtubeId: 'Q7mTz3KpL2c', title: 'Alumis: visita allo stabilimento di Shumen' },
    homeBackground: '',
  },
  /**
   * Investor relations: the members of the two boards appointed in June 2017
   * (the spec hides their names as {name}) and the investor-relations contact (e-mail in
   * `email.investors`).
   */
  investors: {
    board: {
      supervisory: [
        { name: 'Nikolai Dimitrov', role: 'Presidente' },
        { name: 'Elena Georgieva', role: 'Vicepresidente' },
        { name: 'Stefan Ivanov', role: 'Membro' },
        { name: 'Maria Petkova', role: 'Membro' },
        { name: 'Georgi Todorov', role: 'Membro' },
        { name: 'Anna Koleva', role: 'Membro indipendente' },
        { name: 'Petar Hristov', role: 'Membro indipendente' },
      ],
      management: [
        { name: 'Dimitar Stoyanov', role: 'Presidente e amministratore delegato' },
        { name: 'Ivelina Marinova', role: 'Vicepresidente e direttrice finanziaria' },
        { name: 'Hristo Angelov', role: 'Direttore di produzione' },
        { name: 'Kalina Vasileva', role: 'Direttrice commerciale' },
        { name: 'Borislav Nikolov', role: 'Direttore tecnico' },
        { name: 'Teodora Pavlova', role: 'Direttrice delle risorse umane' },
      ],
    },
    relations: {
      name: 'Silvia Yordanova',
      role: 'Direttrice delle relazioni con gli investitori',
      phone: '+359 54 800 140',
    },
  },
  /**
   * Contact data of the people listed in the contacts area ({name}, {email}, {phone}), by the
   * slug of their profile address (/contacts/{page}/{slug}). The contacts remote adds their
   * role, countries, products and languages.
   */
  staff: {
    'dimitar-kolev': {
      name: 'Dimitar Kolev',
      email: 'd.kolev@alumis.example',
      phone: '+359 54 800 210',
      fax: '+359 54 800 299',
    },
    'elena-petrova': {
      name: 'Elena Petrova',
      email: 'e.petrova@alumis.example',
      phone: '+359 54 800 211',
      fax: '+359 54 800 299',
    },
    'nikolay-stoyanov': {
      name: 'Nikolay Stoyanov',
      email: 'n.stoyanov@alumis.example',
      phone: '+359 54 800 212',
      fax: '+359 54 800 299',
    },
    'maria-georgieva': {
      name: 'Maria Georgieva',
      email: 'm.georgieva@alumis.example',
      phone: '+359 54 800 221',
      fax: '+359 54 800 299',
    },
    'georgi-ivanov': {
      name: 'Georgi Ivanov',
      email: 'g.ivanov@alumis.example',
      phone: '+359 54 800 222',
      fax: '+359 54 800 299',
    },
    'teodora-dimitrova': {
      name: 'Teodora Dimitrova',
      email: 't.dimitrova@alumis.example',
      phone: '+359 54 800 223',
      fax: '+359 54 800 299',
    },
    'ivaylo-todorov': {
      name: 'Ivaylo Todorov',
      email: 'i.todorov@alumis.example',
      phone: '+359 54 800 224',
      fax: '+359 54 800 299',
    },
    'radostina-pavlova': {
      name: 'Radostina Pavlova',
      email: 'r.pavlova@alumis.example',
      phone: '+359 54 800 225',
      fax: '+359 54 800 299',
    },
    'kalin-angelov': {
      name: 'Kalin Angelov',
      email: 'k.angelov@alumis.example',
      phone: '+359 54 800 226',
      fax: '+359 54 800 299',
    },
    'petar-vasilev': {
      name: 'Petar Vasilev',
      email: 'p.vasilev@alumis.example',
      phone: '+359 54 800 227',
      fax: '+359 54 800 299',
    },
    'anna-hristova': {
      name: 'Anna Hristova',
      email: 'a.hristova@alumis.example',
      phone: '+359 54 800 228',
      fax: '+359 54 800 299',
    },
    'stefan-nikolov': {
      name: 'Stefan Nikolov',
      email: 's.nikolov@alumis.example',
      phone: '+359 54 800 229',
      fax: '+359 54 800 299',
    },
    'vesela-marinova': {
      name: 'Vesela Marinova',
      email: 'v.marinova@alumis.example',
      phone: '+359 54 800 230',
      fax: '+359 54 800 299',
    },
    'boris-iliev': {
      name: 'Boris Iliev',
      email: 'b.iliev@alumis.example',
      phone: '+359 54 800 310',
      fax: '+359 54 800 399',
    },
    'desislava-koleva': {
      name: 'Desislava Koleva',
      email: 'd.koleva@alumis.example',
      phone: '+359 54 800 311',
      fax: '+359 54 800 399',
    },
    'martin-georgiev': {
      name: 'Martin Georgiev',
      email: 'm.georgiev@alumis.example',
      phone: '+359 54 800 312',
      fax: '+359 54 800 399',
    },
    'yana-petkova': {
      name: 'Yana Petkova',
      email: 'y.petkova@alumis.example',
      phone: '+359 54 800 313',
      fax: '+359 54 800 399',
    },
    'hristo-yordanov': {
      name: 'Hristo Yordanov',
      email: 'h.yordanov@alumis.example',
      phone: '+359 54 800 410',
      fax: '+359 54 800 199',
    },
    'milena-stoeva': {
      name: 'Milena Stoeva',
      email: 'm.stoeva@alumis.example',
      phone: '+359 54 800 411',
      fax: '+359 54 800 199',
    },
    'emil-draganov': {
      name: 'Emil Draganov',
      email: 'e.draganov@alumis.example',
      phone: '+359 54 800 412',
      fax: '+359 54 800 199',
    },
    'neli-atanasova': {
      name: 'Neli Atanasova',
      email: 'n.atanasova@alumis.example',
      phone: '+359 54 800 413',
      fax: '+359 54 800 199',
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
   * Who receives the e-mail of an inquiry form (the specification: five internal addresses for the
   * product inquiry; the specification: six for the contact form, internal staff and an agency), and
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
