import { narrowestImageUrl, textLookup, type SearchEntry, type SearchModule } from '@alu/common';
import { localizeProduct } from '../../shared/catalogue/localizedCatalogue';
// The search module is fetched when the overlay first opens: it brings both dictionaries.
import english from '../../shared/i18n/productsTexts.en';
import bulgarian from '../../shared/i18n/productsTexts.bg';
import { allProducts, productPath } from '../../shared/catalogue/catalogue';
import type { Product } from '../../shared/catalogue/catalogue.types';

/** Heading and position of the products' group in the site search. */
export const PRODUCT_SEARCH_GROUP = 'Prodotti';
export const PRODUCT_SEARCH_ORDER = 1;

/** `italianName`: the product's Italian name, found in every language. */
export function productSearchEntry(product: Product, italianName = product.name): SearchEntry {
  const href = productPath(product);
  return {
    key: href,
    kind: 'product',
    title: product.name,
    detail: product.description,
    // The first picture's narrowest copy is the 56 px thumbnail; webpack's `auto` public path
    // makes its address absolute (the remote's origin).
    image: product.images[0] ? narrowestImageUrl(product.images[0]) : undefined,
    href,
    // Name, every tag and the description.
    searchable: [
      product.name,
      ...(italianName === product.name ? [] : [italianName]),
      ...product.tags,
      product.description,
    ],
  };
}

/** The products' part of the site search, built from the catalogue the pages show. */
export function productSearchModule(products: readonly Product[] = allProducts): SearchModule {
  const inLanguage = (locale: 'en' | 'bg') => {
    const tx = textLookup(locale === 'en' ? english : bulgarian);
    return {
      group: tx(PRODUCT_SEARCH_GROUP),
      entries: products.map((product) =>
        productSearchEntry(localizeProduct(product, tx, locale), product.name),
      ),
    };
  };
  return {
    group: PRODUCT_SEARCH_GROUP,
    order: PRODUCT_SEARCH_ORDER,
    entries: products.map((product) => productSearchEntry(product)),
    translations: { en: inLanguage('en'), bg: inLanguage('bg') },
  };
}
