import {
  narrowestImageUrl,
  textLookup,
  TRANSLATED_LOCALES,
  type SearchEntry,
  type SearchModule,
  type TextDictionary,
  type TranslatedLocale,
} from '@alu/common';
import { localizeProduct } from '../../shared/catalogue/localizedCatalogue';
// The search module is fetched when the overlay first opens: it brings every dictionary.
import english from '../../shared/i18n/productsTexts.en';
import bulgarian from '../../shared/i18n/productsTexts.bg';
import { allProducts, productPath } from '../../shared/catalogue/catalogue';
import type { Product } from '../../shared/catalogue/catalogue.types';

const DICTIONARIES: Readonly<Record<TranslatedLocale, TextDictionary>> = {
  en: english,
  bg: bulgarian,
};

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
  const inLanguage = (locale: TranslatedLocale) => {
    const tx = textLookup(DICTIONARIES[locale]);
    return {
      group: tx(PRODUCT_SEARCH_GROUP),
      entries: products.map((product) =>
        productSearchEntry(localizeProduct(product, tx), product.name),
      ),
    };
  };
  return {
    group: PRODUCT_SEARCH_GROUP,
    order: PRODUCT_SEARCH_ORDER,
    entries: products.map((product) => productSearchEntry(product)),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, inLanguage(locale)]),
    ),
  };
}
