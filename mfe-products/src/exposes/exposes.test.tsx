import { routesOfRemote } from '@alu/common';
import { ProductsLanding } from '../features/landing/ProductsLanding';
import { productSearchModule } from '../features/search/productSearch';
import routes from './routes';
import search from './search';

describe('federated modules of the products remote', () => {
  it('./routes supplies a page for every products route of the table', () => {
    expect(routes.areaLabel).toBe('Prodotti');
    const pages = routesOfRemote('products').map((route) => route.page);
    expect(pages).toEqual(['landing', 'product']);
    for (const page of pages) expect(routes.pages[page]).toBeTruthy();
    expect(routes.pages.landing).toBe(ProductsLanding);
  });

  it('./search default-exports the products search module', () => {
    expect(search).toEqual(productSearchModule());
    expect(search.entries).toHaveLength(15);
  });
});
