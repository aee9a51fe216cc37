// The two parts of the content area, over their lists: the articles and the pages.
import { Link } from '@tanstack/react-router';
import { t } from '../../../lib/i18n';

export function ContentNav({ current }: { current: 'articles' | 'pages' }) {
  return (
    <nav className="tabs" aria-label={t('contentAdmin.sections')}>
      <Link to="/evidence/obsah/clanky" aria-current={current === 'articles' ? 'page' : undefined}>
        {t('contentAdmin.articles')}
      </Link>
      <Link to="/evidence/obsah/stranky" aria-current={current === 'pages' ? 'page' : undefined}>
        {t('contentAdmin.pages')}
      </Link>
    </nav>
  );
}
