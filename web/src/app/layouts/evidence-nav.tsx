// The evidence menu by the active identity's permissions (spec §2): the pages clerks open every
// day stay in the bar, the rest wait under "Další" so that the bar keeps to one line.
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { type ZoneActions, useMe } from '../../features/auth';
import { ReleaseNotesNavLink, UnreadBadge, useUnreadReleaseNotes } from '../../features/feedback';
import { RankingsNavLink } from '../../features/rankings';
import { t } from '../../lib/i18n';

interface NavItem {
  key: string;
  /** In the bar itself, not under "Další". */
  primary: boolean;
  link: ReactNode;
  /** News waiting behind the link (unread release notes): "Další" shows them too. */
  news?: number;
}

function navItems(actions: ZoneActions, unreadReleaseNotes: number, admin: boolean): NavItem[] {
  const items: (NavItem | false)[] = [
    // What waits for the identity: every logged-in identity has an overview.
    { key: 'overview', primary: true, link: <Link to="/evidence/prehled">{t('nav.overview')}</Link> },
    actions.canListMembers && { key: 'members', primary: true, link: <Link to="/evidence/clenove">{t('nav.members')}</Link> },
    actions.hasOwnProfile && { key: 'profile', primary: true, link: <Link to="/evidence/clen/obecne-informace">{t('nav.ownProfile')}</Link> },
    actions.hasOwnProfile && { key: 'races', primary: true, link: <Link to="/evidence/clen/moje-zavody">{t('nav.ownRaces')}</Link> },
    actions.canListClubs && { key: 'clubs', primary: true, link: <Link to="/evidence/kluby">{t('nav.clubs')}</Link> },
    actions.canListEvents && {
      key: 'events',
      primary: true,
      link: (
        <Link to="/evidence/zavody" search={{ filter: undefined }}>
          {t('nav.events')}
        </Link>
      ),
    },
    actions.canListOrders && {
      key: 'payments',
      primary: true,
      link: (
        <Link to="/evidence/objednavky-a-platby" search={{ tab: undefined }}>
          {t('nav.payments')}
        </Link>
      ),
    },
    actions.canListTransfers && { key: 'transfers', primary: true, link: <Link to="/evidence/prestupy-a-hostovani">{t('nav.transfers')}</Link> },
    actions.canReadClubRequests && { key: 'clubRequests', primary: false, link: <Link to="/evidence/zadosti-o-zalozeni-klubu">{t('nav.clubRequests')}</Link> },
    actions.canReadClubRequests && { key: 'branchRequests', primary: false, link: <Link to="/evidence/zadosti-pobocnych-spolku">{t('nav.branchRequests')}</Link> },
    actions.canPublishEvents && { key: 'eventsToPublish', primary: false, link: <Link to="/evidence/zavody-k-publikaci">{t('nav.eventsToPublish')}</Link> },
    actions.canListRoles && { key: 'roles', primary: false, link: <Link to="/evidence/role-v-useku">{t('nav.roles')}</Link> },
    actions.canListSportCenters && { key: 'sportCenters', primary: false, link: <Link to="/evidence/stm-reprezentace">{t('nav.sportCenters')}</Link> },
    actions.canReadStatistics && {
      key: 'statistics',
      primary: false,
      link: (
        <Link to="/evidence/statistiky/$activeTab" params={{ activeTab: 'kluby' }}>
          {t('nav.statistics')}
        </Link>
      ),
    },
    // Every logged-in identity reads the published rankings.
    { key: 'rankings', primary: false, link: <RankingsNavLink /> },
    actions.canListTimekeepers && { key: 'timekeepers', primary: false, link: <Link to="/evidence/casomiry">{t('nav.timekeepers')}</Link> },
    actions.canListUsers && { key: 'users', primary: false, link: <Link to="/evidence/uzivatele">{t('nav.users')}</Link> },
    !actions.canListUsers && actions.canInviteUsers && { key: 'inviteUser', primary: false, link: <Link to="/evidence/uzivatele/novy">{t('nav.inviteUser')}</Link> },
    actions.canManageCodebooks && {
      key: 'codebooks',
      primary: false,
      link: (
        <Link to="/evidence/ciselniky/$" params={{ _splat: '' }}>
          {t('nav.codebooks')}
        </Link>
      ),
    },
    actions.canCleanData && { key: 'cleanup', primary: false, link: <Link to="/evidence/cisteni-dat">{t('nav.cleanup')}</Link> },
    // The web's articles and pages are Admin's (the policy's `check_content_manage`).
    admin && { key: 'content', primary: false, link: <Link to="/evidence/obsah/clanky">{t('nav.content')}</Link> },
    // Every logged-in identity reports problems and reads what is new.
    { key: 'feedback', primary: false, link: <Link to="/evidence/zpetna-vazba">{t('nav.feedback')}</Link> },
    { key: 'releaseNotes', primary: false, link: <ReleaseNotesNavLink unread={unreadReleaseNotes} />, news: unreadReleaseNotes },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** The bar of the evidence; a single page left over is shown in it rather than under "Další". */
export function EvidenceNav({ actions }: { actions: ZoneActions }) {
  const unread = useUnreadReleaseNotes().data ?? 0;
  const admin = useMe().data?.activeIdentity.identityType === 'ADMIN';
  const items = navItems(actions, unread, admin);
  const rest = items.filter((item) => !item.primary);
  const inBar = rest.length > 1 ? items.filter((item) => item.primary) : items;
  const news = rest.reduce((sum, item) => sum + (item.news ?? 0), 0);
  return (
    <nav aria-label={t('evidence.title')} className="main-nav evidence-nav">
      {inBar.map((item) => (
        <Fragment key={item.key}>{item.link}</Fragment>
      ))}
      {rest.length > 1 && (
        <DisclosureMenu label={t('nav.more')} className="nav-more" badge={news > 0 ? <UnreadBadge count={news} label={t('nav.moreUnread')} /> : undefined}>
          {rest.map((item) => (
            <li key={item.key}>{item.link}</li>
          ))}
        </DisclosureMenu>
      )}
    </nav>
  );
}
