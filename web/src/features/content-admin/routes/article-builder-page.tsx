// /evidence/obsah/clanky/novy and /evidence/obsah/clanky/{id}/{zakladni|nastaveni|seo}: the
// article builder. A new article keeps its tab on the page (it has no address yet); a saved
// one has the tab in its address.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useContentArticle } from '../api/article';
import type { ArticleTab } from '../article-form';
import { ArticleBuilder } from '../components/article-builder';
import { ArticleStateBadge } from '../components/article-state-badge';
import '../content-admin.css';

export function ArticleNewPage() {
  usePageTitle(t('contentAdmin.article.newTitle'));
  const [tab, setTab] = useState<ArticleTab>('zakladni');
  return (
    <section className="content-admin">
      <div className="page-heading">
        <h1>{t('contentAdmin.article.newTitle')}</h1>
      </div>
      <ArticleBuilder tab={tab} onTab={setTab} />
    </section>
  );
}

export function ArticleEditPage({ id, tab }: { id: number; tab: ArticleTab }) {
  const article = useContentArticle(id);
  const navigate = useNavigate();
  usePageTitle(article.data?.title ?? t('contentAdmin.articles'));
  if (article.isPending) return <p>{t('contentAdmin.loading')}</p>;
  if (article.error instanceof GraphQLRequestError && article.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (article.isError) return <Alert variant="danger">{article.error.message}</Alert>;
  const data = article.data;
  return (
    <section className="content-admin">
      <div className="page-heading">
        <h1>
          {data.title} <ArticleStateBadge article={data} />
        </h1>
      </div>
      <ArticleBuilder
        key={`${data.id}-${data.updatedAt}`}
        article={data}
        tab={tab}
        onTab={(next) => void navigate({ to: '/evidence/obsah/clanky/$id/$activeTab', params: { id: String(id), activeTab: next } })}
      />
    </section>
  );
}
