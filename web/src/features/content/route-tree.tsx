// The public content area: the news list /aktuality, an article /aktuality/{slug} and a page of
// the page builder /stranky/{slug}. The pages load lazily, their texts first.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';

const texts = () => import('./texts');
const ArticlesPage = lazyRouteComponent(() => texts().then(() => import('./routes/articles-page')), 'ArticlesPage');
const ArticlePage = lazyRouteComponent(() => texts().then(() => import('./routes/article-page')), 'ArticlePage');
const ContentPage = lazyRouteComponent(() => texts().then(() => import('./routes/content-page')), 'ContentPage');

export function contentRoutes(zones: Zones) {
  const articles = createRoute({ getParentRoute: () => zones.public, path: '/aktuality', component: ArticlesPage });

  const article = createRoute({
    getParentRoute: () => zones.public,
    path: '/aktuality/$slug',
    component: function Article(): ReactNode {
      return <ArticlePage slug={article.useParams().slug} />;
    },
  });

  const page = createRoute({
    getParentRoute: () => zones.public,
    path: '/stranky/$slug',
    component: function Page(): ReactNode {
      return <ContentPage slug={page.useParams().slug} />;
    },
  });

  return { public: [articles, article, page] as const };
}
