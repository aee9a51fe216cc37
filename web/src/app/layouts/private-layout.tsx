import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FlashHost } from '../../components/ui/flash-host';
import { ModalHost } from '../../components/ui/modal-host';
import { SkipLink } from '../../components/ui/skip-link';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { LogoutButton, Restricted, identityKey, identityLabel, landingPath, useMe, useSwitchIdentity } from '../../features/auth';
import { ReportProblemLink } from '../../features/feedback';
import { t } from '../../lib/i18n';
import { GlobalSearch } from '../../features/workspace';
import { EvidenceNav } from './evidence-nav';

/** Private zone /evidence/*: menu by the active identity's permissions, user menu, identity
 * switcher, and a footer asking for reports. Two rows from tablets up (brand, search and user menu; then the menu), and on phones
 * one row whose "Menu" button opens the rest. */
export function PrivateLayout() {
  const me = useMe();
  const switchIdentity = useSwitchIdentity();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The phone menu is open on the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const panelId = useId();
  const account = me.data?.account;
  const active = me.data?.activeIdentity;
  const actions = me.data?.actions;

  let body = <Outlet />;
  if (me.isPending) body = <p>{t('ui.loading')}</p>;
  else if (me.isError) body = <Restricted reason="error" />;
  else if (!account) body = <Restricted reason="login" />;

  return (
    <div className="page">
      <SkipLink />
      <header className="site-header private">
        <Link to="/" className="brand">
          <span className="brand-mark">{t('app.name')}</span>
          <span className="brand-text">{t('evidence.title')}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle button-secondary"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {t('nav.menu')}
        </button>
        <div id={panelId} className="header-panel" data-open={menuOpen || undefined}>
          {account && active && actions && <EvidenceNav actions={actions} />}
          {account && active && <GlobalSearch className="header-search" />}
          <div className="user-menu">
            <ThemeToggle />
            {account && active && (
              <>
                <label className="identity-switcher">
                  <span className="visually-hidden">{t('user.activeIdentity')}</span>
                  <select
                    value={identityKey(active)}
                    onChange={(event) => {
                      const [identityType, identityId] = event.target.value.split(':');
                      const identity = me.data?.identities.find((candidate) => candidate.identityType === identityType && candidate.identityId === Number(identityId));
                      if (!identity) return;
                      void switchIdentity
                        .mutateAsync({ identityType: identity.identityType, identityId: identity.identityId })
                        .then((result) => navigate({ to: landingPath(result.activeIdentity.landingPage) }));
                    }}
                  >
                    {me.data?.identities.map((identity) => (
                      <option key={identityKey(identity)} value={identityKey(identity)}>
                        {identityLabel(identity)}
                      </option>
                    ))}
                  </select>
                </label>
                <span className="user-name">
                  {account.firstName} {account.lastName}
                </span>
                <Link to="/evidence/oznameni">{t('nav.notifications')}</Link>
                <Link to="/evidence/zmena-hesla">{t('nav.changePassword')}</Link>
                <LogoutButton />
              </>
            )}
            {/* Nothing while the session loads: no "not logged in" before the answer. */}
            {!me.isPending && !account && <span className="user-name">{t('user.notLoggedIn')}</span>}
          </div>
        </div>
      </header>
      <FlashHost />
      <ModalHost />
      <main className="content wide" id="obsah" tabIndex={-1}>
        {body}
      </main>
      {/* On every page of the evidence: a report names the page it was made on. */}
      {account && (
        <footer className="site-footer private-footer">
          {t('nav.reportProblemIntro')} <ReportProblemLink />
        </footer>
      )}
    </div>
  );
}
