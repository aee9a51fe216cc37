// /pobocny-spolek-zakladniho-lyzovani/zadost-odeslana?email=…: the application is stored and
// waits for the chair to confirm it from the e-mail.
import { Link } from '@tanstack/react-router';
import { richText } from '../../../components/ui/rich-text';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

export function BranchSentPage({ email }: { email: string | undefined }) {
  usePageTitle(t('branches.sent.title'));
  return (
    <section className="card narrow">
      <h1>{t('branches.sent.title')}</h1>
      <p>{t('branches.sent.thanks')}</p>
      <p>{email ? richText(t('branches.sent.email'), { email: <strong>{email}</strong> }) : t('branches.sent.noEmail')}</p>
      <p>{t('branches.sent.confirm')}</p>
      <p>
        <Link to="/">{t('branches.home')}</Link>
      </p>
    </section>
  );
}
