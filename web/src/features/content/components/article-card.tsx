// An article in a list: the news list /aktuality and the home page's latest news.
import { Link } from '@tanstack/react-router';
import { formatArticleDate } from '../content-format';
import { ContentImage, type ContentImageData } from './content-image';

/** The fields of an article a card shows. */
export interface ArticleCardData {
  id: number;
  title: string;
  slug: string;
  perex: string;
  publishedAt?: string | null;
  mainImage?: ContentImageData | null;
}

/** The width a card's picture takes: the whole screen on a phone, a column of the grid else. */
export const CARD_IMAGE_SIZES = '(max-width: 40em) 100vw, (max-width: 62em) 50vw, 24rem';

interface ArticleCardProps {
  article: ArticleCardData;
  /** The card's heading: `h2` in the news list, `h3` under a home page section. */
  heading?: 'h2' | 'h3';
  /** The list's first picture, seen at once: not lazy. */
  first?: boolean;
}

/** `li.article-card`: the picture (a plain band in the site's colour when there is none), the title linking the article, the date and the perex. The
 * whole card is the link's area. */
export function ArticleCard({ article, heading: Heading = 'h2', first = false }: ArticleCardProps) {
  return (
    <li className="article-card">
      {article.mainImage ? (
        <ContentImage image={article.mainImage} className="article-card-image" sizes={CARD_IMAGE_SIZES} priority={first} />
      ) : (
        <div className="article-card-image article-card-placeholder" aria-hidden="true" />
      )}
      <div className="article-card-body">
        <Heading className="article-card-title">
          <Link to="/aktuality/$slug" params={{ slug: article.slug }}>
            {article.title}
          </Link>
        </Heading>
        {article.publishedAt && (
          <p className="article-date">
            <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
          </p>
        )}
        {article.perex && <p className="article-perex">{article.perex}</p>}
      </div>
    </li>
  );
}
