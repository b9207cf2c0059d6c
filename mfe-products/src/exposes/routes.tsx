import type { RemoteRoutesModule } from '@alu/common';
import { LandingPlaceholder, ProductPlaceholder } from '../features/placeholders/placeholderPages';

const routes: RemoteRoutesModule = {
  areaLabel: 'Prodotti',
  pages: {
    landing: LandingPlaceholder,
    product: ProductPlaceholder,
  },
};

export default routes;
