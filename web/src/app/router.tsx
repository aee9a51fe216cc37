// The route map: Czech paths of spec §2 as they are built. Search and path params are
// validated here (spec §5); an unknown path shows the Czech 404 page.
import { Navigate, Outlet, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../components/ui/not-found-page';
import { Restricted } from '../components/ui/restricted';
import { ChangePasswordPage, ForgottenPasswordPage, LoginPage, RenewPasswordPage, landingPath, useMe } from '../features/auth';
import { HomePage } from '../features/home';
import { t } from '../lib/i18n';
import { usePageTitle } from '../lib/page-title';
import { parseBoolean, parseId } from '../lib/route-params';
import { PrivateLayout } from './layouts/private-layout';
import { PublicLayout } from './layouts/public-layout';
import { CLUB_TABS, EVENT_TABS, MEMBER_TABS_BUILT, PUBLIC_MEMBER_TABS_BUILT, RESULT_RACE_TABS, WORK_RACE_TABS } from './route-map';

/** The club detail tabs of spec §2. */
const CLUB_TABS_BUILT = CLUB_TABS;

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundInLayout });

function NotFoundInLayout() {
  return <PublicLayout content={<NotFoundPage />} />;
}

const publicRoute = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: () => <PublicLayout /> });

const homeRoute = createRoute({ getParentRoute: () => publicRoute, path: '/', component: HomePage });

// Route components declare their return type: inferred from a body that reads the route's own
// params, it would make the route's type circular and useParams() would give `any`.
const loginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/prihlaseni',
  validateSearch: (search: Record<string, unknown>): { redirect: string | undefined } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  component: function Login(): ReactNode {
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
  component: function RenewPassword(): ReactNode {
    const { token } = renewPasswordRoute.useParams();
    return <RenewPasswordPage token={token} />;
  },
});

// Public club pages (lazy: they are not the home page). Lazy pages are imported by their own
// module, not through the feature's index.ts, so that each stays a chunk of its own.
const PublicClubsPage = lazyRouteComponent(() => import('../features/clubs/routes/public-clubs-page'), 'PublicClubsPage');
const PublicClubPage = lazyRouteComponent(() => import('../features/clubs/routes/public-club-page'), 'PublicClubPage');

const PublicMembersPage = lazyRouteComponent(() => import('../features/members/routes/public-member-pages'), 'PublicMembersPage');
const PublicMemberPage = lazyRouteComponent(() => import('../features/members/routes/public-member-pages'), 'PublicMemberPage');

const publicMembersRoute = createRoute({ getParentRoute: () => publicRoute, path: '/clenove', component: PublicMembersPage });

const publicMemberRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/clenove/$id/$slug/{-$tab}',
  component: function PublicMember(): ReactNode {
    const { id, slug, tab } = publicMemberRoute.useParams();
    const parsed = ids({ id });
    const built = tab === undefined || PUBLIC_MEMBER_TABS_BUILT.some((value) => value === tab);
    if (!parsed || !built) return <NotFoundPage />;
    return <PublicMemberPage id={parsed.id} slug={slug} tab={tab === 'media' || tab === 'vysledky' ? tab : 'informace'} />;
  },
});

const publicClubsRoute = createRoute({ getParentRoute: () => publicRoute, path: '/kluby', component: PublicClubsPage });

const publicClubRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/kluby/$id/$slug/{-$tab}',
  component: function PublicClub(): ReactNode {
    const { id, slug, tab } = publicClubRoute.useParams();
    const parsed = ids({ id });
    const validTab = tab === undefined || tab === 'clenove-klubu' || tab === 'kontaktni-osoby';
    if (!parsed || !validTab) return <NotFoundPage />;
    return <PublicClubPage id={parsed.id} slug={slug} tab={tab} />;
  },
});

// Club registration (public) and the admin's request list.
const ClubRegistrationPage = lazyRouteComponent(() => import('../features/clubs/routes/club-registration-page'), 'ClubRegistrationPage');
const ClubRegistrationSentPage = lazyRouteComponent(
  () => import('../features/clubs/routes/club-registration-page'),
  'ClubRegistrationSentPage',
);
const ClubRequestsPage = lazyRouteComponent(() => import('../features/clubs/routes/club-requests-page'), 'ClubRequestsPage');

const clubRegistrationRoute = createRoute({ getParentRoute: () => publicRoute, path: '/registrace-klubu', component: ClubRegistrationPage });

const clubRegistrationSentRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/registrace-klubu-zadost-odeslana',
  validateSearch: (search: Record<string, unknown>): { email: string | undefined } => ({
    email: typeof search.email === 'string' ? search.email : undefined,
  }),
  component: function ClubRegistrationSent(): ReactNode {
    const { email } = clubRegistrationSentRoute.useSearch();
    return <ClubRegistrationSentPage email={email} />;
  },
});

const evidenceRoute = createRoute({ getParentRoute: () => rootRoute, path: '/evidence', component: PrivateLayout });

/** /evidence resolves the landing page of the active identity (spec §2). */
const evidenceIndexRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/',
  component: function EvidenceLanding(): ReactNode {
    usePageTitle(t('evidence.title'));
    const me = useMe();
    return <Navigate to={landingPath(me.data?.activeIdentity.landingPage)} replace />;
  },
});

// The grid (AG Grid) loads only when a members page opens.
const MembersPage = lazyRouteComponent(() => import('../features/members/routes/members-page'), 'MembersPage');

const membersRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clenove',
  component: function Members(): ReactNode {
    const me = useMe();
    return me.data?.actions.canListMembers ? <MembersPage /> : <Restricted reason="forbidden" />;
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
  component: function Codebooks(): ReactNode {
    const { _splat } = codebooksRoute.useParams();
    const search = codebooksRoute.useSearch();
    return <CodebookPages splat={_splat ?? ''} search={search} />;
  },
});

// Clubs: the grid and the record pages load AG Grid and the forms lazily.
const ClubsPage = lazyRouteComponent(() => import('../features/clubs/routes/clubs-page'), 'ClubsPage');
const ClubNewPage = lazyRouteComponent(() => import('../features/clubs/routes/club-form-pages'), 'ClubNewPage');
const ClubEditPage = lazyRouteComponent(() => import('../features/clubs/routes/club-form-pages'), 'ClubEditPage');
const ClubDetailPage = lazyRouteComponent(() => import('../features/clubs/routes/club-detail-page'), 'ClubDetailPage');

/** The ids of a route, or null when one is not an integer (spec §5: the 404 page). */
function ids<const T extends string>(raw: Record<T, string>): Record<T, number> | null {
  try {
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, parseId(value as string)])) as Record<T, number>;
  } catch {
    return null;
  }
}

function StaffOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  return me.data?.actions.canListClubs ? children : <Restricted reason="forbidden" />;
}

const clubsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/kluby',
  component: () => (
    <StaffOnly>
      <ClubsPage />
    </StaffOnly>
  ),
});

const clubNewRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/kluby/novy',
  component: function ClubNew(): ReactNode {
    const me = useMe();
    return me.data?.actions.canCreateClubs ? <ClubNewPage /> : <Restricted reason="forbidden" />;
  },
});

const clubEditRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/kluby/$clubId/editace',
  component: function ClubEdit(): ReactNode {
    const parsed = ids({ clubId: clubEditRoute.useParams().clubId });
    return parsed ? <ClubEditPage clubId={parsed.clubId} /> : <NotFoundPage />;
  },
});

const clubRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/kluby/$clubId/$activeTab',
  component: function Club(): ReactNode {
    const { clubId, activeTab } = clubRoute.useParams();
    const parsed = ids({ clubId });
    const tab = CLUB_TABS_BUILT.find((value) => value === activeTab);
    if (!parsed || !tab) return <NotFoundPage />;
    return (
      <StaffOnly>
        <ClubDetailPage clubId={parsed.clubId} tab={tab} />
      </StaffOnly>
    );
  },
});

const ClubContactPage = lazyRouteComponent(() => import('../features/clubs/routes/club-contact-page'), 'ClubContactPage');

const clubContactNewRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/kluby/$clubId/kontakty/novy',
  component: function ClubContactNew(): ReactNode {
    const parsed = ids({ clubId: clubContactNewRoute.useParams().clubId });
    return parsed ? <ClubContactPage clubId={parsed.clubId} contactId={undefined} /> : <NotFoundPage />;
  },
});

const clubContactRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/kluby/$clubId/kontakty/$contactId',
  component: function ClubContact(): ReactNode {
    const { clubId, contactId } = clubContactRoute.useParams();
    const parsed = ids({ clubId, contactId });
    return parsed ? <ClubContactPage clubId={parsed.clubId} contactId={parsed.contactId} /> : <NotFoundPage />;
  },
});

const InviteUserPage = lazyRouteComponent(() => import('../features/users/routes/invite-user-page'), 'InviteUserPage');

const userNewRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/uzivatele/novy',
  component: function UserNew(): ReactNode {
    const me = useMe();
    return me.data?.actions.canInviteUsers ? <InviteUserPage /> : <Restricted reason="forbidden" />;
  },
});

const clubRequestsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zadosti-o-zalozeni-klubu',
  component: function ClubRequests(): ReactNode {
    const me = useMe();
    return me.data?.actions.canReadClubRequests ? <ClubRequestsPage /> : <Restricted reason="forbidden" />;
  },
});

const MemberDetailPage = lazyRouteComponent(() => import('../features/members/routes/member-pages'), 'MemberDetailPage');
const MemberNewPage = lazyRouteComponent(() => import('../features/members/routes/member-pages'), 'MemberNewPage');
const MemberEditPage = lazyRouteComponent(() => import('../features/members/routes/member-pages'), 'MemberEditPage');

const memberNewRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clenove/novy',
  validateSearch: (search: Record<string, unknown>): { clubOption: string | undefined } => ({
    clubOption: typeof search.clubOption === 'string' || typeof search.clubOption === 'number' ? String(search.clubOption) : undefined,
  }),
  component: function MemberNew(): ReactNode {
    const { clubOption } = memberNewRoute.useSearch();
    return (
      <StaffOnly>
        <MemberNewPage clubOption={clubOption} />
      </StaffOnly>
    );
  },
});

const MemberImportPage = lazyRouteComponent(() => import('../features/member-import/routes/member-import-page'), 'MemberImportPage');

/** The id of a query parameter (spec §5): absent, an integer, or null when it is not one. The
 * router reads `?id=12` as the number 12; any other text must still parse as an integer. */
function searchId(value: number | string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  try {
    return parseId(String(value));
  } catch {
    return null;
  }
}

const memberImportRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clenove/import',
  validateSearch: (search: Record<string, unknown>): { id: number | string | undefined } => ({
    id: typeof search.id === 'string' || typeof search.id === 'number' ? search.id : undefined,
  }),
  component: function MemberImport(): ReactNode {
    const me = useMe();
    const id = searchId(memberImportRoute.useSearch().id);
    if (id === null) return <NotFoundPage />;
    return me.data?.actions.canCreateMembers ? <MemberImportPage id={id} /> : <Restricted reason="forbidden" />;
  },
});

const memberEditRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clenove/$id/editace',
  component: function MemberEdit(): ReactNode {
    const parsed = ids({ id: memberEditRoute.useParams().id });
    return parsed ? <MemberEditPage id={parsed.id} /> : <NotFoundPage />;
  },
});

const MemberCardPage = lazyRouteComponent(() => import('../features/members/routes/member-card-page'), 'MemberCardPage');
const MemberPrintPage = lazyRouteComponent(() => import('../features/members/routes/member-print-page'), 'MemberPrintPage');

const memberCardRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clenove/$id/karta',
  component: function MemberCard(): ReactNode {
    const parsed = ids({ id: memberCardRoute.useParams().id });
    return parsed ? <MemberCardPage id={parsed.id} /> : <NotFoundPage />;
  },
});

const memberPrintRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clenove/$id/tisk',
  validateSearch: (search: Record<string, unknown>): { generate_pdf: boolean } => ({
    generate_pdf: search.generate_pdf === true || parseBoolean(typeof search.generate_pdf === 'string' || typeof search.generate_pdf === 'number' ? String(search.generate_pdf) : null),
  }),
  component: function MemberPrint(): ReactNode {
    const parsed = ids({ id: memberPrintRoute.useParams().id });
    const { generate_pdf: generatePdf } = memberPrintRoute.useSearch();
    return parsed ? <MemberPrintPage id={parsed.id} generatePdf={generatePdf} /> : <NotFoundPage />;
  },
});

const ClubRacingMembersPage = lazyRouteComponent(() => import('../features/clubs/routes/club-racing-members-page'), 'ClubRacingMembersPage');

const clubRacingMembersRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/kluby/$clubId/statistiky/zavodici-clenove',
  validateSearch: (search: Record<string, unknown>): { filter: string | undefined } => ({
    filter: typeof search.filter === 'string' && search.filter !== '' ? search.filter : undefined,
  }),
  component: function ClubRacingMembers(): ReactNode {
    const parsed = ids({ clubId: clubRacingMembersRoute.useParams().clubId });
    const { filter } = clubRacingMembersRoute.useSearch();
    if (!parsed) return <NotFoundPage />;
    return (
      <StaffOnly>
        <ClubRacingMembersPage clubId={parsed.clubId} filter={filter} />
      </StaffOnly>
    );
  },
});

const memberRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clenove/$id/$activeTab',
  component: function Member(): ReactNode {
    const { id, activeTab } = memberRoute.useParams();
    const parsed = ids({ id });
    const tab = MEMBER_TABS_BUILT.find((value) => value === activeTab);
    if (!parsed || !tab) return <NotFoundPage />;
    return <MemberDetailPage id={parsed.id} tab={tab} />;
  },
});

const OwnProfilePage = lazyRouteComponent(() => import('../features/members/routes/own-profile-pages'), 'OwnProfilePage');

const ownProfileGeneralRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clen/obecne-informace',
  component: () => <OwnProfilePage section="obecne-informace" />,
});

const ownProfileRolesRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clen/role-v-usecich',
  component: () => <OwnProfilePage section="role-v-usecich" />,
});

const ownProfileHistoryRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clen/klubova-historie',
  component: () => <OwnProfilePage section="klubova-historie" />,
});

const ownProfileSettingsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/clen/nastaveni-profilu',
  component: () => <OwnProfilePage section="nastaveni-profilu" />,
});

// Data cleanup (Admin): the hub, its worklists and the nicknames codebook.
const CleanupPage = lazyRouteComponent(() => import('../features/cleanup/routes/cleanup-page'), 'CleanupPage');
const BirthNumbersPage = lazyRouteComponent(() => import('../features/cleanup/routes/birth-numbers-page'), 'BirthNumbersPage');
const UnresolvedAddressesPage = lazyRouteComponent(
  () => import('../features/cleanup/routes/unresolved-addresses-page'),
  'UnresolvedAddressesPage',
);
const DuplicatesPage = lazyRouteComponent(() => import('../features/cleanup/routes/duplicates-page'), 'DuplicatesPage');
const CleanupSuggestionsPage = lazyRouteComponent(() => import('../features/cleanup/routes/pairing-suggestions-page'), 'PairingSuggestionsPage');
const FisPairingPage = lazyRouteComponent(() => import('../features/cleanup/routes/fis-pairing-page'), 'FisPairingPage');
const NicknamesPage = lazyRouteComponent(() => import('../features/codebooks/routes/nickname-pages'), 'NicknamesPage');
const NicknameNewPage = lazyRouteComponent(() => import('../features/codebooks/routes/nickname-pages'), 'NicknameNewPage');
const NicknameEditPage = lazyRouteComponent(() => import('../features/codebooks/routes/nickname-pages'), 'NicknameEditPage');

function CleanupOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  return me.data?.actions.canCleanData ? children : <Restricted reason="forbidden" />;
}

const cleanupRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat',
  component: () => (
    <CleanupOnly>
      <CleanupPage />
    </CleanupOnly>
  ),
});

const nicknamesRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat/prezdivky',
  component: () => (
    <CleanupOnly>
      <NicknamesPage />
    </CleanupOnly>
  ),
});

const nicknameNewRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat/prezdivky/new',
  component: () => (
    <CleanupOnly>
      <NicknameNewPage />
    </CleanupOnly>
  ),
});

const nicknameEditRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat/prezdivky/$id',
  component: function NicknameEdit(): ReactNode {
    const parsed = ids({ id: nicknameEditRoute.useParams().id });
    if (!parsed) return <NotFoundPage />;
    return (
      <CleanupOnly>
        <NicknameEditPage id={parsed.id} />
      </CleanupOnly>
    );
  },
});

const birthNumbersRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat/validace-rodnych-cisel',
  component: () => (
    <CleanupOnly>
      <BirthNumbersPage />
    </CleanupOnly>
  ),
});

const unresolvedAddressesRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat/nezname-adresy',
  component: () => (
    <CleanupOnly>
      <UnresolvedAddressesPage />
    </CleanupOnly>
  ),
});

const duplicatesRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat/duplicity',
  component: () => (
    <CleanupOnly>
      <DuplicatesPage />
    </CleanupOnly>
  ),
});

const cleanupSuggestionsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat/navrhy-na-parovani',
  component: () => (
    <CleanupOnly>
      <CleanupSuggestionsPage />
    </CleanupOnly>
  ),
});

const fisPairingRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/cisteni-dat/fis-parovani',
  component: () => (
    <CleanupOnly>
      <FisPairingPage />
    </CleanupOnly>
  ),
});

// Racing events (issue 14): the private pages, the publication list, timekeeping companies
// and the public calendar. Every page loads lazily from its own module.
const EventsPage = lazyRouteComponent(() => import('../features/racing-events/routes/events-page'), 'EventsPage');
const EventNewPage = lazyRouteComponent(() => import('../features/racing-events/routes/event-form-pages'), 'EventNewPage');
const EventEditPage = lazyRouteComponent(() => import('../features/racing-events/routes/event-form-pages'), 'EventEditPage');
const RacesEditPage = lazyRouteComponent(() => import('../features/racing-events/routes/event-form-pages'), 'RacesEditPage');
const EventDetailPage = lazyRouteComponent(() => import('../features/racing-events/routes/event-detail-page'), 'EventDetailPage');
const ClubEntryPage = lazyRouteComponent(() => import('../features/racing-events/routes/club-entry-page'), 'ClubEntryPage');
const MemberEntryPage = lazyRouteComponent(() => import('../features/racing-events/routes/entry-forms-pages'), 'MemberEntryPage');
const NonMemberEntryPage = lazyRouteComponent(() => import('../features/racing-events/routes/entry-forms-pages'), 'NonMemberEntryPage');
const EntriesManagementPage = lazyRouteComponent(
  () => import('../features/racing-events/routes/entries-management-page'),
  'EntriesManagementPage',
);
const PublicationPage = lazyRouteComponent(() => import('../features/racing-events/routes/publication-page'), 'PublicationPage');
const PublicCalendarPage = lazyRouteComponent(() => import('../features/racing-events/routes/public-calendar-page'), 'PublicCalendarPage');
const PublicEventPage = lazyRouteComponent(() => import('../features/racing-events/routes/public-event-pages'), 'PublicEventPage');
const TimekeepersPage = lazyRouteComponent(() => import('../features/timekeepers/routes/timekeeper-pages'), 'TimekeepersPage');
const TimekeeperNewPage = lazyRouteComponent(() => import('../features/timekeepers/routes/timekeeper-pages'), 'TimekeeperNewPage');
const TimekeeperDetailPage = lazyRouteComponent(() => import('../features/timekeepers/routes/timekeeper-pages'), 'TimekeeperDetailPage');
const TimekeeperEditPage = lazyRouteComponent(() => import('../features/timekeepers/routes/timekeeper-pages'), 'TimekeeperEditPage');
const TimekeeperDocsPage = lazyRouteComponent(() => import('../features/timekeepers/routes/timekeeper-docs-page'), 'TimekeeperDocsPage');

// Results (issue 15): a result race's pages, the results work of an event and its pairing
// suggestions; each page loads lazily from its own module.
const ResultRacePage = lazyRouteComponent(() => import('../features/results/routes/result-race-pages'), 'ResultRacePage');
const WorkRacePage = lazyRouteComponent(() => import('../features/results/routes/result-race-pages'), 'WorkRacePage');
const ResultsWorkPage = lazyRouteComponent(() => import('../features/results/routes/results-work-page'), 'ResultsWorkPage');
const ResultRacesEditPage = lazyRouteComponent(() => import('../features/results/routes/result-races-edit-page'), 'ResultRacesEditPage');
const EventSuggestionsPage = lazyRouteComponent(() => import('../features/results/routes/pairing-suggestions-pages'), 'EventSuggestionsPage');
const RaceSuggestionsPage = lazyRouteComponent(() => import('../features/results/routes/pairing-suggestions-pages'), 'RaceSuggestionsPage');
const BulkUploadPage = lazyRouteComponent(() => import('../features/results/routes/bulk-upload-page'), 'BulkUploadPage');

function EventsOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  return me.data?.actions.canListEvents ? children : <Restricted reason="forbidden" />;
}

function TimekeepersOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  return me.data?.actions.canListTimekeepers ? children : <Restricted reason="forbidden" />;
}

/** A query parameter kept as text (spec §5: optional strings). */
function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
}

const eventsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody',
  validateSearch: (search: Record<string, unknown>): { filter: string | undefined } => ({ filter: searchText(search.filter) }),
  component: function Events(): ReactNode {
    const { filter } = eventsRoute.useSearch();
    return (
      <EventsOnly>
        <EventsPage filterText={filter} />
      </EventsOnly>
    );
  },
});

const eventNewRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/nova-udalost',
  component: function EventNew(): ReactNode {
    const me = useMe();
    return me.data?.actions.canCreateEvents ? <EventNewPage /> : <Restricted reason="forbidden" />;
  },
});

/** An event page of `/evidence/zavody/{id}/…`: the id must be an integer (else the 404 page). */
function eventPage(id: string, page: (id: number) => ReactNode): ReactNode {
  const parsed = ids({ id });
  return parsed ? <EventsOnly>{page(parsed.id)}</EventsOnly> : <NotFoundPage />;
}

const eventEditRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/editace-udalosti',
  component: function EventEdit(): ReactNode {
    return eventPage(eventEditRoute.useParams().id, (id) => <EventEditPage id={id} />);
  },
});

const raceEditRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/editace-zavodu',
  component: function RaceEdit(): ReactNode {
    return eventPage(raceEditRoute.useParams().id, (id) => <RacesEditPage id={id} />);
  },
});

const entryClubRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/prihlaska/klub',
  component: function EntryClub(): ReactNode {
    return eventPage(entryClubRoute.useParams().id, (id) => <ClubEntryPage id={id} />);
  },
});

const entryMemberRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/prihlaska/clen',
  component: function EntryMember(): ReactNode {
    return eventPage(entryMemberRoute.useParams().id, (id) => <MemberEntryPage id={id} />);
  },
});

const entryNonMemberRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/prihlaska/neclen',
  component: function EntryNonMember(): ReactNode {
    return eventPage(entryNonMemberRoute.useParams().id, (id) => <NonMemberEntryPage id={id} />);
  },
});

const entriesRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/sprava-prihlasek',
  component: function Entries(): ReactNode {
    return eventPage(entriesRoute.useParams().id, (id) => <EntriesManagementPage id={id} />);
  },
});

const eventRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/$activeTab',
  component: function Event(): ReactNode {
    const { id, activeTab } = eventRoute.useParams();
    const tab = EVENT_TABS.find((value) => value === activeTab);
    if (!tab) return <NotFoundPage />;
    return eventPage(id, (parsed) => <EventDetailPage id={parsed} tab={tab} />);
  },
});

/** A page of one result race of an event: both ids must be integers (else the 404 page). */
function resultRacePage(raw: { id: string; resultRaceId: string }, page: (parsed: { id: number; resultRaceId: number }) => ReactNode): ReactNode {
  const parsed = ids({ id: raw.id, resultRaceId: raw.resultRaceId });
  return parsed ? <EventsOnly>{page(parsed)}</EventsOnly> : <NotFoundPage />;
}

const resultRaceRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/vysledky/$resultRaceId/$activeTab',
  component: function ResultRace(): ReactNode {
    const params = resultRaceRoute.useParams();
    const tab = RESULT_RACE_TABS.find((value) => value === params.activeTab);
    if (!tab) return <NotFoundPage />;
    return resultRacePage(params, (parsed) => <ResultRacePage eventId={parsed.id} resultRaceId={parsed.resultRaceId} tab={tab} />);
  },
});

const resultsWorkRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/tvorba-vysledku',
  component: function ResultsWork(): ReactNode {
    return eventPage(resultsWorkRoute.useParams().id, (id) => <ResultsWorkPage id={id} />);
  },
});

const resultsWorkSuggestionsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/tvorba-vysledku/navrhy-na-parovani',
  component: function ResultsWorkSuggestions(): ReactNode {
    return eventPage(resultsWorkSuggestionsRoute.useParams().id, (id) => <EventSuggestionsPage id={id} />);
  },
});

const resultRacesEditRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/tvorba-vysledku/uprava-vysledkovych-zavodu',
  component: function ResultRacesEdit(): ReactNode {
    return eventPage(resultRacesEditRoute.useParams().id, (id) => <ResultRacesEditPage id={id} />);
  },
});

const workRaceRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/tvorba-vysledku/$resultRaceId/$activeTab',
  component: function WorkRace(): ReactNode {
    const params = workRaceRoute.useParams();
    const tab = WORK_RACE_TABS.find((value) => value === params.activeTab);
    if (!tab) return <NotFoundPage />;
    return resultRacePage(params, (parsed) => <WorkRacePage eventId={parsed.id} resultRaceId={parsed.resultRaceId} tab={tab} />);
  },
});

const workRaceSuggestionsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/$id/tvorba-vysledku/$resultRaceId/navrhy-na-parovani',
  component: function WorkRaceSuggestions(): ReactNode {
    return resultRacePage(workRaceSuggestionsRoute.useParams(), (parsed) => (
      <RaceSuggestionsPage eventId={parsed.id} resultRaceId={parsed.resultRaceId} />
    ));
  },
});

// Who may upload to which event is the server's answer per file (matchResultFile).
const bulkResultsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody/hromadne-nahrani-vysledku',
  component: () => (
    <EventsOnly>
      <BulkUploadPage />
    </EventsOnly>
  ),
});

const eventsToPublishRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zavody-k-publikaci',
  component: function EventsToPublish(): ReactNode {
    const me = useMe();
    return me.data?.actions.canPublishEvents || me.data?.actions.canSuggestEvents ? <PublicationPage /> : <Restricted reason="forbidden" />;
  },
});

const timekeepersRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/casomiry',
  component: () => (
    <TimekeepersOnly>
      <TimekeepersPage />
    </TimekeepersOnly>
  ),
});

const timekeeperNewRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/casomiry/nova',
  component: function TimekeeperNew(): ReactNode {
    const me = useMe();
    return me.data?.actions.canCreateTimekeepers ? <TimekeeperNewPage /> : <Restricted reason="forbidden" />;
  },
});

/** A page of `/evidence/casomiry/{id}…`. */
function timekeeperPage(id: string, page: (id: number) => ReactNode): ReactNode {
  const parsed = ids({ id });
  return parsed ? <TimekeepersOnly>{page(parsed.id)}</TimekeepersOnly> : <NotFoundPage />;
}

const timekeeperRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/casomiry/$id',
  component: function Timekeeper(): ReactNode {
    return timekeeperPage(timekeeperRoute.useParams().id, (id) => <TimekeeperDetailPage id={id} />);
  },
});

const timekeeperEditRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/casomiry/$id/editace',
  component: function TimekeeperEdit(): ReactNode {
    return timekeeperPage(timekeeperEditRoute.useParams().id, (id) => <TimekeeperEditPage id={id} />);
  },
});

const timekeeperDocsRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/casomiry/$id/dokumentace',
  component: function TimekeeperDocs(): ReactNode {
    return timekeeperPage(timekeeperDocsRoute.useParams().id, (id) => <TimekeeperDocsPage id={id} />);
  },
});

const calendarRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/kalendar-a-vysledky',
  validateSearch: (search: Record<string, unknown>): { department?: string; month?: string; region?: string; category?: string } => {
    const result: { department?: string; month?: string; region?: string; category?: string } = {};
    for (const name of ['department', 'month', 'region', 'category'] as const) {
      const value = searchText(search[name]);
      if (value !== undefined) result[name] = value;
    }
    return result;
  },
  component: function Calendar(): ReactNode {
    return <PublicCalendarPage search={calendarRoute.useSearch()} />;
  },
});

const calendarEventInfoRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/kalendar-a-vysledky/$id/informace-o-zavode',
  component: function CalendarEventInfo(): ReactNode {
    const parsed = ids({ id: calendarEventInfoRoute.useParams().id });
    return parsed ? <PublicEventPage id={parsed.id} tab="informace-o-zavode" /> : <NotFoundPage />;
  },
});

const calendarEventEntriesRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/kalendar-a-vysledky/$id/seznam-prihlasenych',
  component: function CalendarEventEntries(): ReactNode {
    const parsed = ids({ id: calendarEventEntriesRoute.useParams().id });
    return parsed ? <PublicEventPage id={parsed.id} tab="seznam-prihlasenych" /> : <NotFoundPage />;
  },
});

const calendarEventResultsRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/kalendar-a-vysledky/$id/vysledky',
  component: function CalendarEventResults(): ReactNode {
    const parsed = ids({ id: calendarEventResultsRoute.useParams().id });
    return parsed ? <PublicEventPage id={parsed.id} tab="vysledky" /> : <NotFoundPage />;
  },
});

const changePasswordRoute = createRoute({
  getParentRoute: () => evidenceRoute,
  path: '/zmena-hesla',
  component: ChangePasswordPage,
});

const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([
    homeRoute,
    loginRoute,
    forgottenPasswordRoute,
    renewPasswordRoute,
    publicClubsRoute,
    publicClubRoute,
    publicMembersRoute,
    publicMemberRoute,
    clubRegistrationRoute,
    clubRegistrationSentRoute,
    calendarRoute,
    calendarEventInfoRoute,
    calendarEventEntriesRoute,
    calendarEventResultsRoute,
  ]),
  evidenceRoute.addChildren([
    evidenceIndexRoute,
    membersRoute,
    memberNewRoute,
    memberImportRoute,
    memberEditRoute,
    memberRoute,
    memberCardRoute,
    memberPrintRoute,
    clubsRoute,
    clubNewRoute,
    clubEditRoute,
    clubRoute,
    clubRacingMembersRoute,
    clubContactNewRoute,
    clubContactRoute,
    clubRequestsRoute,
    userNewRoute,
    ownProfileGeneralRoute,
    ownProfileRolesRoute,
    ownProfileHistoryRoute,
    ownProfileSettingsRoute,
    codebooksRoute,
    cleanupRoute,
    nicknamesRoute,
    nicknameNewRoute,
    nicknameEditRoute,
    birthNumbersRoute,
    unresolvedAddressesRoute,
    duplicatesRoute,
    cleanupSuggestionsRoute,
    fisPairingRoute,
    changePasswordRoute,
    eventsRoute,
    eventNewRoute,
    eventEditRoute,
    raceEditRoute,
    entryClubRoute,
    entryMemberRoute,
    entryNonMemberRoute,
    entriesRoute,
    eventRoute,
    resultRaceRoute,
    resultsWorkRoute,
    resultsWorkSuggestionsRoute,
    resultRacesEditRoute,
    workRaceRoute,
    workRaceSuggestionsRoute,
    bulkResultsRoute,
    eventsToPublishRoute,
    timekeepersRoute,
    timekeeperNewRoute,
    timekeeperRoute,
    timekeeperEditRoute,
    timekeeperDocsRoute,
  ]),
]);

export const router = createRouter({ routeTree, defaultNotFoundComponent: NotFoundInLayout });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
