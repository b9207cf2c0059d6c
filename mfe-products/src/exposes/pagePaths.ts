import { allProducts, productPath } from '../shared/catalogue/catalogue';

/** Every product page (the sitemap's list; the landing has no parameter). */
export const pagePaths: readonly string[] = allProducts.map(productPath);
