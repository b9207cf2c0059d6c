import { CATEGORY_KEYS, type Category, type CategoryKey, type Product } from './catalogue.types';
import { extruded } from './extruded.data';
import heroExtruded from './images/hero-extruded.jpg';
import heroFoils from './images/hero-rolled-foils.jpg';
import heroSheets from './images/hero-rolled-sheets-and-strips.jpg';
import { rolledFoils } from './rolledFoils.data';
import { rolledSheets } from './rolledSheets.data';

/** The catalogue by category, in the site's order. */
export const categories: Readonly<Record<CategoryKey, Category>> = {
  'rolled-foils': {
    key: 'rolled-foils',
    name: 'Fogli sottili e semisottili',
    title: 'Laminati: fogli sottili e semisottili',
    subtitle: 'Fogli da 6 µm a 0,2 mm nelle leghe delle serie 1xxx, 3xxx e 8xxx',
    heroImage: heroFoils,
    products: rolledFoils,
  },
  'rolled-sheets-and-strips': {
    key: 'rolled-sheets-and-strips',
    name: 'Lamiere e nastri',
    title: 'Laminati: lamiere e nastri',
    subtitle: 'Nastri fino a 1.570 mm di larghezza, lamiere da 0,2 a 6 mm',
    heroImage: heroSheets,
    products: rolledSheets,
  },
  extruded: {
    key: 'extruded',
    name: 'Profili estrusi',
    title: 'Estrusi: profili in alluminio',
    subtitle: 'Cinque presse da 600 a 2.500 t, profili fino a 310 mm e 11.500 mm di lunghezza',
    heroImage: heroExtruded,
    products: extruded,
  },
};

/** Every product of the catalogue, category by category. */
export const allProducts: readonly Product[] = CATEGORY_KEYS.flatMap(
  (key) => categories[key].products,
);

export function isCategoryKey(value: string | undefined): value is CategoryKey {
  return (CATEGORY_KEYS as readonly (string | undefined)[]).includes(value);
}

/** The product at `/products/{category}/{url}`; undefined when the address names none. */
export function findProduct(
  category: string | undefined,
  url: string | undefined,
): Product | undefined {
  if (!isCategoryKey(category)) return undefined;
  return categories[category].products.find((product) => product.url === url);
}

/** The address of a product's page. */
export function productPath(product: Pick<Product, 'category' | 'url'>): string {
  return `/products/${product.category}/${product.url}`;
}

/** The address of a category: its first product's page. */
export function categoryPath(key: CategoryKey): string {
  const [first] = categories[key].products;
  return first ? productPath(first) : '/products';
}
