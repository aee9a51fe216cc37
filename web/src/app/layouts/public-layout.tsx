import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { FlashHost } from '../../components/ui/flash-host';
import { ModalHost } from '../../components/ui/modal-host';
import { SkipLink } from '../../components/ui/skip-link';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { LogoutButton, useMe } from '../../features/auth';
import { DEFAULT_DEPARTMENT_ID } from '../../features/rankings/rankings-search';
import { t } from '../../lib/i18n';

/** Public zone: SLČR header, the main navigation and the login or user menu. Navigation items
 * of spec §2 (calendar, members, representation, rankings) appear as their pages are built. */
export function PublicLayout({ content }: { content?: ReactNode } = {}) {
  const me = useMe();
  const account = me.data?.account;
  return (
    <div className="page">
      <SkipLink />
      <header className="site-header">
        <Link to="/" className="brand">
          <span className="brand-mark">{t('app.name')}</span>
          <span className="brand-text">{t('app.title')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="main-nav">
          <Link to="/aktuality">{t('nav.news')}</Link>
          <Link to="/kalendar-a-vysledky" search={{}}>
            {t('nav.calendarShort')}
          </Link>
          <Link to="/clenove">{t('nav.members')}</Link>
          <Link to="/kluby">{t('nav.clubs')}</Link>
          <Link to="/reprezentace" search={{}}>
            {t('nav.representation')}
          </Link>
          <Link to="/zebricky-a-listiny-bodu/$departmentId" params={{ departmentId: String(DEFAULT_DEPARTMENT_ID) }} search={{}}>
            {t('nav.rankings')}
          </Link>
          <DisclosureMenu label={t('nav.registration')} className="nav-registration">
            <li>
              <Link to="/registrace-clena">{t('nav.memberRegistration')}</Link>
            </li>
            <li>
              <Link to="/registrace-klubu">{t('nav.clubRegistration')}</Link>
            </li>
          </DisclosureMenu>
        </nav>
        <div className="user-menu">
          <ThemeToggle />
          {account ? (
            <>
              <span className="user-name">
                {account.firstName} {account.lastName}
              </span>
              <LogoutButton />
            </>
          ) : (
            <Link to="/prihlaseni" search={{ redirect: undefined }}>
              {t('nav.login')}
            </Link>
          )}
        </div>
      </header>
      <FlashHost />
      <ModalHost />
      <main className="content" id="obsah" tabIndex={-1}>
        {content ?? <Outlet />}
      </main>
      <footer className="site-footer">
        <p>
          <Link to="/pobocny-spolek-zakladniho-lyzovani">{t('nav.branchApplication')}</Link>
        </p>
        {t('app.copyright')}
      </footer>
    </div>
  );
}
