// The statistics pages: /evidence/statistiky/{kluby|kraje} (the season, kind and department in
// the URL) for those the policy lets read statistics. The page loads lazily, its texts first.
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { Allowed, type ZoneActions } from '../auth';
import { type StatisticsSearch, parseStatisticsSearch, parseStatisticsTab } from './statistics-search';

const StatisticsPage = lazyRouteComponent(() => import('./texts').then(() => import('./routes/statistics-page')), 'StatisticsPage');

const canReadStatistics = (actions: ZoneActions) => actions.canReadStatistics;

export function statisticsRoutes(zones: Zones) {
  const page = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/statistiky/$activeTab',
    validateSearch: (search: Record<string, unknown>): StatisticsSearch => parseStatisticsSearch(search),
    component: function Statistics(): ReactNode {
      const tab = parseStatisticsTab(page.useParams().activeTab);
      const search = page.useSearch();
      const navigate = useNavigate();
      if (!tab) return <NotFoundPage />;
      return (
        <Allowed when={canReadStatistics}>
          <StatisticsPage tab={tab} search={search} onSearch={(next: StatisticsSearch) => void navigate({ to: '/evidence/statistiky/$activeTab', params: { activeTab: tab }, search: next })} />
        </Allowed>
      );
    },
  });

  return { evidence: [page] as const };
}
