// An article's state in the library: Veřejný, Naplánovaný, Koncept or Neaktivní.
import { t } from '../../../lib/i18n';
import { type ArticleState, articleState } from '../article-form';

const BADGES: Record<ArticleState, string> = {
  public: 'badge badge-approved',
  scheduled: 'badge badge-pending',
  draft: 'badge',
  inactive: 'badge badge-rejected',
};

export function ArticleStateBadge({ article }: { article: { active: boolean; isPublic: boolean; publishedAt?: string | null | undefined } }) {
  const state = articleState(article);
  return <span className={BADGES[state]}>{t(`contentAdmin.state.${state}`)}</span>;
}
