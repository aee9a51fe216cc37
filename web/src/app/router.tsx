// The route map: Czech paths of spec §2 as they are built. Search and path params are
// validated here (spec §5); an unknown path shows the Czech 404 page.
import { Navigate, Outlet, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '../components/layout/not-found-page';
import { PrivateLayout, Restricted } from '../components/layout/private-layout';
import { PublicLayout } from '../components/layout/public-layout';
import { useMe } from '../features/auth/api/me';
import { canListMembers, landingPath } from '../features/auth/landing';
import { ChangePasswordPage } from '../features/auth/routes/change-password-page';
import { ForgottenPasswordPage } from '../features/auth/routes/forgotten-password-page';
import { LoginPage } from '../features/auth/routes/login-page';
import { RenewPasswordPage } from '../features/auth/routes/renew-password-page';
import { HomePage } from '../features/home/home-page';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundInLayout });

function NotFoundInLayout() {
  return <PublicLayout content={<NotFoundPage />} />;
}

const publicRoute = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: () => <PublicLayout /> });

const homeRoute = createRoute({ getParentRoute: () => publicRoute, path: '/', component: HomePage });

const loginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/prihlaseni',
  validateSearch: (search: Record<string, unknown>): { redirect: string | undefined } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  component: function Login() {
    const { redirect } = loginRoute.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});

const forgottenPasswordRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/zapomenute-heslo',
  component: ForgottenPasswordPage,
});

const renewPasswordRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/obnova-hesla/$token',
  component: function RenewPassword() {
    const { token } = renewPasswordRoute.useParams();
    return <RenewPasswordPage token={token} />;
  },
});

const evidenceRoute = createRoute({ getParentRoute: () => rootRoute, path: '/evidence', component: PrivateLayout });

/** /evidence resolves the landing page of the active identity (spec §2). */
const evidenceIndexRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/',
  component: function EvidenceLanding() {
    const me = useMe();
    return <Navigate to={landingPath(me.data?.activeIdentity.landingPage)} replace />;
  },
});

// The grid (AG Grid) loads only when a members page opens.
const MembersPage = lazyRouteComponent(() => import('../features/members/routes/members-page'), 'MembersPage');

const membersRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clenove',
  component: function Members() {
    const me = useMe();
    return canListMembers(me.data?.activeIdentity.identityType) ? <MembersPage /> : <Restricted reason="forbidden" />;
  },
});

// Codebooks (admin): one route resolves every page below /evidence/ciselniky.
const CodebookPages = lazyRouteComponent(() => import('../features/codebooks/routes/codebook-pages'), 'CodebookPages');

type CodebookSearch = { seasonId?: string; departmentId?: string; evidenceSeasonId?: string };

const codebooksRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/ciselniky/$',
  validateSearch: (search: Record<string, unknown>): CodebookSearch => {
    const read = (name: keyof CodebookSearch) =>
      typeof search[name] === 'string' || typeof search[name] === 'number' ? String(search[name]) : undefined;
    const result: CodebookSearch = {};
    for (const name of ['seasonId', 'departmentId', 'evidenceSeasonId'] as const) {
      const value = read(name);
      if (value !== undefined) result[name] = value;
    }
    return result;
  },
  component: function Codebooks() {
    const { _splat } = codebooksRoute.useParams();
    const search = codebooksRoute.useSearch();
    return <CodebookPages splat={_splat ?? ''} search={search} />;
  },
});

const changePasswordRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zmena-hesla',
  component: ChangePasswordPage,
});

const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([homeRoute, loginRoute, forgottenPasswordRoute, renewPasswordRoute]),
  evidenceRoute.addChildren([evidenceIndexRoute, membersRoute, codebooksRoute, changePasswordRoute]),
]);

export const router = createRouter({ routeTree, defaultNotFoundComponent: NotFoundInLayout });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
