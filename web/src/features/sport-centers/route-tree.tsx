// The sport-centers feature's pages: /evidence/stm-reprezentace (the centers of a season, the
// season and department in the URL) and a center's page, for those the policy lets list
// centers; the public national team /reprezentace (its department in the URL). Each page loads
// lazily, its texts first.
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { withIds } from '../../lib/route-pages';
import { Allowed, type ZoneActions } from '../auth';
import { type RepresentationSearch, type SportCenterSearch, parseRepresentationSearch, parseSportCenterSearch } from './sport-center-search';

const withTexts = <T,>(page: () => Promise<T>) => () => import('./texts').then(page);

const SportCentersPage = lazyRouteComponent(withTexts(() => import('./routes/sport-centers-page')), 'SportCentersPage');
const SportCenterPage = lazyRouteComponent(withTexts(() => import('./routes/sport-center-page')), 'SportCenterPage');
const RepresentationPage = lazyRouteComponent(withTexts(() => import('./routes/representation-page')), 'RepresentationPage');

const canListSportCenters = (actions: ZoneActions) => actions.canListSportCenters;

export function sportCenterRoutes(zones: Zones) {
  const overview = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/stm-reprezentace',
    validateSearch: (search: Record<string, unknown>): SportCenterSearch => parseSportCenterSearch(search),
    component: function SportCenters(): ReactNode {
      const search = overview.useSearch();
      const navigate = useNavigate();
      return (
        <Allowed when={canListSportCenters}>
          <SportCentersPage search={search} onSearch={(next: SportCenterSearch) => void navigate({ to: '/evidence/stm-reprezentace', search: next })} />
        </Allowed>
      );
    },
  });

  const center = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/stm-reprezentace/$sportCenterId',
    component: function SportCenter(): ReactNode {
      return withIds({ sportCenterId: center.useParams().sportCenterId }, ({ sportCenterId }) => (
        <Allowed when={canListSportCenters}>
          <SportCenterPage key={sportCenterId} id={sportCenterId} />
        </Allowed>
      ));
    },
  });

  const representation = createRoute({
    getParentRoute: () => zones.public,
    path: '/reprezentace',
    validateSearch: (search: Record<string, unknown>): RepresentationSearch => parseRepresentationSearch(search),
    component: function Representation(): ReactNode {
      const search = representation.useSearch();
      const navigate = useNavigate();
      return <RepresentationPage search={search} onSearch={(next: RepresentationSearch) => void navigate({ to: '/reprezentace', search: next, replace: true })} />;
    },
  });

  return { public: [representation] as const, evidence: [overview, center] as const };
}
