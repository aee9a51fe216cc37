// /pobocny-spolek-zakladniho-lyzovani/v-poradku?token=…: the link of the e-mail. The page
// confirms the application once when it opens and says how it went.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useConfirmOnce } from '../components/use-confirm-once';

export function BranchConfirmPage({ token }: { token: string | undefined }) {
  const { data, error, isError } = useConfirmOnce(token);

  const failure = token === undefined ? t('branches.ok.noToken') : isError ? error.message : undefined;
  const title = failure !== undefined ? t('branches.ok.failedTitle') : data === 'CONFIRMED' ? t('branches.ok.title') : data === 'ALREADY_CONFIRMED' ? t('branches.ok.alreadyTitle') : undefined;
  usePageTitle(title ?? t('branches.title'));

  if (failure !== undefined) {
    return (
      <section className="card narrow">
        <h1>{t('branches.ok.failedTitle')}</h1>
        <Alert variant="danger">{failure}</Alert>
        <p>
          <Link to="/pobocny-spolek-zakladniho-lyzovani">{t('branches.ok.again')}</Link>
        </p>
      </section>
    );
  }
  if (data === undefined) {
    return (
      <section className="card narrow" aria-busy="true">
        <h1>{t('branches.title')}</h1>
        <p>{t('branches.ok.checking')}</p>
      </section>
    );
  }
  return (
    <section className="card narrow">
      <h1>{title}</h1>
      <p>{data === 'CONFIRMED' ? t('branches.ok.text') : t('branches.ok.alreadyText')}</p>
      <p>
        <Link to="/">{t('branches.home')}</Link>
      </p>
    </section>
  );
}
