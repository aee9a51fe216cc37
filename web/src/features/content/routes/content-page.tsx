// /stranky/{slug}: a page of the page builder, its sections in order.
import { Alert } from '../../../components/ui/alert';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicContentPage } from '../api/public-content-page';
import { PageSections } from '../components/page-sections';
import { contentTitle } from '../content-format';

export function ContentPage({ slug }: { slug: string }) {
  const page = usePublicContentPage(slug);
  usePageTitle(page.data ? contentTitle(page.data) : undefined);
  if (page.isPending) return <p>{t('content.page.loading')}</p>;
  if (page.error instanceof GraphQLRequestError && page.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (page.isError) return <Alert variant="danger">{t('content.page.error')}</Alert>;
  return (
    <div className="content-page">
      <PageSections title={page.data.title} sections={page.data.sections} />
    </div>
  );
}
