import { remoteContractProblems } from '@alu/common/testing';
import { ProductsLanding } from '../features/landing/ProductsLanding';
import { productSearchModule } from '../features/search/productSearch';
import * as routesModule from './routes';
import routes from './routes';
import * as searchModule from './search';
import search from './search';

describe('federated modules of the products remote', () => {
  it('keeps the federation contract (its pages module, declared routes, shapes)', () => {
    expect(
      remoteContractProblems('products', { './routes': routesModule, './search': searchModule }),
    ).toEqual([]);
  });

  it('./routes declares the products pages and supplies each of them', () => {
    expect(routes.areaLabel).toBe('Prodotti');
    const pages = routes.declaration.routes.map((route) => route.page);
    expect(pages).toEqual(['landing', 'product']);
    for (const page of pages) expect(routes.pages[page]).toBeTruthy();
    expect(routes.pages.landing).toBe(ProductsLanding);
  });

  it('./search default-exports the products search module', () => {
    expect(search).toEqual(productSearchModule());
    expect(search.entries).toHaveLength(15);
  });
});
