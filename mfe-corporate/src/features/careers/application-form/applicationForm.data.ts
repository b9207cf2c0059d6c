import type { ApplicationField, ApplicationProblem } from '@alu/common';

/** The page's document title and description (also its entry in the site search). */
export const applicationFormMeta = {
  title: 'Candidatura online',
  description:
    'Candidati online a una posizione aperta in Alumis a Shumen o invia una candidatura spontanea con il tuo CV in PDF o DOCX.',
} as const;

/** Texts of /careers/application-form (Italian; the dictionaries translate them). */
export const applicationFormText = {
  /** The page's header, in English even on the Italian page. */
  heroTitle: 'Online Job Application',
  intro:
    'Candidati a una delle posizioni aperte o inviaci una candidatura spontanea: allega il tuo CV e, se vuoi, una lettera di presentazione. L’ufficio Risorse umane legge ogni candidatura e ti contatta se il tuo profilo corrisponde a una selezione in corso.',
  formHeading: 'I tuoi dati',
  vacancy: 'Posizione',
  spontaneous: 'Candidatura spontanea',
  vacanciesLoading: 'Caricamento delle posizioni aperte…',
  vacanciesFailed:
    'Non è stato possibile caricare le posizioni aperte: puoi comunque inviare una candidatura spontanea.',
  name: 'Nome e cognome',
  email: 'E-mail',
  phone: 'Telefono',
  cv: 'Curriculum vitae (PDF o DOCX, massimo 5 MB)',
  cvChosen: 'File scelto: {{name}} ({{size}})',
  coverLetter: 'Lettera di presentazione (facoltativa)',
  counter: '{{count}}/{{max}} caratteri',
  consentBefore:
    'Acconsento al trattamento dei miei dati personali per la selezione del personale, come descritto nell’',
  consentLink: 'informativa sui dati personali',
  consentAfter: '.',
  required: '* Campi obbligatori.',
  retention:
    'Conserviamo la candidatura e il CV per dodici mesi, poi li cancelliamo; puoi chiederne la cancellazione in qualsiasi momento.',
  submit: 'Invia la candidatura',
  sending: 'Invio in corso…',
  checkFields: 'La candidatura non è stata inviata: correggi i campi segnalati ({{count}}).',
  tooMany:
    'Hai inviato troppe candidature in poco tempo. Riprova più tardi o scrivici all’indirizzo {{email}}.',
  failed:
    'La candidatura non è stata inviata per un problema di collegamento. I dati che hai scritto sono ancora qui: riprova tra qualche istante.',
  sentHeading: 'Candidatura inviata',
  sentFor: 'Grazie, {{name}}! Abbiamo ricevuto la tua candidatura per la posizione «{{title}}».',
  sentSpontaneous: 'Grazie, {{name}}! Abbiamo ricevuto la tua candidatura spontanea.',
  sentNext:
    'L’ufficio Risorse umane la valuterà e ti contatterà all’indirizzo e-mail che hai indicato se il tuo profilo corrisponde a una selezione.',
  backToPositions: 'Torna alle posizioni disponibili',
  noScript:
    'Il modulo ha bisogno di JavaScript. In alternativa, invia il CV all’indirizzo {{email}} indicando la posizione.',
} as const;

/** What the form says under a field for each problem (Italian; translated by the form). */
export const APPLICATION_PROBLEM_TEXT: Readonly<
  Record<ApplicationField, Partial<Record<ApplicationProblem, string>>>
> = {
  vacancyId: {
    invalid: 'Scegli una delle posizioni dell’elenco o la candidatura spontanea.',
    closed:
      'Questa posizione non è più aperta: scegline un’altra o invia una candidatura spontanea.',
  },
  name: {
    required: 'Scrivi il tuo nome e cognome.',
    'too-long': 'Il nome può avere al massimo 100 caratteri.',
  },
  email: {
    required: 'Scrivi il tuo indirizzo e-mail.',
    invalid: 'Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.',
    'too-long': 'Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.',
  },
  phone: {
    required: 'Scrivi un numero di telefono.',
    invalid:
      'Scrivi un numero di telefono valido: almeno 6 cifre, con spazi, trattini o il prefisso internazionale.',
    'too-long': 'Il numero di telefono può avere al massimo 30 caratteri.',
  },
  cv: {
    required: 'Allega il tuo CV in formato PDF o DOCX.',
    type: 'Il CV deve essere un file PDF o DOCX.',
    content:
      'Il file non è un vero PDF o DOCX: salvalo di nuovo in uno di questi formati e riprova.',
    'too-large': 'Il CV supera i 5 MB: riducine le dimensioni e riprova.',
    empty: 'Il file del CV è vuoto: scegli il file giusto.',
    invalid: 'Allega un solo file, il tuo CV in formato PDF o DOCX.',
  },
  coverLetter: {
    'too-long': 'La lettera di presentazione può avere al massimo 4000 caratteri.',
  },
  consent: {
    required: 'Per inviare la candidatura devi acconsentire al trattamento dei dati personali.',
  },
};

/** The message of a problem the form does not expect of a field. */
export const APPLICATION_PROBLEM_FALLBACK = 'Controlla questo campo.';

/** The message of a field's problem (Italian). */
export function problemText(field: ApplicationField, problem: ApplicationProblem): string {
  return APPLICATION_PROBLEM_TEXT[field][problem] ?? APPLICATION_PROBLEM_FALLBACK;
}
