// The public surface of the registration feature: what other features may use. (Its public
// pages are loaded by the app's route tree, each lazily.)
import { lazy } from 'react';

/** The club's "Přihlášky členů" (the club's requests tab), loaded with its texts when shown. */
export const MemberRegistrationsSection = lazy(() =>
  import('./texts')
    .then(() => import('./components/member-registrations-section'))
    .then((module) => ({ default: module.MemberRegistrationsSection })),
);

/** The club's "Žádosti o propojení účtu" next to it, the same way. */
export const MemberClaimsSection = lazy(() =>
  import('./texts')
    .then(() => import('./components/member-claims-section'))
    .then((module) => ({ default: module.MemberClaimsSection })),
);
