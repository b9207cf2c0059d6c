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
   * Investor relations (doc 2 §2.4): the members of the two boards appointed in June 2017
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
} as const;

export type SiteConfig = typeof siteConfig;
