// The public home page `/`, loaded lazily with its texts: nothing of it is in the JavaScript
// every public page loads first.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { Zones } from '../../app/zones';

const HomePage = lazyRouteComponent(() => import('./texts').then(() => import('./home-page')), 'HomePage');

export function homeRoutes(zones: Zones) {
  const home = createRoute({ getParentRoute: () => zones.public, path: '/', component: HomePage });
  return { public: [home] as const };
}
