// The roles feature's pages: /evidence/role-v-useku (the overview of the departments' licences
// and health checks) and the grids of a department's coaches, technical delegates and referees
// (/evidence/role-v-useku/{departmentId}/treneri, /technicti-delegati, /rozhodci) and of the
// instructors (/evidence/role-v-useku/cvicitele, no department), their filter in the URL. They
// load lazily, their texts first; only those the policy lets list roles see them.
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { withIds } from '../../lib/route-pages';
import { Allowed, allowedPage } from '../auth';
import { type OnRoleSearch, type RoleHolderSearch, parseRoleHolderSearch } from './role-search';

const withTexts = <T,>(page: () => Promise<T>) => () => import('./texts').then(page);

const RoleOverviewPage = lazyRouteComponent(withTexts(() => import('./routes/role-overview-page')), 'RoleOverviewPage');
const RoleHoldersPage = lazyRouteComponent(withTexts(() => import('./routes/role-holders-page')), 'RoleHoldersPage');

const validateSearch = (search: Record<string, unknown>): RoleHolderSearch => parseRoleHolderSearch(search);

export function roleRoutes(zones: Zones) {
  const overview = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/role-v-useku',
    component: allowedPage((actions) => actions.canListRoles, RoleOverviewPage),
  });

  const coaches = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/role-v-useku/$departmentId/treneri',
    validateSearch,
    component: function Coaches(): ReactNode {
      const search = coaches.useSearch();
      const navigate = useNavigate();
      return withIds({ departmentId: coaches.useParams().departmentId }, ({ departmentId }) => (
        <Allowed when={(actions) => actions.canListRoles}>
          <RoleHoldersPage
            kind="COACH"
            departmentId={departmentId}
            search={search}
            onSearch={((next, replace) =>
              void navigate({ to: '/evidence/role-v-useku/$departmentId/treneri', params: { departmentId: String(departmentId) }, search: next, replace })) satisfies OnRoleSearch}
          />
        </Allowed>
      ));
    },
  });

  const technicalDelegates = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/role-v-useku/$departmentId/technicti-delegati',
    validateSearch,
    component: function TechnicalDelegates(): ReactNode {
      const search = technicalDelegates.useSearch();
      const navigate = useNavigate();
      return withIds({ departmentId: technicalDelegates.useParams().departmentId }, ({ departmentId }) => (
        <Allowed when={(actions) => actions.canListRoles}>
          <RoleHoldersPage
            kind="TECHNICAL_DELEGATE"
            departmentId={departmentId}
            search={search}
            onSearch={((next, replace) =>
              void navigate({ to: '/evidence/role-v-useku/$departmentId/technicti-delegati', params: { departmentId: String(departmentId) }, search: next, replace })) satisfies OnRoleSearch}
          />
        </Allowed>
      ));
    },
  });

  const referees = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/role-v-useku/$departmentId/rozhodci',
    validateSearch,
    component: function Referees(): ReactNode {
      const search = referees.useSearch();
      const navigate = useNavigate();
      return withIds({ departmentId: referees.useParams().departmentId }, ({ departmentId }) => (
        <Allowed when={(actions) => actions.canListRoles}>
          <RoleHoldersPage
            kind="REFEREE"
            departmentId={departmentId}
            search={search}
            onSearch={((next, replace) =>
              void navigate({ to: '/evidence/role-v-useku/$departmentId/rozhodci', params: { departmentId: String(departmentId) }, search: next, replace })) satisfies OnRoleSearch}
          />
        </Allowed>
      ));
    },
  });

  const instructors = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/role-v-useku/cvicitele',
    validateSearch,
    component: function Instructors(): ReactNode {
      const search = instructors.useSearch();
      const navigate = useNavigate();
      return (
        <Allowed when={(actions) => actions.canListRoles}>
          <RoleHoldersPage
            kind="INSTRUCTOR"
            departmentId={undefined}
            search={search}
            onSearch={((next, replace) => void navigate({ to: '/evidence/role-v-useku/cvicitele', search: next, replace })) satisfies OnRoleSearch}
          />
        </Allowed>
      );
    },
  });

  return { evidence: [overview, coaches, technicalDelegates, referees, instructors] as const };
}
