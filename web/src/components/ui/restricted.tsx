import { Link, useLocation } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';

/** The restricted page of spec §8. */
export function Restricted({ reason }: { reason: 'login' | 'forbidden' | 'error' }) {
  const location = useLocation();
  const text =
    reason === 'login' ? t('restricted.loginRequired') : reason === 'forbidden' ? t('restricted.forbidden') : t('restricted.unknown');
  usePageTitle(reason === 'forbidden' ? t('restricted.forbiddenTitle') : text);
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
