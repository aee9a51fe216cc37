// The auth feature's pages: login, forgotten and renewed password, the no-access page (public),
// the change of password and the e-mail notifications (evidence). Each page loads lazily from its own module.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';

const LoginPage = lazyRouteComponent(() => import('./routes/login-page'), 'LoginPage');
const ForgottenPasswordPage = lazyRouteComponent(() => import('./routes/forgotten-password-page'), 'ForgottenPasswordPage');
const RenewPasswordPage = lazyRouteComponent(() => import('./routes/renew-password-page'), 'RenewPasswordPage');
const AccessDeniedPage = lazyRouteComponent(() => import('./routes/access-denied-page'), 'AccessDeniedPage');
const ChangePasswordPage = lazyRouteComponent(() => import('./routes/change-password-page'), 'ChangePasswordPage');
const NotificationsPage = lazyRouteComponent(() => import('./routes/notifications-page'), 'NotificationsPage');

// Route components declare their return type: inferred from a body that reads the route's own
// params, it would make the route's type circular and useParams() would give `any`.
export function authRoutes(zones: Zones) {
  const login = createRoute({
    getParentRoute: () => zones.public,
    path: '/prihlaseni',
    validateSearch: (search: Record<string, unknown>): { redirect: string | undefined } => ({
      redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    }),
    component: function Login(): ReactNode {
      const { redirect } = login.useSearch();
      return <LoginPage redirect={redirect} />;
    },
  });

  const forgottenPassword = createRoute({ getParentRoute: () => zones.public, path: '/zapomenute-heslo', component: ForgottenPasswordPage });

  const renewPassword = createRoute({
    getParentRoute: () => zones.public,
    path: '/obnova-hesla/$token',
    component: function RenewPassword(): ReactNode {
      const { token } = renewPassword.useParams();
      return <RenewPasswordPage token={token} />;
    },
  });

  const accessDenied = createRoute({
    getParentRoute: () => zones.public,
    path: '/pristup-odepren',
    validateSearch: (search: Record<string, unknown>): { redirect: string | undefined } => ({
      redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    }),
    component: function AccessDenied(): ReactNode {
      const { redirect } = accessDenied.useSearch();
      return <AccessDeniedPage redirect={redirect} />;
    },
  });

  const changePassword = createRoute({ getParentRoute: () => zones.evidence, path: '/zmena-hesla', component: ChangePasswordPage });
  const notifications = createRoute({ getParentRoute: () => zones.evidence, path: '/oznameni', component: NotificationsPage });

  return { public: [login, forgottenPassword, renewPassword, accessDenied] as const, evidence: [changePassword, notifications] as const };
}
