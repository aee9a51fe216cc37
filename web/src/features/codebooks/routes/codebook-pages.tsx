// Every page under /evidence/ciselniky, for admins (the policy lets only Admin change codebooks).
import { Restricted, useMe } from '../../auth';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { resolveCodebookPath } from '../codebook-paths';
import { CodebookListPage, type CodebookSearch } from './codebook-list-page';
import { CodebookCreatePage, CodebookEditPage } from './codebook-form-page';
import { CodebooksIndexPage } from './codebooks-index-page';
import { RegionsPage } from './regions-page';
import { SeasonDetailPage } from './season-detail-page';

export function CodebookPages({ splat, search }: { splat: string; search: CodebookSearch }) {
  const me = useMe();
  const page = resolveCodebookPath(splat);
  if (!page) return <NotFoundPage />;
  if (!me.data?.actions.canManageCodebooks) return <Restricted reason="forbidden" />;
  switch (page.kind) {
    case 'index':
      return <CodebooksIndexPage />;
    case 'regions':
      return <RegionsPage />;
    case 'list':
      return <CodebookListPage codebook={page.codebook} search={search} />;
    case 'new':
      if (page.codebook.createNeedsFilters && (page.codebook.filters ?? []).some((name) => !/^\d+$/.test(search[name] ?? ''))) {
        // The create page takes its filters as integers (spec §2, §5).
        return <NotFoundPage />;
      }
      return <CodebookCreatePage codebook={page.codebook} search={search} />;
    case 'edit':
      return <CodebookEditPage key={page.id} codebook={page.codebook} id={page.id} />;
    case 'detail':
      return <SeasonDetailPage key={page.id} codebook={page.codebook} id={page.id} />;
  }
}
