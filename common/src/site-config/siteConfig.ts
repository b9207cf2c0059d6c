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
   * Who receives the e-mail of an inquiry form (doc 1 §7: five internal addresses for the
   * product inquiry; doc 2 §7: six for the contact form, internal staff and an agency), and
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
