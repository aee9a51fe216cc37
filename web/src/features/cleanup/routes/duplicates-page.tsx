// /evidence/cisteni-dat/duplicity: pairs of members with the same name and birth date, each
// merged into one record. Not in spec §2's list of cleanup pages; the issue asks for it.
import '../texts';
import { PagerNav, pagerOf } from '../../../components/data-grid/pager-nav';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';
import { usePossibleDuplicates } from '../api/possible-duplicates';
import { CleanupPageHeader } from '../components/cleanup-page-header';
import { DuplicatePairCard } from '../components/duplicate-pair-card';

const PER_PAGE = 20;

export function DuplicatesPage() {
  const grid = usePagedGrid({ perPage: PER_PAGE });
  const duplicates = usePossibleDuplicates(grid.request);
  const totalCount = duplicates.data?.totalCount ?? 0;
  const pager = pagerOf({ ...grid.request, totalCount });
  return (
    <section>
      <CleanupPageHeader title={t('cleanup.duplicates.title')} intro={t('cleanup.duplicates.intro')} />
      {duplicates.isPending && <p>{t('cleanup.loading')}</p>}
      {duplicates.isError && <Alert variant="danger">{duplicates.error.message}</Alert>}
      {duplicates.data && (
        <>
          <p className="grid-count" aria-live="polite">
            {pager.total}
          </p>
          {duplicates.data.nodes.length > 0 && <p className="hint">{t('cleanup.duplicates.differs')}</p>}
          {duplicates.data.nodes.length === 0 && <p>{t('cleanup.duplicates.none')}</p>}
          <div className="duplicate-pairs">
            {duplicates.data.nodes.map((pair) => (
              <DuplicatePairCard key={`${pair.first.memberId}-${pair.second.memberId}`} pair={pair} />
            ))}
          </div>
          {(pager.hasPrevious || pager.hasNext) && (
            <PagerNav {...grid.request} totalCount={totalCount} onPageChange={grid.setPage} />
          )}
        </>
      )}
    </section>
  );
}
