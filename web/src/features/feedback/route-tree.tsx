// The feedback pages for every logged-in identity: the reports /evidence/zpetna-vazba (filters
// in the URL), the report form /nahlasit (the page it is about in `?stranka=`), a report
// /{id}; and the release notes /evidence/seznam-vydani. The pages load lazily.
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { withIds } from '../../lib/route-pages';
import { type FeedbackReportSearch, type FeedbackSearch, parseFeedbackReportSearch, parseFeedbackSearch } from './feedback-search';

// One chunk for the four pages (the entry that every public page loads names it once), its
// texts first.
const pages = () => import('./texts').then(() => import('./routes/pages'));

const FeedbackListPage = lazyRouteComponent(pages, 'FeedbackListPage');
const FeedbackReportPage = lazyRouteComponent(pages, 'FeedbackReportPage');
const FeedbackDetailPage = lazyRouteComponent(pages, 'FeedbackDetailPage');
const ReleaseNotesPage = lazyRouteComponent(pages, 'ReleaseNotesPage');

export function feedbackRoutes(zones: Zones) {
  const list = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zpetna-vazba',
    validateSearch: (search: Record<string, unknown>): FeedbackSearch => parseFeedbackSearch(search),
    component: function Feedback(): ReactNode {
      const search = list.useSearch();
      const navigate = useNavigate();
      return <FeedbackListPage search={search} onSearch={(next: FeedbackSearch) => void navigate({ to: '/evidence/zpetna-vazba', search: next })} />;
    },
  });

  const report = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zpetna-vazba/nahlasit',
    validateSearch: (search: Record<string, unknown>): FeedbackReportSearch => parseFeedbackReportSearch(search),
    component: function FeedbackReport(): ReactNode {
      return <FeedbackReportPage search={report.useSearch()} />;
    },
  });

  const detail = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zpetna-vazba/$id',
    component: function FeedbackDetail(): ReactNode {
      return withIds({ id: detail.useParams().id }, ({ id }) => <FeedbackDetailPage id={id} />);
    },
  });

  const releaseNotes = createRoute({ getParentRoute: () => zones.evidence, path: '/seznam-vydani', component: ReleaseNotesPage });

  return { evidence: [list, report, detail, releaseNotes] as const };
}
