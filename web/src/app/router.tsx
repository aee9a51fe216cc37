// The route map: the Czech paths of spec §2, put together from the features' route trees
// (features/<feature>/route-tree.tsx). Each feature validates its own params (spec §5: ids
// 'Invalid number string', booleans '1'/'true'/'', tabs from the listed values); an unknown path
// shows the Czech 404 page. The route trees are imported by their own modules, not through the
// features' index.ts, so that nothing of a feature but its routes reaches the entry chunk: every
// page, the private layout among them, loads lazily.
import { Navigate, createRoute, createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { authRoutes } from '../features/auth/route-tree';
import { branchRoutes } from '../features/branches/route-tree';
import { landingPath, useMe } from '../features/auth';
import { cleanupRoutes } from '../features/cleanup/route-tree';
import { clubRoutes } from '../features/clubs/route-tree';
import { codebookRoutes } from '../features/codebooks/route-tree';
import { contentAdminRoutes } from '../features/content-admin/route-tree';
import { contentRoutes } from '../features/content/route-tree';
import { feedbackRoutes } from '../features/feedback/route-tree';
import { homeRoutes } from '../features/home/route-tree';
import { memberImportRoutes } from '../features/member-import/route-tree';
import { memberRoutes } from '../features/members/route-tree';
import { paymentRoutes } from '../features/payments/route-tree';
import { racingEventRoutes } from '../features/racing-events/route-tree';
import { rankingRoutes } from '../features/rankings/route-tree';
import { registrationRoutes } from '../features/registration/route-tree';
import { resultRoutes } from '../features/results/route-tree';
import { roleRoutes } from '../features/roles/route-tree';
import { sportCenterRoutes } from '../features/sport-centers/route-tree';
import { statisticsRoutes } from '../features/statistics/route-tree';
import { timekeeperRoutes } from '../features/timekeepers/route-tree';
import { transferRoutes } from '../features/transfers/route-tree';
import { userRoutes } from '../features/users/route-tree';
import { workspaceRoutes } from '../features/workspace/route-tree';
import { t } from '../lib/i18n';
import { usePageTitle } from '../lib/page-title';
import { NotFoundInLayout, evidenceRoute, publicRoute, rootRoute, zones } from './zones';

/** /evidence resolves the landing page of the active identity (spec §2). */
const evidenceIndexRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/',
  component: function EvidenceLanding(): ReactNode {
    usePageTitle(t('evidence.title'));
    const me = useMe();
    return <Navigate to={landingPath(me.data?.activeIdentity.landingPage)} replace />;
  },
});

const auth = authRoutes(zones);
const clubs = clubRoutes(zones);
const branches = branchRoutes(zones);
const members = memberRoutes(zones);
const racingEvents = racingEventRoutes(zones);
const payments = paymentRoutes(zones);
const sportCenters = sportCenterRoutes(zones);
const rankings = rankingRoutes(zones);

const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([...homeRoutes(zones).public, ...contentRoutes(zones).public, ...auth.public, ...clubs.public, ...branches.public, ...members.public, ...racingEvents.public, ...payments.public, ...sportCenters.public, ...rankings.public, ...registrationRoutes(zones).public]),
  evidenceRoute.addChildren([
    evidenceIndexRoute,
    ...workspaceRoutes(zones).evidence,
    ...auth.evidence,
    ...members.evidence,
    ...memberImportRoutes(zones).evidence,
    ...clubs.evidence,
    ...branches.evidence,
    ...userRoutes(zones).evidence,
    ...codebookRoutes(zones).evidence,
    ...cleanupRoutes(zones).evidence,
    ...racingEvents.evidence,
    ...resultRoutes(zones).evidence,
    ...timekeeperRoutes(zones).evidence,
    ...payments.evidence,
    ...transferRoutes(zones).evidence,
    ...roleRoutes(zones).evidence,
    ...sportCenters.evidence,
    ...statisticsRoutes(zones).evidence,
    ...rankings.evidence,
    ...feedbackRoutes(zones).evidence,
    ...contentAdminRoutes(zones).evidence,
  ]),
]);

export const router = createRouter({ routeTree, defaultNotFoundComponent: NotFoundInLayout });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
