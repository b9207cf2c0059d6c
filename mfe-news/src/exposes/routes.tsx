import type { RemoteRoutesModule } from '@alu/common';
import { ListPlaceholder, ArticlePlaceholder } from '../features/placeholders/placeholderPages';

const routes: RemoteRoutesModule = {
  areaLabel: 'Notizie',
  pages: {
    list: ListPlaceholder,
    article: ArticlePlaceholder,
  },
};

export default routes;
