// The rankings pages: /evidence/zebricky-a-listiny-bodu/{departmentId} for every logged-in
// identity (managers add, change, publish and delete there) and the public
// /zebricky-a-listiny-bodu/{departmentId}; the season, ranking, category and sex in the URL.
// Each page loads lazily, its texts first.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { withIds } from '../../lib/route-pages';
import { type RankingsSearch, parseRankingsSearch } from './rankings-search';

const withTexts = <T,>(page: () => Promise<T>) => () => import('./texts').then(page);

const RankingsPage = lazyRouteComponent(withTexts(() => import('./routes/rankings-page')), 'RankingsPage');
const PublicRankingsPage = lazyRouteComponent(withTexts(() => import('./routes/public-rankings-page')), 'PublicRankingsPage');

const validateSearch = (search: Record<string, unknown>): RankingsSearch => parseRankingsSearch(search);

export function rankingRoutes(zones: Zones) {
  const evidence = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zebricky-a-listiny-bodu/$departmentId',
    validateSearch,
    component: function Rankings(): ReactNode {
      const search = evidence.useSearch();
      return withIds({ departmentId: evidence.useParams().departmentId }, ({ departmentId }) => <RankingsPage departmentId={departmentId} search={search} />);
    },
  });

  const publicPage = createRoute({
    getParentRoute: () => zones.public,
    path: '/zebricky-a-listiny-bodu/$departmentId',
    validateSearch,
    component: function PublicRankings(): ReactNode {
      const search = publicPage.useSearch();
      return withIds({ departmentId: publicPage.useParams().departmentId }, ({ departmentId }) => <PublicRankingsPage departmentId={departmentId} search={search} />);
    },
  });

  return { public: [publicPage] as const, evidence: [evidence] as const };
}
