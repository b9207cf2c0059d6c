import { siteConfig } from '@alu/common';

/** A short fact of the programme (duration, place…), shown as a label and a value. */
export interface InternshipFact {
  readonly label: string;
  readonly value: string;
}

export interface InternshipProgramme {
  readonly heading: string;
  readonly intro: readonly string[];
  readonly facts: readonly InternshipFact[];
  readonly audience: { readonly heading: string; readonly items: readonly string[] };
  readonly benefits: { readonly heading: string; readonly items: readonly string[] };
  readonly fields: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly string[];
  };
  readonly application: {
    readonly heading: string;
    readonly intro: string;
    readonly byEmail: string;
    readonly byPost: string;
    /** Recipient line above the postal address. */
    readonly postalRecipient: string;
  };
  readonly figureCaption: string;
}

const { address } = siteConfig;

/** /careers/internships: the one-month corporate training programme. */
export const internshipProgramme: InternshipProgramme = {
  heading: 'Programma di tirocinio aziendale',
  intro: [
    `Ogni anno ${siteConfig.companyName} apre i suoi stabilimenti di Shumen a studenti e giovani laureati che vogliono conoscere da vicino la produzione di laminati e di profili estrusi in alluminio.`,
    'Il programma di formazione aziendale dura un mese. Ogni tirocinante è seguito da un tutor, affianca i nostri specialisti in reparto e negli uffici tecnici e lavora su casi reali, dalla colata alla finitura, dal controllo qualità alla pianificazione.',
  ],
  facts: [
    { label: 'Durata', value: '1 mese' },
    { label: 'Sede', value: `${address.city}, ${address.country}` },
    { label: 'Candidatura', value: 'CV e lettera in inglese' },
  ],
  audience: {
    heading: 'A chi si rivolge',
    items: [
      'studenti universitari che hanno completato almeno il terzo anno di corso',
      'studenti di laurea magistrale (master)',
      'neolaureati',
    ],
  },
  benefits: {
    heading: 'Che cosa offriamo',
    items: ['pasti nella mensa aziendale', 'trasporto da e per lo stabilimento'],
  },
  fields: {
    heading: 'Settori del tirocinio',
    intro: 'Puoi indicare uno dei settori in cui accogliamo tirocinanti:',
    items: [
      'metallurgia',
      'ingegneria chimica',
      'idraulica e pneumatica',
      'attrezzature e macchinari',
      'informatica (IT)',
      'sistemi di controllo automatico',
      'gestione industriale',
    ],
  },
  application: {
    heading: 'Come candidarsi',
    intro:
      'Invia il tuo curriculum vitae e una lettera di presentazione in inglese, indicando il settore che ti interessa e il mese in cui sei disponibile.',
    byEmail: 'Per e-mail a',
    byPost: 'oppure per posta a',
    postalRecipient: `${siteConfig.legalName}, Ufficio Risorse umane`,
  },
  figureCaption: 'Profili estrusi in alluminio: uno dei reparti in cui si svolgono i tirocini.',
};
