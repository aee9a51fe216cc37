// /evidence/obsah/stranky: the pages of the page builder (Admin), by title; "Nová stránka"
// opens the builder.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useContentPages } from '../api/content-pages';
import { formatDateTime } from '../article-form';
import { ContentNav } from '../components/content-nav';
import '../content-admin.css';

export function ContentPagesPage() {
  usePageTitle(t('contentAdmin.pages'));
  const pages = useContentPages();
  return (
    <section className="content-admin">
      <div className="page-heading">
        <h1>{t('contentAdmin.title')}</h1>
        <Link to="/evidence/obsah/stranky/nova" className="button">
          {t('contentAdmin.pages.new')}
        </Link>
      </div>
      <ContentNav current="pages" />
      <p className="page-intro">{t('contentAdmin.pages.intro')}</p>
      {pages.isPending ? (
        <p>{t('contentAdmin.loading')}</p>
      ) : pages.isError ? (
        <Alert variant="danger">{pages.error.message}</Alert>
      ) : pages.data.length === 0 ? (
        <p className="content-empty">{t('contentAdmin.pages.empty')}</p>
      ) : (
        <SimpleTable
          className="content-table"
          caption={t('contentAdmin.pages.list')}
          scroll
          columns={[t('contentAdmin.pages.col.title'), t('contentAdmin.pages.col.url'), t('contentAdmin.pages.col.state'), t('contentAdmin.pages.col.updatedAt')]}
        >
          {pages.data.map((page) => (
            <tr key={page.id}>
              <td className="content-title-cell">
                <Link to="/evidence/obsah/stranky/$id" params={{ id: String(page.id) }}>
                  {page.title}
                </Link>
              </td>
              <td>{page.active ? <a href={page.url}>{page.url}</a> : <span className="hint">{page.url}</span>}</td>
              <td>
                <span className={page.active ? 'badge badge-approved' : 'badge badge-rejected'}>{t(page.active ? 'contentAdmin.pages.active' : 'contentAdmin.pages.inactive')}</span>
              </td>
              <td className="nowrap">{formatDateTime(page.updatedAt)}</td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}
