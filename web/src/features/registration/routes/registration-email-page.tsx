// /registracni-email?email=…: the answer to a sent form. It says only that an e-mail went out
// (never whether the register knew the address) and what to do when it does not come.
import { Link } from '@tanstack/react-router';
import { richText } from '../../../components/ui/rich-text';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

export function RegistrationEmailPage({ email }: { email: string | undefined }) {
  usePageTitle(t('registration.email.title'));
  return (
    <section className="card form-page">
      <h1>{t('registration.email.title')}</h1>
      <p>{email ? richText(t('registration.email.sent'), { email: <strong className="break-anywhere">{email}</strong> }) : t('registration.email.sentNoAddress')}</p>
      <p>{t('registration.email.valid')}</p>
      <p>{t('registration.email.next')}</p>
      <h2>{t('registration.email.missingTitle')}</h2>
      <ul>
        <li>{t('registration.email.missingSpam')}</li>
        {email && <li>{t('registration.email.missingAddress')}</li>}
        <li>{t('registration.email.missingAgain')}</li>
      </ul>
      <p className="registration-actions">
        <Link to="/registrace-clena" className="button-secondary">
          {t('registration.email.again')}
        </Link>
        <Link to="/">{t('registration.home')}</Link>
      </p>
    </section>
  );
}
