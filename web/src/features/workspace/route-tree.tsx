// The workspace's page: /evidence/prehled, what waits for the active identity (every logged-in
// identity has one; the private layout has already asked for a login). It loads lazily, its
// texts first.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { Zones } from '../../app/zones';

const OverviewPage = lazyRouteComponent(() => import('./texts').then(() => import('./routes/overview-page')), 'OverviewPage');

export function workspaceRoutes(zones: Zones) {
  const overview = createRoute({ getParentRoute: () => zones.evidence, path: '/prehled', component: OverviewPage });
  return { evidence: [overview] as const };
}
