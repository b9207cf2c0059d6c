import { staffMember, type StaffMember } from './staff';

/** The purchasing department ("supply chains"). */
export const supplyChainStaff: readonly StaffMember[] = [
  staffMember({
    slug: 'boris-iliev',
    position: 'Responsabile acquisti',
    regions: ['Fornitori di tutto il mondo'],
    foreignLanguages: ['Inglese', 'Russo'],
    tags: ['acquisti', 'fornitori', 'qualifica fornitori', 'codice di condotta'],
    description:
      'Dirige l’ufficio acquisti: strategia di approvvigionamento, qualifica dei nuovi fornitori e rispetto del codice di condotta dei fornitori.',
  }),
  staffMember({
    slug: 'desislava-koleva',
    position: 'Buyer metalli',
    regions: ['Europa', 'Medio Oriente'],
    foreignLanguages: ['Inglese', 'Tedesco'],
    tags: ['alluminio primario', 'leghe madri', 'rottame', 'billette'],
    description:
      'Acquista alluminio primario, leghe madri e rottame selezionato per la fonderia, le linee di colata continua e la colata delle billette.',
  }),
  staffMember({
    slug: 'martin-georgiev',
    position: 'Buyer materiali ausiliari e ricambi',
    regions: ['Europa'],
    foreignLanguages: ['Inglese', 'Italiano'],
    tags: ['ricambi', 'lubrificanti', 'imballaggi', 'utensili', 'matrici'],
    description:
      'Acquista ricambi per laminatoi e presse, matrici di estrusione, lubrificanti, vernici in polvere e materiali d’imballaggio.',
  }),
  staffMember({
    slug: 'yana-petkova',
    position: 'Responsabile logistica e trasporti',
    regions: ['Europa', 'Stati Uniti'],
    foreignLanguages: ['Inglese', 'Francese'],
    tags: ['logistica', 'trasporti', 'spedizioni', 'dogana', 'Incoterms'],
    description:
      'Organizza i trasporti in entrata e in uscita da Shumen, su strada, ferrovia e via mare, e le pratiche doganali per le spedizioni fuori dall’Unione europea.',
  }),
];
