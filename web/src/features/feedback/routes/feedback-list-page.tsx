// /evidence/zpetna-vazba: the reports, newest first, 50 at a time ("Načíst další"): Admin sees
// every account's with who reported them, everybody else their own. State and kind filter the
// list (in the URL).
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useFeedbackList } from '../api/feedback-list';
import { FeedbackFilters } from '../components/feedback-filters';
import { FeedbackTable } from '../components/feedback-table';
import type { FeedbackSearch } from '../feedback-search';
import { feedbackListFilter, hasFeedbackFilters } from '../list-filter';

interface FeedbackListPageProps {
  search: FeedbackSearch;
  onSearch: (search: FeedbackSearch) => void;
}

export function FeedbackListPage({ search, onSearch }: FeedbackListPageProps) {
  usePageTitle(t('feedback.title'));
  const list = useFeedbackList(feedbackListFilter(search));
  const pages = list.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.items);
  const allReports = pages[0]?.allReports ?? false;
  const empty = hasFeedbackFilters(search) ? 'feedback.emptyFiltered' : allReports ? 'feedback.emptyAll' : 'feedback.empty';
  return (
    <section className="feedback-page">
      <div className="page-heading">
        <h1>{t('feedback.title')}</h1>
        <Link to="/evidence/zpetna-vazba/nahlasit" search={{}} className="button">
          {t('feedback.report')}
        </Link>
      </div>
      <p className="page-intro">{t(allReports ? 'feedback.introAll' : 'feedback.intro')}</p>
      <FeedbackFilters search={search} allReports={allReports} onChange={onSearch} />
      {list.isPending ? (
        <p>{t('feedback.loading')}</p>
      ) : list.isError ? (
        <Alert variant="danger">{list.error.message}</Alert>
      ) : rows.length === 0 ? (
        <p className="feedback-empty">{t(empty)}</p>
      ) : (
        <>
          <FeedbackTable rows={rows} allReports={allReports} />
          <div className="feedback-more">
            <span className="hint">{tf('feedback.shown', { count: formatNumber(rows.length) })}</span>
            {list.hasNextPage && (
              <button type="button" className="button-secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? t('feedback.loadingMore') : t('feedback.more')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
