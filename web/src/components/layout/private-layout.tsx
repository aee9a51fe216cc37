import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { useMe } from '../../features/auth/api/me';
import { useSwitchIdentity } from '../../features/auth/api/switch-identity';
import { canListClubs, canListMembers, canManageCodebooks, canReadClubRequests, landingPath } from '../../features/auth/landing';
import type { IdentityType } from '../../gql/graphql';
import { t } from '../../lib/i18n';
import { FlashHost } from '../ui/flash-host';
import { ModalHost } from '../ui/modal-host';
import { ThemeToggle } from '../ui/theme-toggle';

const IDENTITY_LABELS: Record<string, string> = {
  ADMIN: 'Administrátor',
  PERSON: 'Člen',
  TEAM: 'Klub',
  AREA: 'Kraj',
  SECTION: 'Úsek',
  TIMEKEEPER: 'Časomíra',
};

function identityLabel(identity: { identityType: string; name?: string | null }): string {
  const kind = IDENTITY_LABELS[identity.identityType] ?? identity.identityType;
  return identity.name ? `${kind}: ${identity.name}` : kind;
}

/** The restricted page of spec §8. */
export function Restricted({ reason }: { reason: 'login' | 'forbidden' | 'error' }) {
  const location = useLocation();
  const text =
    reason === 'login' ? t('restricted.loginRequired') : reason === 'forbidden' ? t('restricted.forbidden') : t('restricted.unknown');
  return (
    <section className="card narrow">
      <h1>{text}</h1>
      {reason === 'login' && (
        <p>
          <Link to="/prihlaseni" search={{ redirect: location.pathname }} className="button">
            {t('login.submit')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Private zone /evidence/*: menu by the active identity's permissions, user menu, identity switcher. */
export function PrivateLayout() {
  const me = useMe();
  const switchIdentity = useSwitchIdentity();
  const navigate = useNavigate();
  const account = me.data?.account;
  const active = me.data?.activeIdentity;

  let body = <Outlet />;
  if (me.isPending) body = <p>Načítám...</p>;
  else if (me.isError) body = <Restricted reason="error" />;
  else if (!account) body = <Restricted reason="login" />;

  return (
    <div className="page">
      <header className="site-header private">
        <Link to="/" className="brand">
          <span className="brand-mark">{t('app.name')}</span>
          <span className="brand-text">Evidence</span>
        </Link>
        {account && active && (
          <nav aria-label="Evidence" className="main-nav">
            {canListMembers(active.identityType) && <Link to="/evidence/clenove">Členové</Link>}
            {active.identityType === 'PERSON' && <Link to="/evidence/clen/obecne-informace">Můj profil</Link>}
            {canListClubs(active.identityType) && <Link to="/evidence/kluby">Kluby</Link>}
            {canReadClubRequests(active.identityType) && <Link to="/evidence/zadosti-o-zalozeni-klubu">Žádosti klubů</Link>}
            {canManageCodebooks(active.identityType) && <Link to="/evidence/uzivatele/novy">Pozvat uživatele</Link>}
            {canManageCodebooks(active.identityType) && (
              <Link to="/evidence/ciselniky/$" params={{ _splat: '' }}>
                Číselníky
              </Link>
            )}
          </nav>
        )}
        <div className="user-menu">
          <ThemeToggle />
          {account && active ? (
            <>
              <label className="identity-switcher">
                <span className="visually-hidden">Aktivní role</span>
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
              <Link to="/evidence/zmena-hesla">Změna hesla</Link>
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
