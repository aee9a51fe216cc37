import '../texts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

/** The top of a worklist page: the way back to the hub, the title, what the list is for. */
export function CleanupPageHeader({ title, intro, actions }: { title: string; intro: string; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <Link to="/evidence/cisteni-dat" className="back-link">
        {t('cleanup.back')}
      </Link>
      <div className="page-heading">
        <h1>{title}</h1>
        {actions && <div className="actions">{actions}</div>}
      </div>
      <p className="page-intro">{intro}</p>
    </>
  );
}
