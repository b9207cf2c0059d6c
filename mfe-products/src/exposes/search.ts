import type { SearchModule } from '@alu/common';
import { productSearchModule } from '../features/search/productSearch';

/**
 * Federated module `products/search`: the shell's search overlay loads it when it first opens
 * and matches its entries (the catalogue of the product pages) with the site's one rule.
 */
const search: SearchModule = productSearchModule();

export default search;
