import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { FlashHost } from '../../components/ui/flash-host';
import { ModalHost } from '../../components/ui/modal-host';
import { Restricted } from '../../components/ui/restricted';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { LogoutButton, landingPath, useMe, useSwitchIdentity } from '../../features/auth';
import type { IdentityType } from '../../gql/graphql';
import { t, tf } from '../../lib/i18n';

const IDENTITY_LABELS: Record<string, string> = {
  ADMIN: t('identity.ADMIN'),
  PERSON: t('identity.PERSON'),
  TEAM: t('identity.TEAM'),
  AREA: t('identity.AREA'),
  SECTION: t('identity.SECTION'),
  TIMEKEEPER: t('identity.TIMEKEEPER'),
};

function identityLabel(identity: { identityType: string; name?: string | null }): string {
  const kind = IDENTITY_LABELS[identity.identityType] ?? identity.identityType;
  return identity.name ? tf('identity.withName', { kind, name: identity.name }) : kind;
}

/** Private zone /evidence/*: menu by the active identity's permissions, user menu, identity switcher. */
export function PrivateLayout() {
  const me = useMe();
  const switchIdentity = useSwitchIdentity();
  const navigate = useNavigate();
  const account = me.data?.account;
  const active = me.data?.activeIdentity;
  const actions = me.data?.actions;

  let body = <Outlet />;
  if (me.isPending) body = <p>{t('ui.loading')}</p>;
  else if (me.isError) body = <Restricted reason="error" />;
  else if (!account) body = <Restricted reason="login" />;

  return (
    <div className="page">
      <header className="site-header private">
        <Link to="/" className="brand">
          <span className="brand-mark">{t('app.name')}</span>
          <span className="brand-text">{t('evidence.title')}</span>
        </Link>
        {account && active && actions && (
          <nav aria-label={t('evidence.title')} className="main-nav">
            {actions.canListMembers && <Link to="/evidence/clenove">{t('nav.members')}</Link>}
            {actions.hasOwnProfile && <Link to="/evidence/clen/obecne-informace">{t('nav.ownProfile')}</Link>}
            {actions.canListClubs && <Link to="/evidence/kluby">{t('nav.clubs')}</Link>}
            {actions.canReadClubRequests && <Link to="/evidence/zadosti-o-zalozeni-klubu">{t('nav.clubRequests')}</Link>}
            {actions.canInviteUsers && <Link to="/evidence/uzivatele/novy">{t('nav.inviteUser')}</Link>}
            {actions.canManageCodebooks && (
              <Link to="/evidence/ciselniky/$" params={{ _splat: '' }}>
                {t('nav.codebooks')}
              </Link>
            )}
            {actions.canListEvents && (
              <Link to="/evidence/zavody" search={{ filter: undefined }}>
                {t('nav.events')}
              </Link>
            )}
            {actions.canPublishEvents && <Link to="/evidence/zavody-k-publikaci">{t('nav.eventsToPublish')}</Link>}
            {actions.canListOrders && (
              <Link to="/evidence/objednavky-a-platby" search={{ tab: undefined }}>
                {t('nav.payments')}
              </Link>
            )}
            {actions.canListTransfers && <Link to="/evidence/prestupy-a-hostovani">{t('nav.transfers')}</Link>}
            {actions.canListRoles && <Link to="/evidence/role-v-useku">{t('nav.roles')}</Link>}
            {actions.canListSportCenters && <Link to="/evidence/stm-reprezentace">{t('nav.sportCenters')}</Link>}
            {actions.canListTimekeepers && <Link to="/evidence/casomiry">{t('nav.timekeepers')}</Link>}
            {actions.canCleanData && <Link to="/evidence/cisteni-dat">{t('nav.cleanup')}</Link>}
          </nav>
        )}
        <div className="user-menu">
          <ThemeToggle />
          {account && active ? (
            <>
              <label className="identity-switcher">
                <span className="visually-hidden">{t('user.activeIdentity')}</span>
                <select
                  value={`${active.identityType}:${active.identityId}`}
                  onChange={(event) => {
                    const [identityType, identityId] = event.target.value.split(':');
                    void switchIdentity
                      .mutateAsync({ identityType: identityType as IdentityType, identityId: Number(identityId) })
                      .then((result) => navigate({ to: landingPath(result.activeIdentity.landingPage) }));
                  }}
                >
                  {me.data?.identities.map((identity) => (
                    <option key={`${identity.identityType}:${identity.identityId}`} value={`${identity.identityType}:${identity.identityId}`}>
                      {identityLabel(identity)}
                    </option>
                  ))}
                </select>
              </label>
              <span className="user-name">
                {account.firstName} {account.lastName}
              </span>
              <Link to="/evidence/zmena-hesla">{t('nav.changePassword')}</Link>
              <LogoutButton />
            </>
          ) : (
            <span className="user-name">{t('user.notLoggedIn')}</span>
          )}
        </div>
      </header>
      <FlashHost />
      <ModalHost />
      <main className="content wide" id="obsah">
        {body}
      </main>
    </div>
  );
}
