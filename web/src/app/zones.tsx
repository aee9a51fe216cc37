// The two zones every page lives in: the public pages (SLČR header and footer) and the
// evidence under /evidence (the private layout). The features' route trees hang their routes
// on these; src/app/router.tsx puts them together. The private layout and every evidence page
// load lazily: the public pages carry none of the evidence zone.
import { Outlet, createRootRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '../components/ui/not-found-page';
import { PublicLayout } from './layouts/public-layout';

/** An unknown path: the Czech 404 page in the public layout (spec §5). */
export function NotFoundInLayout() {
  return <PublicLayout content={<NotFoundPage />} />;
}

export const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundInLayout });

export const publicRoute = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: () => <PublicLayout /> });

export const evidenceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/evidence',
  component: lazyRouteComponent(() => import('./layouts/private-layout'), 'PrivateLayout'),
});

/** Where a feature's routes hang: `public` pages and the `evidence` zone. */
export interface Zones {
  public: typeof publicRoute;
  evidence: typeof evidenceRoute;
}

export const zones: Zones = { public: publicRoute, evidence: evidenceRoute };
