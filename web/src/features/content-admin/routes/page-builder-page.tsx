// /evidence/obsah/stranky/nova and /evidence/obsah/stranky/{id}: the page builder.
import { Alert } from '../../../components/ui/alert';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useContentPage } from '../api/content-page';
import { PageBuilder } from '../components/page-builder';
import '../content-admin.css';

export function PageNewPage() {
  usePageTitle(t('contentAdmin.page.newTitle'));
  return (
    <section className="content-admin">
      <div className="page-heading">
        <h1>{t('contentAdmin.page.newTitle')}</h1>
      </div>
      <PageBuilder />
    </section>
  );
}

export function PageEditPage({ id }: { id: number }) {
  const page = useContentPage(id);
  usePageTitle(page.data?.title ?? t('contentAdmin.pages'));
  if (page.isPending) return <p>{t('contentAdmin.loading')}</p>;
  if (page.error instanceof GraphQLRequestError && page.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (page.isError) return <Alert variant="danger">{page.error.message}</Alert>;
  const data = page.data;
  return (
    <section className="content-admin">
      <div className="page-heading">
        <h1>
          {data.title} <span className={data.active ? 'badge badge-approved' : 'badge badge-rejected'}>{t(data.active ? 'contentAdmin.pages.active' : 'contentAdmin.pages.inactive')}</span>
        </h1>
      </div>
      <PageBuilder key={`${data.id}-${data.updatedAt}`} page={data} />
    </section>
  );
}
