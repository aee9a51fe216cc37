// The users pages: the list /evidence/uzivatele (filters in the URL), an account's page
// /evidence/uzivatele/{id} (with the list's query in `datagridFilter`) and the invitation form
// /evidence/uzivatele/novy. They load lazily, the list's texts first; the policy decides who
// sees them (the server answers the same).
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { parseIds } from '../../lib/route-params';
import { Allowed, allowedPage } from '../auth';
import { type UserSearch, parseUserSearch } from './user-search';

const withTexts = <T,>(page: () => Promise<T>) => () => import('./texts').then(page);

const InviteUserPage = lazyRouteComponent(() => import('./routes/invite-user-page'), 'InviteUserPage');
const UsersPage = lazyRouteComponent(withTexts(() => import('./routes/users-page')), 'UsersPage');
const UserPage = lazyRouteComponent(withTexts(() => import('./routes/user-page')), 'UserPage');

export function userRoutes(zones: Zones) {
  const users = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/uzivatele',
    validateSearch: (search: Record<string, unknown>): UserSearch => parseUserSearch(search),
    component: function Users(): ReactNode {
      const search = users.useSearch();
      const navigate = useNavigate();
      return (
        <Allowed when={(actions) => actions.canListUsers}>
          <UsersPage search={search} onSearch={(next: UserSearch) => void navigate({ to: '/evidence/uzivatele', search: next, replace: true })} />
        </Allowed>
      );
    },
  });

  const userNew = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/uzivatele/novy',
    component: allowedPage((actions) => actions.canInviteUsers, InviteUserPage),
  });

  const user = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/uzivatele/$id',
    validateSearch: (search: Record<string, unknown>): { datagridFilter?: string } =>
      typeof search.datagridFilter === 'string' && search.datagridFilter !== '' ? { datagridFilter: search.datagridFilter.slice(0, 500) } : {},
    component: function User(): ReactNode {
      const { id } = user.useParams();
      const { datagridFilter } = user.useSearch();
      const parsed = parseIds({ id });
      if (!parsed) return <NotFoundPage />;
      return (
        <Allowed when={(actions) => actions.canListUsers}>
          <UserPage id={parsed.id} datagridFilter={datagridFilter} />
        </Allowed>
      );
    },
  });

  return { evidence: [users, userNew, user] as const };
}
