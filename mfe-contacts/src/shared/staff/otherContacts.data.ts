import { staffMember, type StaffMember } from './staff';

/** Quality, people, investors and press. */
export const otherContactStaff: readonly StaffMember[] = [
  staffMember({
    slug: 'hristo-yordanov',
    position: 'Responsabile qualità',
    regions: ['Stabilimento di Shumen'],
    foreignLanguages: ['Inglese', 'Tedesco'],
    tags: ['qualità', 'certificati', 'ISO 9001', 'IATF 16949', 'reclami'],
    description:
      'Risponde del sistema di gestione della qualità e delle certificazioni dello stabilimento; è il riferimento per audit dei clienti e reclami tecnici.',
  }),
  staffMember({
    slug: 'milena-stoeva',
    position: 'Responsabile risorse umane',
    regions: ['Stabilimento di Shumen'],
    foreignLanguages: ['Inglese'],
    tags: ['risorse umane', 'lavoro', 'tirocini', 'candidature'],
    description:
      'Segue la selezione del personale, i tirocini per studenti e neolaureati e la formazione di chi lavora negli stabilimenti.',
  }),
  staffMember({
    slug: 'emil-draganov',
    position: 'Relazioni con gli investitori',
    regions: ['Azionisti e mercato'],
    foreignLanguages: ['Inglese', 'Tedesco'],
    tags: ['investitori', 'azioni', 'assemblea', 'bilanci'],
    description:
      'Cura i rapporti con azionisti, analisti e depositario centrale: pubblicazione dei bilanci, convocazioni delle assemblee e calendario finanziario.',
  }),
  staffMember({
    slug: 'neli-atanasova',
    position: 'Marketing e comunicazione',
    regions: ['Stampa e fiere'],
    foreignLanguages: ['Inglese', 'Italiano', 'Francese'],
    tags: ['marketing', 'stampa', 'fiere', 'cataloghi', 'comunicazione'],
    description:
      'Si occupa dei rapporti con la stampa, delle fiere di settore e dei cataloghi; è il contatto per interviste e materiale fotografico.',
  }),
];
