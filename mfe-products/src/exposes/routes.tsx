import { lazy } from 'react';
import type { RemoteRoutesModule } from '@alu/common';
import { ProductsLanding } from '../features/landing/ProductsLanding';

// The landing ships with the remote's entry; the product page (catalogue, gallery, inquiry
// form) is its own chunk, fetched on the first product visited.
const ProductPage = lazy(() =>
  import('../features/product-page/ProductPage').then((module) => ({
    default: module.ProductPage,
  })),
);

const routes: RemoteRoutesModule = {
  areaLabel: 'Prodotti',
  pages: {
    landing: ProductsLanding,
    product: ProductPage,
  },
};

export default routes;
