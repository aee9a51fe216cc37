// The clubs feature's pages: the public club list and club pages, the club registration, and
// in the evidence the clubs grid, a club's record, its contacts, its racing members and the
// admin's registration requests. Each page loads lazily from its own module.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { parseIds } from '../../lib/route-params';
import { CLUB_TABS, PUBLIC_CLUB_TABS } from '../../lib/route-tabs';
import { Allowed } from '../auth';

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
function StaffOnly({ children }: { children: ReactNode }) {
  return <Allowed when={(actions) => actions.canListClubs}>{children}</Allowed>;
}

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

  const clubs = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby',
    component: () => (
      <StaffOnly>
        <ClubsPage />
      </StaffOnly>
    ),
  });

  const clubNew = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/novy',
    component: () => (
      <Allowed when={(actions) => actions.canCreateClubs}>
        <ClubNewPage />
      </Allowed>
    ),
  });

  const clubEdit = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/editace',
    component: function ClubEdit(): ReactNode {
      const parsed = parseIds({ clubId: clubEdit.useParams().clubId });
      return parsed ? <ClubEditPage clubId={parsed.clubId} /> : <NotFoundPage />;
    },
  });

  const club = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/$activeTab',
    component: function Club(): ReactNode {
      const { clubId, activeTab } = club.useParams();
      const parsed = parseIds({ clubId });
      const tab = CLUB_TABS.find((value) => value === activeTab);
      if (!parsed || !tab) return <NotFoundPage />;
      return (
        <StaffOnly>
          <ClubDetailPage clubId={parsed.clubId} tab={tab} />
        </StaffOnly>
      );
    },
  });

  const clubRacingMembers = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/statistiky/zavodici-clenove',
    validateSearch: (search: Record<string, unknown>): { filter: string | undefined } => ({
      filter: typeof search.filter === 'string' && search.filter !== '' ? search.filter : undefined,
    }),
    component: function ClubRacingMembers(): ReactNode {
      const parsed = parseIds({ clubId: clubRacingMembers.useParams().clubId });
      const { filter } = clubRacingMembers.useSearch();
      if (!parsed) return <NotFoundPage />;
      return (
        <StaffOnly>
          <ClubRacingMembersPage clubId={parsed.clubId} filter={filter} />
        </StaffOnly>
      );
    },
  });

  const clubContactNew = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/kontakty/novy',
    component: function ClubContactNew(): ReactNode {
      const parsed = parseIds({ clubId: clubContactNew.useParams().clubId });
      return parsed ? <ClubContactPage clubId={parsed.clubId} contactId={undefined} /> : <NotFoundPage />;
    },
  });

  const clubContact = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/kluby/$clubId/kontakty/$contactId',
    component: function ClubContact(): ReactNode {
      const { clubId, contactId } = clubContact.useParams();
      const parsed = parseIds({ clubId, contactId });
      return parsed ? <ClubContactPage clubId={parsed.clubId} contactId={parsed.contactId} /> : <NotFoundPage />;
    },
  });

  const clubRequests = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zadosti-o-zalozeni-klubu',
    component: () => (
      <Allowed when={(actions) => actions.canReadClubRequests}>
        <ClubRequestsPage />
      </Allowed>
    ),
  });

  return {
    public: [publicClubs, publicClub, registration, registrationSent] as const,
    evidence: [clubs, clubNew, clubEdit, club, clubRacingMembers, clubContactNew, clubContact, clubRequests] as const,
  };
}
