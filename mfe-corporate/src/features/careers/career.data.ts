import { siteConfig, type NavLink } from '@alu/common';

import type { TextBlock } from '../../shared/text-block/TextBlockView';

export type { TextBlock };

const company = siteConfig.companyName;

/** /careers/career: the HR philosophy and the equal-opportunity commitment. */
export const careerText: {
  readonly intro: TextBlock;
  readonly blocks: readonly TextBlock[];
  readonly figureCaption: string;
  readonly nextSteps: readonly NavLink[];
} = {
  intro: {
    paragraphs: [
      `Le persone sono la risorsa più preziosa di ${company}. Da oltre 35 anni trasformiamo l’alluminio, a Shumen, in fogli, nastri, lamiere e profili estrusi che raggiungono clienti in tutta Europa e negli Stati Uniti: un risultato che nasce dalla competenza e dall’impegno di chi lavora ogni giorno nei nostri reparti, nei laboratori e negli uffici.`,
    ],
  },
  blocks: [
    {
      heading: 'La nostra filosofia delle risorse umane',
      paragraphs: [
        'Vogliamo essere un luogo in cui ognuno possa imparare, assumersi responsabilità e crescere. Per questo affianchiamo ai nuovi colleghi persone esperte, investiamo nella formazione tecnica e linguistica e costruiamo percorsi di sviluppo che premiano il merito e l’iniziativa.',
        'I grandi investimenti degli ultimi anni, dal nuovo laminatoio a freddo alla pressa di estrusione da 25 MN, hanno creato ruoli nuovi in produzione, manutenzione, qualità e tecnologie digitali: molti di questi ruoli sono stati affidati a colleghi cresciuti in azienda.',
      ],
      list: [
        'formazione continua, in aula e sul posto di lavoro, per tutto il percorso professionale',
        'salute e sicurezza come priorità di ogni giorno, con un sistema di gestione certificato',
        'retribuzione equa e trasparente, legata alle responsabilità e ai risultati',
        'dialogo aperto tra dipendenti, responsabili e direzione',
      ],
    },
    {
      heading: 'Pari opportunità',
      paragraphs: [
        `${company} garantisce pari opportunità a tutte le candidate e a tutti i candidati. Selezioniamo, retribuiamo e promuoviamo le persone soltanto in base alle competenze, all’esperienza e ai risultati, senza alcuna discriminazione per genere, età, origine etnica o nazionale, religione, disabilità, orientamento sessuale, opinioni politiche o appartenenza sindacale.`,
        'Non tolleriamo molestie né comportamenti offensivi e chiediamo a ogni responsabile di promuovere un ambiente rispettoso. Chi ritiene di aver subito un trattamento ingiusto può rivolgersi all’ufficio Risorse umane con la garanzia della riservatezza.',
      ],
    },
    {
      heading: 'Lavora con noi',
      paragraphs: [
        'Cerchiamo ingegneri, tecnici, operatori di produzione e specialisti di amministrazione, logistica e informatica. Consulta le offerte attive oppure, se studi ancora o ti sei appena laureato, scopri il nostro programma di tirocini.',
      ],
    },
  ],
  figureCaption: 'Bobine di laminato pronte per la spedizione nello stabilimento di Shumen.',
  nextSteps: [
    { name: 'Vedi le posizioni disponibili', url: '/careers/open-positions' },
    { name: 'Scopri i tirocini', url: '/careers/internships' },
  ],
};
