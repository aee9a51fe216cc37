import { Link } from '@tanstack/react-router';
import { useMe } from '../auth/api/me';
import { t } from '../../lib/i18n';

/** The public home page. */
export function HomePage() {
  const me = useMe();
  const identity = me.data?.activeIdentity;
  return (
    <section className="hero">
      <h1>{t('home.title')}</h1>
      <p>{t('home.text')}</p>
      {me.data?.account && identity ? (
        <p className="hint">
          Jste přihlášeni jako <strong>{me.data.account.email}</strong>
          {identity.name ? ` (${identity.name})` : ''}.
        </p>
      ) : (
        <p>
          <Link to="/prihlaseni" search={{ redirect: undefined }} className="button">
            {t('login.submit')}
          </Link>
        </p>
      )}
    </section>
  );
}
