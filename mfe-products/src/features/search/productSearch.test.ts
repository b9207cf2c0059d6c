import { SEARCH_EXPOSE } from '@alu/common';
import { allProducts } from '../../shared/catalogue/catalogue';
import { productSearchModule } from './productSearch';

describe('products search module', () => {
  const module = productSearchModule();

  it('is the "Prodotti" group with one entry per product of the catalogue', () => {
    expect(SEARCH_EXPOSE).toBe('./search');
    expect(module.group).toBe('Prodotti');
    expect(module.entries.map((entry) => entry.title)).toEqual(allProducts.map((p) => p.name));
    expect(new Set(module.entries.map((entry) => entry.key)).size).toBe(15);
  });

  it('links to the product page and carries its description, thumbnail and words', () => {
    const household = module.entries.find((entry) => entry.title === 'Foglio per uso domestico');
    const product = allProducts.find((p) => p.url === 'household-foil')!;
    expect(household).toEqual({
      key: '/products/rolled-foils/household-foil',
      kind: 'product',
      href: '/products/rolled-foils/household-foil',
      title: product.name,
      detail: product.description,
      image: '/assets/household-foil-1.jpg',
      searchable: [product.name, ...product.tags, product.description],
    });
  });

  it('reads the catalogue it is given (the pages’ data), not a copy', () => {
    const [first] = allProducts;
    const changed = { ...first!, name: 'Nome cambiato', tags: ['parola'] };
    const entry = productSearchModule([changed]).entries[0];
    expect(entry?.title).toBe('Nome cambiato');
    expect(entry?.searchable).toContain('parola');
  });
});
