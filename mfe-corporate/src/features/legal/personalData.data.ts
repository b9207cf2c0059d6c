import { siteConfig } from '@alu/common';

/** /personal-data: a heading and the information notice as a PDF. */
export const personalDataText = {
  meta: {
    title: 'Dati personali',
    description:
      'L’informativa di Alumis sul trattamento dei dati personali ai sensi del GDPR: titolare, finalità, conservazione, destinatari e diritti degli interessati (PDF).',
  },
  title: 'Dati personali',
  subtitle: 'Come trattiamo e proteggiamo i tuoi dati',
  heading: 'Informativa sul trattamento dei dati personali',
  intro: [
    `${siteConfig.legalName} tratta i dati personali di visitatori, clienti, fornitori e candidati nel rispetto del Regolamento (UE) 2016/679 (GDPR). L’informativa completa spiega quali dati raccogliamo, per quali finalità e per quanto tempo li conserviamo, a chi li comunichiamo e come puoi esercitare i tuoi diritti.`,
  ],
  documentName: 'Informativa sul trattamento dei dati personali',
  documentDetail: '2 pagine',
  contact: 'Per domande sui tuoi dati o per esercitare i tuoi diritti scrivi a',
  contactEmail: siteConfig.email.office,
} as const;
