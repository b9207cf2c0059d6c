/** Texts of /careers/open-positions; the vacancies come from the API. */
export const openPositionsText = {
  intro:
    'Cerchiamo persone motivate per i nostri reparti di produzione, i laboratori e gli uffici di Shumen. Qui trovi le offerte attive in questo momento, con le responsabilità e i requisiti di ogni posizione.',
  jobBoardBefore: 'Pubblichiamo le offerte anche sul portale di annunci: consulta',
  jobBoardLink: 'il nostro profilo sul portale di annunci',
  jobBoardAfter: '.',
  applyBefore:
    'Per candidarti invia il curriculum vitae, indicando il titolo della posizione, all’indirizzo',
  applyAfter: '.',
  spontaneousBefore: 'Non trovi la posizione adatta a te? Invia una',
  spontaneousLink: 'candidatura spontanea online',
  spontaneousAfter: ': la terremo presente per le prossime selezioni.',
  listHeading: 'Offerte attive',
  loading: 'Caricamento delle posizioni disponibili…',
  error: 'Non è stato possibile caricare le posizioni disponibili.',
  retry: 'Riprova',
  emptyBefore:
    'Al momento non ci sono posizioni aperte. Puoi comunque inviarci una candidatura spontanea a',
  emptyAfter: ': la terremo presente per le prossime selezioni.',
  details: 'Dettagli',
  sections: {
    responsibilities: 'Responsabilità',
    requirements: 'Requisiti',
    additional: 'Informazioni aggiuntive',
  },
  applyAction: 'Candidati per e-mail',
  applyOnline: 'Candidati online',
} as const;
