import { allProducts, categories, categoryPath, findProduct, productPath } from './catalogue';
import { CATEGORY_KEYS } from './catalogue.types';

describe('product catalogue', () => {
  it('has the 15 products of the three categories, in their order', () => {
    const urls = Object.fromEntries(
      CATEGORY_KEYS.map((key) => [key, categories[key].products.map((product) => product.url)]),
    );
    expect(urls).toEqual({
      'rolled-foils': [
        'household-foil',
        'container-foil',
        'converter-foil',
        'insulation-foil',
        'technical-foil',
        'finstock',
      ],
      'rolled-sheets-and-strips': [
        'standard-sheets-and-strips',
        'heat-exchanger-strips',
        'heat-shields',
        'noise-protection-strips',
        'omnia-sheets',
      ],
      extruded: [
        'profiles-for-building-and-architecture',
        'profiles-for-automotive-and-transportation',
        'profiles-for-distribution',
        'industrial-profiles',
      ],
    });
    expect(allProducts).toHaveLength(15);
  });

  it('holds every figure without words as a number, written by the page’s language', () => {
    // A value with no word to translate would reach every language as written: a figure
    // (`1.250 mm`) must be a measure instead, so `1,250 mm` and `1250 mm` come from Intl.
    const wordless = allProducts.flatMap((product) =>
      product.tables.flatMap((table) =>
        table.cells
          .map((cell) => cell.value)
          .filter((value): value is string => typeof value === 'string')
          .filter((value) => !/\p{Ll}{3,}/u.test(value)),
      ),
    );
    expect(wordless.filter((value) => /\d\s*(mm|µm|kg|t)\b|\d[.,]\d/.test(value))).toEqual([]);
  });

  it('gives every product what its page shows', () => {
    for (const product of allProducts) {
      expect(categories[product.category].products).toContain(product);
      expect(product.name.length).toBeGreaterThan(0);
      expect(product.title.length).toBeGreaterThan(0);
      // The search overlay shows the first 80 characters; the meta description all of it.
      expect(product.description.length).toBeGreaterThan(80);
      expect(product.description.length).toBeLessThanOrEqual(160);
      expect(product.tags.length).toBeGreaterThan(2);
      expect(product.images.length).toBeGreaterThanOrEqual(3);
      expect(product.tables.length).toBeGreaterThanOrEqual(2);
      expect(product.tables[0]?.title).toBe('Specifiche tecniche');
      for (const table of product.tables) expect(table.cells.length).toBeGreaterThan(0);
      expect(product.tables[0]?.cells.map((cell) => cell.label)).toContain('Lega');
      expect(product.texts.length).toBeGreaterThan(0);
      if (product.link) expect(product.link.url).toMatch(/^\/(markets|contacts|download-center)\//);
    }
  });

  it('shows the anodizing colours on the building profiles', () => {
    const building = findProduct('extruded', 'profiles-for-building-and-architecture');
    const colours = building?.tables.flatMap((table) => table.colors ?? []) ?? [];
    expect(colours.map((colour) => colour.name)).toEqual([
      'Naturale C0',
      'Champagne C2',
      'Oro C3',
      'Bronzo chiaro C32',
      'Bronzo scuro C33',
      'Nero C35',
      'Sabbiato E6/C0 SB',
    ]);
    for (const colour of colours) expect(colour.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('finds a product only under its own category', () => {
    expect(findProduct('rolled-foils', 'household-foil')?.name).toBe('Foglio per uso domestico');
    expect(findProduct('extruded', 'household-foil')).toBeUndefined();
    expect(findProduct('rolled', 'household-foil')).toBeUndefined();
    expect(findProduct('rolled-foils', 'nothing')).toBeUndefined();
    expect(findProduct(undefined, undefined)).toBeUndefined();
    expect(findProduct('toString', 'household-foil')).toBeUndefined();
  });

  it('builds the addresses the landing, sitemap and footer link to', () => {
    expect(categoryPath('rolled-foils')).toBe('/products/rolled-foils/household-foil');
    expect(categoryPath('rolled-sheets-and-strips')).toBe(
      '/products/rolled-sheets-and-strips/standard-sheets-and-strips',
    );
    expect(categoryPath('extruded')).toBe(
      '/products/extruded/profiles-for-building-and-architecture',
    );
    const paths = allProducts.map(productPath);
    expect(new Set(paths).size).toBe(15);
  });
});
