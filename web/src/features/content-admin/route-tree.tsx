// The content area of the evidence, Admin only: the article library /evidence/obsah/clanky, a
// new article /novy and an article's builder /{id}/{zakladni|nastaveni|seo}; the pages
// /evidence/obsah/stranky, a new page /nova and a page's builder /{id}. The pages load lazily,
// their texts first, and refuse anybody but Admin themselves.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { withIds } from '../../lib/route-pages';
import { parseArticleTab } from './article-tabs';

const pages = () => import('./texts').then(() => import('./routes/pages'));

const ArticlesPage = lazyRouteComponent(pages, 'ArticlesPage');
const ArticleNewPage = lazyRouteComponent(pages, 'ArticleNewPage');
const ArticleEditPage = lazyRouteComponent(pages, 'ArticleEditPage');
const ContentPagesPage = lazyRouteComponent(pages, 'ContentPagesPage');
const PageNewPage = lazyRouteComponent(pages, 'PageNewPage');
const PageEditPage = lazyRouteComponent(pages, 'PageEditPage');

export function contentAdminRoutes(zones: Zones) {
  const evidence = zones.evidence;
  const articles = createRoute({ getParentRoute: () => evidence, path: '/obsah/clanky', component: ArticlesPage });
  const articleNew = createRoute({ getParentRoute: () => evidence, path: '/obsah/clanky/novy', component: ArticleNewPage });
  const article = createRoute({
    getParentRoute: () => evidence,
    path: '/obsah/clanky/$id/$activeTab',
    component: function ContentArticle(): ReactNode {
      const params = article.useParams();
      const tab = parseArticleTab(params.activeTab);
      return tab ? withIds({ id: params.id }, ({ id }) => <ArticleEditPage id={id} tab={tab} />) : <NotFoundPage />;
    },
  });
  const contentPages = createRoute({ getParentRoute: () => evidence, path: '/obsah/stranky', component: ContentPagesPage });
  const pageNew = createRoute({ getParentRoute: () => evidence, path: '/obsah/stranky/nova', component: PageNewPage });
  const page = createRoute({
    getParentRoute: () => evidence,
    path: '/obsah/stranky/$id',
    component: function ContentPage(): ReactNode {
      return withIds({ id: page.useParams().id }, ({ id }) => <PageEditPage id={id} />);
    },
  });

  return { evidence: [articles, articleNew, article, contentPages, pageNew, page] as const };
}
