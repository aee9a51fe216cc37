// /evidence/obsah/clanky: the article library (Admin), last changed first, 50 at a time
// ("Další"), searched by title or address; "Nový článek" opens the builder.
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { type ArticleRow, useContentArticles } from '../api/articles';
import { formatDateTime } from '../article-form';
import { ArticleStateBadge } from '../components/article-state-badge';
import { ContentNav } from '../components/content-nav';
import '../content-admin.css';

export function ArticlesPage() {
  usePageTitle(t('contentAdmin.articles'));
  const searchId = useId();
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim());
  const list = useContentArticles({ search: searched });
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="content-admin">
      <div className="page-heading">
        <h1>{t('contentAdmin.title')}</h1>
        <Link to="/evidence/obsah/clanky/novy" className="button">
          {t('contentAdmin.articles.new')}
        </Link>
      </div>
      <ContentNav current="articles" />
      <p className="page-intro">{t('contentAdmin.articles.intro')}</p>
      <div className="filters" role="search">
        <label htmlFor={searchId}>
          {t('contentAdmin.articles.search')}
          <input id={searchId} type="search" value={search} placeholder={t('contentAdmin.articles.searchHint')} onChange={(event) => setSearch(event.target.value)} />
        </label>
      </div>
      {list.isPending ? (
        <p>{t('contentAdmin.loading')}</p>
      ) : list.isError ? (
        <Alert variant="danger">{list.error.message}</Alert>
      ) : rows.length === 0 ? (
        <p className="content-empty">{t(searched === '' ? 'contentAdmin.articles.empty' : 'contentAdmin.articles.emptySearch')}</p>
      ) : (
        <>
          <ArticleTable rows={rows} />
          <div className="content-more">
            <span className="hint">{tf('contentAdmin.articles.shown', { count: formatNumber(rows.length) })}</span>
            {list.hasNextPage && (
              <button type="button" className="button-secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? t('contentAdmin.articles.loadingMore') : t('contentAdmin.articles.more')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function ArticleTable({ rows }: { rows: readonly ArticleRow[] }) {
  return (
    <SimpleTable
      className="content-table"
      caption={t('contentAdmin.articles.list')}
      scroll
      columns={[
        t('contentAdmin.articles.col.title'),
        t('contentAdmin.articles.col.parent'),
        t('contentAdmin.articles.col.author'),
        t('contentAdmin.articles.col.publishedAt'),
        t('contentAdmin.articles.col.state'),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="content-title-cell">
            <Link to="/evidence/obsah/clanky/$id/$activeTab" params={{ id: String(row.id), activeTab: 'zakladni' }}>
              {row.title}
            </Link>
            <div className="hint">{row.url}</div>
          </td>
          <td>{row.parentTitle ?? '—'}</td>
          <td>{row.author === '' ? '—' : row.author}</td>
          <td className="nowrap">{row.publishedAt ? formatDateTime(row.publishedAt) : '—'}</td>
          <td>
            <ArticleStateBadge article={row} />
          </td>
        </tr>
      ))}
    </SimpleTable>
  );
}
