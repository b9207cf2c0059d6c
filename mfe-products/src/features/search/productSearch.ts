import { narrowestImageUrl, type SearchEntry, type SearchModule } from '@alu/common';
import { allProducts, productPath } from '../../shared/catalogue/catalogue';
import type { Product } from '../../shared/catalogue/catalogue.types';

/** Heading and position of the products' group in the site search. */
export const PRODUCT_SEARCH_GROUP = 'Prodotti';
export const PRODUCT_SEARCH_ORDER = 1;

export function productSearchEntry(product: Product): SearchEntry {
  const href = productPath(product);
  return {
    key: href,
    title: product.name,
    detail: product.description,
    // The first picture's narrowest copy is the 56 px thumbnail; webpack's `auto` public path
    // makes its address absolute (the remote's origin).
    image: product.images[0] ? narrowestImageUrl(product.images[0]) : undefined,
    href,
    // Name, every tag and the description.
    searchable: [product.name, ...product.tags, product.description],
  };
}

/** The products' part of the site search, built from the catalogue the pages show. */
export function productSearchModule(products: readonly Product[] = allProducts): SearchModule {
  return {
    group: PRODUCT_SEARCH_GROUP,
    order: PRODUCT_SEARCH_ORDER,
    entries: products.map(productSearchEntry),
  };
}
