// /existujici-ucet?email=…: the address already has an account; log in, or renew the password.
import { Link } from '@tanstack/react-router';
import { richText } from '../../../components/ui/rich-text';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

export function ExistingAccountPage({ email }: { email: string | undefined }) {
  usePageTitle(t('registration.existing.title'));
  return (
    <section className="card form-page">
      <h1>{t('registration.existing.title')}</h1>
      <p>{email ? richText(t('registration.existing.text'), { email: <strong className="break-anywhere">{email}</strong> }) : t('registration.existing.textNoAddress')}</p>
      <p>{t('registration.existing.login')}</p>
      <p className="registration-actions">
        <Link to="/prihlaseni" search={{ redirect: undefined }} className="button">
          {t('registration.existing.loginButton')}
        </Link>
        <Link to="/zapomenute-heslo" className="button-secondary">
          {t('registration.existing.reset')}
        </Link>
      </p>
    </section>
  );
}
