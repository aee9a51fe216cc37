// The route map: Czech paths of spec §2 as they are built. Search and path params are
// validated here (spec §5); a failing param shows the 404 page.
import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '../components/layout/not-found-page';
import { PublicLayout } from '../components/layout/public-layout';
import { ForgottenPasswordPage } from '../features/auth/routes/forgotten-password-page';
import { LoginPage } from '../features/auth/routes/login-page';
import { RenewPasswordPage } from '../features/auth/routes/renew-password-page';
import { HomePage } from '../features/home/home-page';

const rootRoute = createRootRoute({ component: PublicLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
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
  getParentRoute: () => rootRoute,
  path: '/zapomenute-heslo',
  component: ForgottenPasswordPage,
});

const renewPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/obnova-hesla/$token',
  component: function RenewPassword() {
    const { token } = renewPasswordRoute.useParams();
    return <RenewPasswordPage token={token} />;
  },
});

const routeTree = rootRoute.addChildren([homeRoute, loginRoute, forgottenPasswordRoute, renewPasswordRoute]);

export const router = createRouter({ routeTree, defaultNotFoundComponent: NotFoundPage });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
