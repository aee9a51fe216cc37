// Members registering themselves, or a parent a child (spec §2): the form /registrace-clena,
// the "check your inbox" page /registracni-email?email=…, the e-mailed link
// /registrace-clena-dokonceni/{memberUuid}?token=…, /registrace-clena-dokonceno, the welcome
// /vitej?approved=1&registrationNumber=…&token=… and /existujici-ucet?email=…. The pages load
// lazily, their texts first.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { searchText } from '../../lib/route-params';

// One chunk for the six pages (the entry that every public page loads names it once), its texts
// first.
const pages = () => import('./texts').then(() => import('./routes/public-pages'));

const MemberRegistrationPage = lazyRouteComponent(pages, 'MemberRegistrationPage');
const RegistrationEmailPage = lazyRouteComponent(pages, 'RegistrationEmailPage');
const RegistrationFinishPage = lazyRouteComponent(pages, 'RegistrationFinishPage');
const RegistrationDonePage = lazyRouteComponent(pages, 'RegistrationDonePage');
const WelcomePage = lazyRouteComponent(pages, 'WelcomePage');
const ExistingAccountPage = lazyRouteComponent(pages, 'ExistingAccountPage');
const FindMemberPage = lazyRouteComponent(pages, 'FindMemberPage');
const MemberClaimPage = lazyRouteComponent(pages, 'MemberClaimPage');

/** `?email=…` of the "check your inbox" and "existing account" pages. */
const emailSearch = (search: Record<string, unknown>): { email: string | undefined } => ({ email: searchText(search.email) });

/** The welcome link's query as text; the page reads the numbers. */
interface WelcomeSearch {
  approved: string | undefined;
  registrationNumber: string | undefined;
  token: string | undefined;
}

export function registrationRoutes(zones: Zones) {
  const form = createRoute({ getParentRoute: () => zones.public, path: '/registrace-clena', component: MemberRegistrationPage });

  const email = createRoute({
    getParentRoute: () => zones.public,
    path: '/registracni-email',
    validateSearch: emailSearch,
    component: function RegistrationEmail(): ReactNode {
      return <RegistrationEmailPage email={email.useSearch().email} />;
    },
  });

  const finish = createRoute({
    getParentRoute: () => zones.public,
    path: '/registrace-clena-dokonceni/$memberUuid',
    validateSearch: (search: Record<string, unknown>): { token: string | undefined } => ({ token: searchText(search.token) }),
    component: function RegistrationFinish(): ReactNode {
      const { memberUuid } = finish.useParams();
      return <RegistrationFinishPage memberUuid={memberUuid} token={finish.useSearch().token} />;
    },
  });

  const done = createRoute({ getParentRoute: () => zones.public, path: '/registrace-clena-dokonceno', component: RegistrationDonePage });

  const welcome = createRoute({
    getParentRoute: () => zones.public,
    path: '/vitej',
    validateSearch: (search: Record<string, unknown>): WelcomeSearch => ({
      approved: searchText(search.approved),
      registrationNumber: searchText(search.registrationNumber),
      token: searchText(search.token),
    }),
    component: function Welcome(): ReactNode {
      const { approved, registrationNumber, token } = welcome.useSearch();
      return <WelcomePage approved={approved === '1'} registrationNumber={registrationNumber} token={token} />;
    },
  });

  const existingAccount = createRoute({
    getParentRoute: () => zones.public,
    path: '/existujici-ucet',
    validateSearch: emailSearch,
    component: function ExistingAccount(): ReactNode {
      return <ExistingAccountPage email={existingAccount.useSearch().email} />;
    },
  });

  const findMember = createRoute({ getParentRoute: () => zones.public, path: '/vyhledat-clena', component: FindMemberPage });

  const claim = createRoute({
    getParentRoute: () => zones.public,
    path: '/registrace/$memberUuid',
    validateSearch: (search: Record<string, unknown>): { token: string | undefined; email: string | undefined } => ({
      token: searchText(search.token),
      email: searchText(search.email),
    }),
    component: function MemberClaim(): ReactNode {
      const { memberUuid } = claim.useParams();
      const { token, email: maskedEmail } = claim.useSearch();
      return <MemberClaimPage memberUuid={memberUuid} token={token} maskedEmail={maskedEmail} />;
    },
  });

  return { public: [form, email, finish, done, welcome, existingAccount, findMember, claim] as const };
}
