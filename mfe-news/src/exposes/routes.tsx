import type { RemoteRoutesModule } from '@alu/common';
import { NewsArticlePage } from '../features/article/NewsArticlePage';
import { NewsPreviewPage } from '../features/article/NewsPreviewPage';
import { LatestNewsStrip } from '../features/latest-strip/LatestNewsStrip';
import { NewsListPage } from '../features/news-list/NewsListPage';
import { declaration } from '../declaration';

/** /news: the list page with the latest-news strip (composed here: features stay independent). */
function NewsPage() {
  return <NewsListPage latestStrip={<LatestNewsStrip opensPage />} />;
}

const routes: RemoteRoutesModule = {
  declaration,
  areaLabel: 'Notizie',
  pages: {
    list: NewsPage,
    article: NewsArticlePage,
    // Administrators only, rendered in the browser (it reads their token).
    preview: NewsPreviewPage,
  },
};

export default routes;
