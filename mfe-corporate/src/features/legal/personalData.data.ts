import { siteConfig } from '@alu/common';

/**
 * /personal-data: a heading, the information notice as a PDF, how long inquiries and job
 * applications are kept, the site's cookie and what the browser measures.
 */
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
  /** Under the notice's name (the name is the API document's title). */
  documentDetail: '2 pagine',
  /** How long what visitors send through the site's forms is kept before it is erased. */
  retention: {
    heading: 'Richieste e candidature inviate dal sito',
    paragraphs: [
      'Le richieste che ci invii con i moduli dei prodotti e dei contatti (nome, e-mail, telefono e messaggio) servono solo a risponderti: le conserviamo per due anni, il tempo di un’offerta e delle domande che la seguono, poi le cancelliamo automaticamente.',
      'Le candidature inviate con il modulo online, con il CV e l’eventuale lettera di presentazione, le conserviamo per dodici mesi, poi le cancelliamo automaticamente.',
      'Puoi chiederci in qualsiasi momento di cancellarle prima, scrivendo all’indirizzo indicato sopra: la richiesta o la candidatura viene cancellata per sempre.',
    ],
  },
  /** The one cookie the site gives, while a new version of one of its parts is tried. */
  releaseCookie: {
    heading: 'Il cookie delle versioni del sito',
    paragraphs: [
      'Quando pubblichiamo una nuova versione di una parte del sito, per qualche tempo la mostriamo solo a una parte dei visitatori. In quel periodo il sito salva nel browser un cookie tecnico, «alu-release», che contiene soltanto un codice casuale: non dice nulla su di te e non serve a riconoscerti né a profilarti.',
      'Serve a mostrarti la stessa versione di quella parte del sito in tutte le pagine che visiti, invece di cambiarla da una pagina all’altra. Il cookie scade dopo 180 giorni; puoi cancellarlo in qualsiasi momento dalle impostazioni del browser e, se la prova è ancora in corso, alla visita successiva riceverai semplicemente un nuovo codice.',
    ],
  },
  /** What the browser measures of a page for the site's releases: no cookie, nothing personal. */
  measurements: {
    heading: 'Le misure delle prestazioni',
    paragraphs: [
      'Per capire se una nuova versione del sito funziona bene, quando lasci una pagina il browser invia al nostro server alcune misure anonime: quanto tempo ha impiegato la pagina a comparire e a rispondere e se qualche sua parte non si è caricata. Le misure non contengono l’indirizzo completo della pagina né dati che ti riguardano e non usano cookie; il server ne conserva solo i totali per minuto e per ora, che cancella dopo 30 giorni.',
    ],
  },
  contact: 'Per domande sui tuoi dati o per esercitare i tuoi diritti scrivi a',
  contactEmail: siteConfig.email.office,
} as const;
