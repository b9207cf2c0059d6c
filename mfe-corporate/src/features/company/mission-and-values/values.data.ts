export interface CompanyValue {
  /** Stable key (the value's English name). */
  readonly key: 'loyalty' | 'responsibility' | 'flexibility' | 'transparency';
  readonly name: string;
  readonly text: string;
}

export const MISSION = {
  heading: 'La nostra missione',
  paragraphs: [
    'Trasformare l’alluminio in laminati e profili affidabili, che aiutino i nostri clienti a costruire, proteggere e trasportare meglio, con un uso attento delle risorse e rispetto per le persone che lavorano con noi e per il territorio di Shumen.',
    'Vogliamo essere per i clienti europei e americani un fornitore vicino: capace di garantire qualità costante, consegne puntuali e soluzioni tecniche sviluppate insieme a loro.',
  ],
} as const;

export const VALUES_HEADING = 'I nostri valori';

export const COMPANY_VALUES: readonly CompanyValue[] = [
  {
    key: 'loyalty',
    name: 'Lealtà',
    text: 'Manteniamo la parola data a clienti, fornitori e colleghi. Molti rapporti commerciali durano da decenni e li coltiviamo con correttezza, anche nei momenti difficili.',
  },
  {
    key: 'responsibility',
    name: 'Responsabilità',
    text: 'Rispondiamo della qualità di ogni coil e di ogni profilo, della sicurezza di chi lavora nello stabilimento e dell’impatto ambientale della nostra produzione.',
  },
  {
    key: 'flexibility',
    name: 'Flessibilità',
    text: 'Adattiamo leghe, formati, finiture e tempi di consegna alle esigenze di ciascun cliente, dai piccoli lotti di profili speciali alle grandi forniture di foglio.',
  },
  {
    key: 'transparency',
    name: 'Trasparenza',
    text: 'Comunichiamo in modo chiaro dati tecnici, prezzi e risultati, verso i clienti come verso gli investitori e i dipendenti, perché la fiducia nasce dalle informazioni condivise.',
  },
];
