// The members feature's pages: the public members list and member pages, and in the evidence
// the members grid, a member's record, card and print, the new-member form and the member's
// own profile. Each page loads lazily from its own module.
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { withIds } from '../../lib/route-pages';
import { parseBoolean, parseIds } from '../../lib/route-params';
import { MEMBER_TABS_BUILT, PUBLIC_MEMBER_TABS_BUILT } from '../../lib/route-tabs';
import { Allowed } from '../auth';
import { type MemberSearch, parseMemberSearch } from './member-search';

const PublicMembersPage = lazyRouteComponent(() => import('./routes/public-member-pages'), 'PublicMembersPage');
const PublicMemberPage = lazyRouteComponent(() => import('./routes/public-member-pages'), 'PublicMemberPage');
// The grid (AG Grid) loads only when a members page opens.
const MembersPage = lazyRouteComponent(() => import('./routes/members-page'), 'MembersPage');
const MemberDetailPage = lazyRouteComponent(() => import('./routes/member-pages'), 'MemberDetailPage');
const MemberNewPage = lazyRouteComponent(() => import('./routes/member-pages'), 'MemberNewPage');
const MemberEditPage = lazyRouteComponent(() => import('./routes/member-pages'), 'MemberEditPage');
const MemberCardPage = lazyRouteComponent(() => import('./routes/member-card-page'), 'MemberCardPage');
const MemberPrintPage = lazyRouteComponent(() => import('./routes/member-print-page'), 'MemberPrintPage');
const OwnProfilePage = lazyRouteComponent(() => import('./routes/own-profile-pages'), 'OwnProfilePage');

export function memberRoutes(zones: Zones) {
  const publicMembers = createRoute({ getParentRoute: () => zones.public, path: '/clenove', component: PublicMembersPage });

  const publicMember = createRoute({
    getParentRoute: () => zones.public,
    path: '/clenove/$id/$slug/{-$tab}',
    component: function PublicMember(): ReactNode {
      const { id, slug, tab } = publicMember.useParams();
      const parsed = parseIds({ id });
      const built = tab === undefined || PUBLIC_MEMBER_TABS_BUILT.some((value) => value === tab);
      if (!parsed || !built) return <NotFoundPage />;
      return <PublicMemberPage id={parsed.id} slug={slug} tab={tab === 'media' || tab === 'vysledky' ? tab : 'informace'} />;
    },
  });

  const members = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/clenove',
    validateSearch: (search: Record<string, unknown>): MemberSearch => parseMemberSearch(search),
    component: function Members(): ReactNode {
      const search = members.useSearch();
      const navigate = useNavigate();
      return (
        <Allowed when={(actions) => actions.canListMembers}>
          <MembersPage search={search} onSearch={(next: MemberSearch) => void navigate({ to: '/evidence/clenove', search: next, replace: true })} />
        </Allowed>
      );
    },
  });

  const memberNew = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/clenove/novy',
    validateSearch: (search: Record<string, unknown>): { clubOption: string | undefined } => ({
      clubOption: typeof search.clubOption === 'string' || typeof search.clubOption === 'number' ? String(search.clubOption) : undefined,
    }),
    component: function MemberNew(): ReactNode {
      const { clubOption } = memberNew.useSearch();
      return (
        <Allowed when={(actions) => actions.canListClubs}>
          <MemberNewPage clubOption={clubOption} />
        </Allowed>
      );
    },
  });

  const memberEdit = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/clenove/$id/editace',
    component: function MemberEdit(): ReactNode {
      return withIds({ id: memberEdit.useParams().id }, ({ id }) => <MemberEditPage id={id} />);
    },
  });

  const memberCard = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/clenove/$id/karta',
    component: function MemberCard(): ReactNode {
      return withIds({ id: memberCard.useParams().id }, ({ id }) => <MemberCardPage id={id} />);
    },
  });

  const memberPrint = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/clenove/$id/tisk',
    validateSearch: (search: Record<string, unknown>): { generate_pdf: boolean } => ({
      generate_pdf:
        search.generate_pdf === true ||
        parseBoolean(typeof search.generate_pdf === 'string' || typeof search.generate_pdf === 'number' ? String(search.generate_pdf) : null),
    }),
    component: function MemberPrint(): ReactNode {
      const { generate_pdf: generatePdf } = memberPrint.useSearch();
      return withIds({ id: memberPrint.useParams().id }, ({ id }) => <MemberPrintPage id={id} generatePdf={generatePdf} />);
    },
  });

  const member = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/clenove/$id/$activeTab',
    component: function Member(): ReactNode {
      const { id, activeTab } = member.useParams();
      const tab = MEMBER_TABS_BUILT.find((value) => value === activeTab);
      if (!tab) return <NotFoundPage />;
      return withIds({ id }, (parsed) => <MemberDetailPage id={parsed.id} tab={tab} />);
    },
  });

  // The member's own profile (a Person): four sections of one page.
  const ownGeneral = createRoute({ getParentRoute: () => zones.evidence, path: '/clen/obecne-informace', component: () => <OwnProfilePage section="obecne-informace" /> });
  const ownRaces = createRoute({ getParentRoute: () => zones.evidence, path: '/clen/moje-zavody', component: () => <OwnProfilePage section="moje-zavody" /> });
  const ownRoles = createRoute({ getParentRoute: () => zones.evidence, path: '/clen/role-v-usecich', component: () => <OwnProfilePage section="role-v-usecich" /> });
  const ownHistory = createRoute({ getParentRoute: () => zones.evidence, path: '/clen/klubova-historie', component: () => <OwnProfilePage section="klubova-historie" /> });
  const ownSettings = createRoute({ getParentRoute: () => zones.evidence, path: '/clen/nastaveni-profilu', component: () => <OwnProfilePage section="nastaveni-profilu" /> });

  return {
    public: [publicMembers, publicMember] as const,
    evidence: [
      members,
      memberNew,
      memberEdit,
      memberCard,
      memberPrint,
      member,
      ownGeneral,
      ownRaces,
      ownRoles,
      ownHistory,
      ownSettings,
    ] as const,
  };
}
