// /aktuality: the news list. Cards of the public articles, newest first, 12 at a time; "Starší
// články" adds the next page below while the server says there are more.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicArticles } from '../api/public-articles';
import { ArticleCard } from '../components/article-card';

export function ArticlesPage() {
  usePageTitle(t('content.news.title'));
  const [pages, setPages] = useState(1);
  return (
    <section className="news-page">
      <h1>{t('content.news.title')}</h1>
      <p className="page-intro">{t('content.news.intro')}</p>
      {Array.from({ length: pages }, (_, index) => (
        <ArticlesOfPage key={index} page={index + 1} last={index + 1 === pages} onMore={() => setPages(pages + 1)} />
      ))}
    </section>
  );
}

interface ArticlesOfPageProps {
  page: number;
  /** The last page shown: it offers the next one. */
  last: boolean;
  onMore: () => void;
}

/** One page of the list (its own query, so page 1 is the one the api embedded). */
function ArticlesOfPage({ page, last, onMore }: ArticlesOfPageProps) {
  const articles = usePublicArticles(page);
  if (articles.isPending) return <p>{t('content.news.loading')}</p>;
  if (articles.isError) return <Alert variant="danger">{t('content.news.error')}</Alert>;
  const { items, hasMore } = articles.data;
  // The first picture is seen at once: it alone is not lazy.
  const firstPicture = page === 1 ? items.find((article) => article.mainImage)?.id : undefined;
  if (page === 1 && items.length === 0) return <p className="news-empty">{t('content.news.empty')}</p>;
  return (
    <>
      <ul className="article-list">
        {items.map((article) => (
          <ArticleCard key={article.id} article={article} first={article.id === firstPicture} />
        ))}
      </ul>
      {last && hasMore && (
        <p className="news-more">
          <button type="button" className="button-secondary" onClick={onMore}>
            {t('content.news.older')}
          </button>
        </p>
      )}
    </>
  );
}
