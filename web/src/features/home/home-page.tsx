import { Link } from '@tanstack/react-router';
import { useMe } from '../auth';
import { richText } from '../../components/ui/rich-text';
import { t, tf } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';

/** The public home page. */
export function HomePage() {
  const me = useMe();
  const identity = me.data?.activeIdentity;
  usePageTitle(t('app.title'));
  return (
    <section className="hero">
      <h1>{t('home.title')}</h1>
      <p>{t('home.text')}</p>
      {me.data?.account && identity ? (
        <p className="hint">
          {richText(t('home.signedInAs'), {
            email: <strong>{me.data.account.email}</strong>,
            identity: identity.name ? tf('home.identity', { name: identity.name }) : '',
          })}
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
