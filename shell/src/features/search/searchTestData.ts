import type { SearchModule } from '@alu/common';
import type { SearchSource } from './searchSources';

export const productsModule: SearchModule = {
  group: 'Prodotti',
  order: 1,
  entries: [
    {
      key: 'household-foil',
      kind: 'product',
      title: 'Foglio per uso domestico',
      detail:
        'Foglio sottile in rotoli per la cucina e la conservazione degli alimenti, in leghe 8xxx e 1xxx, da 9 a 20 micron.',
      image: 'http://products.test/household.jpg',
      href: '/products/rolled-foils/household-foil',
      searchable: ['foil', 'household', 'Foglio sottile in rotoli per la cucina'],
    },
    {
      key: 'container-foil',
      kind: 'product',
      title: 'Foglio per contenitori',
      detail: 'Foglio semirigido per vaschette.',
      href: '/products/rolled-foils/container-foil',
      searchable: ['foil', 'container'],
    },
    {
      key: 'building-profiles',
      kind: 'product',
      title: 'Profili per edilizia',
      detail: 'Profili estrusi per facciate.',
      href: '/products/extruded/profiles-for-building-and-architecture',
      searchable: ['profiles', 'architettura'],
    },
  ],
};

export const contactsModule: SearchModule = {
  group: 'Contatti',
  order: 2,
  entries: [
    {
      key: 'maria-ivanova',
      kind: 'person',
      title: 'Maria Ivanova',
      detail: 'Responsabile vendite Italia',
      href: '/contacts/sales-department/maria-ivanova',
      searchable: ['Responsabile vendite Italia', 'Italiano', 'Tedesco'],
    },
  ],
};

export const ready = (remote: 'products' | 'contacts', module: SearchModule): SearchSource => ({
  remote,
  status: 'ready',
  module,
});
