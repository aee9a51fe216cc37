// /registrace-clena-dokonceno: the request is sent and confirmed; what happens now.
import { Link } from '@tanstack/react-router';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

export function RegistrationDonePage() {
  usePageTitle(t('registration.done.title'));
  return (
    <section className="card form-page">
      <h1>{t('registration.done.title')}</h1>
      <p>{t('registration.done.thanks')}</p>
      <h2>{t('registration.done.nextTitle')}</h2>
      <ol className="next-steps">
        <li>{t('registration.done.step1')}</li>
        <li>{t('registration.done.step2')}</li>
        <li>{t('registration.done.step3')}</li>
        <li>{t('registration.done.step4')}</li>
      </ol>
      <p>
        <Link to="/">{t('registration.home')}</Link>
      </p>
    </section>
  );
}
