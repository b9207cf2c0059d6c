import type { RemoteRoutesModule } from '@alu/common';
import {
  InvestorsPlaceholder,
  DownloadsPlaceholder,
} from '../features/placeholders/placeholderPages';

const routes: RemoteRoutesModule = {
  areaLabel: 'Investitori',
  pages: {
    investors: InvestorsPlaceholder,
    downloads: DownloadsPlaceholder,
  },
};

export default routes;
