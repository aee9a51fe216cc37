// /pobocny-spolek-zakladniho-lyzovani/dokonceno: what the chair does after the federation
// approved the branch (the approval e-mail links here): the register of associations, the
// evidence, the IČO, the members and their fees.
import { Link } from '@tanstack/react-router';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

export function BranchDonePage() {
  usePageTitle(t('branches.done.title'));
  return (
    <section className="form-page">
      <h1>{t('branches.done.title')}</h1>
      <p>{t('branches.done.intro')}</p>
      <ol>
        <li>
          <h2>{t('branches.done.registerTitle')}</h2>
          <p>{t('branches.done.register')}</p>
          <p>{t('branches.done.consent')}</p>
        </li>
        <li>
          <h2>{t('branches.done.evidenceTitle')}</h2>
          <p>{t('branches.done.evidence')}</p>
        </li>
        <li>
          <h2>{t('branches.done.icoTitle')}</h2>
          <p>{t('branches.done.ico')}</p>
        </li>
        <li>
          <h2>{t('branches.done.feesTitle')}</h2>
          <p>{t('branches.done.fees')}</p>
        </li>
      </ol>
      <p>
        <Link to="/prihlaseni" search={{ redirect: undefined }} className="button">
          {t('branches.done.login')}
        </Link>
      </p>
    </section>
  );
}
