import { lazyPage, type RemoteRoutesModule } from '@alu/common';
import { ProductsLanding } from '../features/landing/ProductsLanding';
import { declaration } from '../declaration';

// The landing ships with the remote's entry; the product page (catalogue, gallery, inquiry
// form) is its own chunk (`page-product`, the name the server's preloads and inlined styles
// look for), fetched on the first product visited.
const ProductPage = lazyPage('page-product', () =>
  import(/* webpackChunkName: "page-product" */ '../features/product-page/ProductPage').then(
    (module) => module.ProductPage,
  ),
);

const routes: RemoteRoutesModule = {
  declaration,
  // Only the server's sitemap asks for these (a chunk the browser never fetches).
  pagePaths: () =>
    import(/* webpackChunkName: "page-paths" */ './pagePaths').then((module) => module.pagePaths),
  areaLabel: 'Prodotti',
  pages: {
    landing: ProductsLanding,
    product: ProductPage,
  },
};

export default routes;
