// The invitation of a user (staff), loaded lazily.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { Zones } from '../../app/zones';
import { allowedPage } from '../auth';

const InviteUserPage = lazyRouteComponent(() => import('./routes/invite-user-page'), 'InviteUserPage');

export function userRoutes(zones: Zones) {
  const userNew = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/uzivatele/novy',
    component: allowedPage((actions) => actions.canInviteUsers, InviteUserPage),
  });

  return { evidence: [userNew] as const };
}
