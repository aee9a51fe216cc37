// /evidence/cisteni-dat/duplicity: pairs of members with the same name and birth date, each
// merged into one record. Not in spec §2's list of cleanup pages; the issue asks for it.
import { useState } from 'react';
import { pagerState } from '../../../components/data-grid/pager';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';
import { usePossibleDuplicates } from '../api/possible-duplicates';
import { CleanupPageHeader } from '../components/cleanup-page-header';
import { DuplicatePairCard } from '../components/duplicate-pair-card';

const PER_PAGE = 20;

export function DuplicatesPage() {
  const [page, setPage] = useState(1);
  const duplicates = usePossibleDuplicates({ page, perPage: PER_PAGE });
  const pager = pagerState({ totalCount: duplicates.data?.totalCount ?? 0, capped: false, page, perPage: PER_PAGE });
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
            <nav className="pager" aria-label={t('ui.grid.paging')}>
              <button type="button" className="button-secondary" disabled={!pager.hasPrevious} onClick={() => setPage(page - 1)}>
                {t('ui.grid.previous')}
              </button>
              <span>{pager.position}</span>
              <button type="button" className="button-secondary" disabled={!pager.hasNext} onClick={() => setPage(page + 1)}>
                {t('ui.grid.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
