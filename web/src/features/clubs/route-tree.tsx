// The clubs feature's pages: the public club list and club pages, the club registration, and
// in the evidence the clubs grid, a club's record, its contacts, its racing members and the
// admin's registration requests. Each page loads lazily from its own module.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { withIds } from '../../lib/route-pages';
import { parseIds } from '../../lib/route-params';
import { CLUB_TABS, PUBLIC_CLUB_TABS } from '../../lib/route-tabs';
import { Allowed, type ZoneActions, allowedPage } from '../auth';

const PublicClubsPage = lazyRouteComponent(() => import('./routes/public-clubs-page'), 'PublicClubsPage');
const PublicClubPage = lazyRouteComponent(() => import('./routes/public-club-page'), 'PublicClubPage');
const ClubRegistrationPage = lazyRouteComponent(() => import('./routes/club-registration-page'), 'ClubRegistrationPage');
const ClubRegistrationSentPage = lazyRouteComponent(() => import('./routes/club-registration-page'), 'ClubRegistrationSentPage');
const ClubRequestsPage = lazyRouteComponent(() => import('./routes/club-requests-page'), 'ClubRequestsPage');
const ClubsPage = lazyRouteComponent(() => import('./routes/clubs-page'), 'ClubsPage');
const ClubNewPage = lazyRouteComponent(() => import('./routes/club-form-pages'), 'ClubNewPage');
const ClubEditPage = lazyRouteComponent(() => import('./routes/club-form-pages'), 'ClubEditPage');
const ClubDetailPage = lazyRouteComponent(() => import('./routes/club-detail-page'), 'ClubDetailPage');
const ClubContactPage = lazyRouteComponent(() => import('./routes/club-contact-page'), 'ClubContactPage');
const ClubRacingMembersPage = lazyRouteComponent(() => import('./routes/club-racing-members-page'), 'ClubRacingMembersPage');

/** Staff who list clubs (Admin, Area, Section, a club for itself). */
const canListClubs = (actions: ZoneActions) => actions.canListClubs;

export function clubRoutes(zones: Zones) {
  const publicClubs = createRoute({ getParentRoute: () => zones.public, path: '/kluby', component: PublicClubsPage });

  const publicClub = createRoute({
    getParentRoute: () => zones.public,
    path: '/kluby/$id/$slug/{-$tab}',
    component: function PublicClub(): ReactNode {
      const { id, slug, tab } = publicClub.useParams();
      const parsed = parseIds({ id });
      const validTab = tab === undefined ? undefined : PUBLIC_CLUB_TABS.find((value) => value === tab);
      if (!parsed || (tab !== undefined && !validTab)) return <NotFoundPage />;
      return <PublicClubPage id={parsed.id} slug={slug} tab={validTab} />;
    },
  });

  const registration = createRoute({ getParentRoute: () => zones.public, path: '/registrace-klubu', component: ClubRegistrationPage });

  const registrationSent = createRoute({
    getParentRoute: () => zones.public,
    path: '/registrace-klubu-zadost-odeslana',
    validateSearch: (search: Record<string, unknown>): { email: string | undefined } => ({
      email: typeof search.email === 'string' ? search.email : undefined,
    }),
    component: function ClubRegistrationSent(): ReactNode {
      const { email } = registrationSent.useSearch();
      return <ClubRegistrationSentPage email={email} />;
    },
  });

  const clubs = createRoute({ getParentRoute: () => zones.evidence, path: '/kluby', component: allowedPage(canListClubs, ClubsPage) });

  const clubNew = createRoute({ getParentRoute: () => zones.evidence, path: '/kluby/novy', component: allowedPage((actions) => actions.canCreateClubs, ClubNewPage) });

  const clubEdit = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/editace',
    component: function ClubEdit(): ReactNode {
      return withIds({ clubId: clubEdit.useParams().clubId }, ({ clubId }) => <ClubEditPage clubId={clubId} />);
    },
  });

  const club = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/$activeTab',
    component: function Club(): ReactNode {
      const { clubId, activeTab } = club.useParams();
      const tab = CLUB_TABS.find((value) => value === activeTab);
      if (!tab) return <NotFoundPage />;
      return withIds({ clubId }, (parsed) => (
        <Allowed when={canListClubs}>
          <ClubDetailPage clubId={parsed.clubId} tab={tab} />
        </Allowed>
      ));
    },
  });

  const clubRacingMembers = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/statistiky/zavodici-clenove',
    validateSearch: (search: Record<string, unknown>): { filter: string | undefined } => ({
      filter: typeof search.filter === 'string' && search.filter !== '' ? search.filter : undefined,
    }),
    component: function ClubRacingMembers(): ReactNode {
      const { filter } = clubRacingMembers.useSearch();
      return withIds({ clubId: clubRacingMembers.useParams().clubId }, (parsed) => (
        <Allowed when={canListClubs}>
          <ClubRacingMembersPage clubId={parsed.clubId} filter={filter} />
        </Allowed>
      ));
    },
  });

  const clubContactNew = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/kontakty/novy',
    component: function ClubContactNew(): ReactNode {
      return withIds({ clubId: clubContactNew.useParams().clubId }, (parsed) => <ClubContactPage clubId={parsed.clubId} contactId={undefined} />);
    },
  });

  const clubContact = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/kontakty/$contactId',
    component: function ClubContact(): ReactNode {
      const { clubId, contactId } = clubContact.useParams();
      return withIds({ clubId, contactId }, (parsed) => <ClubContactPage clubId={parsed.clubId} contactId={parsed.contactId} />);
    },
  });

  const clubRequests = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zadosti-o-zalozeni-klubu',
    component: allowedPage((actions) => actions.canReadClubRequests, ClubRequestsPage),
  });

  return {
    public: [publicClubs, publicClub, registration, registrationSent] as const,
    evidence: [clubs, clubNew, clubEdit, club, clubRacingMembers, clubContactNew, clubContact, clubRequests] as const,
  };
}
