import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';

/** The Czech 404 page, also for route parameters that fail validation. */
export function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  return (
    <section className="card narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
