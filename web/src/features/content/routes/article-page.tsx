// /aktuality/{slug}: one article. Its title, date and author, main picture, perex as the lead,
// the body (the server's sanitised HTML) and its public child articles ("Související články").
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicArticle } from '../api/public-article';
import { ContentImage } from '../components/content-image';
import { RichHtml } from '../components/rich-html';
import { contentTitle, formatArticleDate } from '../content-format';

/** The width of the article's column (`.article-page`'s max-width). */
const ARTICLE_IMAGE_SIZES = '(max-width: 48em) 100vw, 46rem';

export function ArticlePage({ slug }: { slug: string }) {
  const article = usePublicArticle(slug);
  usePageTitle(article.data ? contentTitle(article.data) : undefined);
  if (article.isPending) return <p>{t('content.article.loading')}</p>;
  if (article.error instanceof GraphQLRequestError && article.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (article.isError) return <Alert variant="danger">{t('content.article.error')}</Alert>;
  const { title, publishedAt, author, mainImage, perex, bodyHtml, children } = article.data;
  return (
    <article className="article-page">
      <p>
        <Link to="/aktuality" className="back-link">
          {t('content.article.backToList')}
        </Link>
      </p>
      <h1>{title}</h1>
      {(publishedAt || author) && (
        <p className="article-meta">
          {publishedAt && <time dateTime={publishedAt}>{formatArticleDate(publishedAt)}</time>}
          {author && <span className="article-author">{author}</span>}
        </p>
      )}
      {mainImage && <ContentImage image={mainImage} className="article-image" sizes={ARTICLE_IMAGE_SIZES} priority />}
      {perex && <p className="article-perex">{perex}</p>}
      <RichHtml html={bodyHtml} />
      {children.length > 0 && (
        <section className="article-related" aria-labelledby="article-related">
          <h2 id="article-related">{t('content.article.related')}</h2>
          <ul className="related-list">
            {children.map((child) => (
              <li key={child.id}>
                <Link to="/aktuality/$slug" params={{ slug: child.slug }}>
                  {child.title}
                </Link>
                {child.publishedAt && (
                  <>
                    {' '}
                    <time className="article-date" dateTime={child.publishedAt}>
                      {formatArticleDate(child.publishedAt)}
                    </time>
                  </>
                )}
                {child.perex && <p className="article-perex">{child.perex}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
