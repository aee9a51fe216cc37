// /evidence/zpetna-vazba/nahlasit: a report of a problem, a proposal or a question, about the
// page of `?stranka=` (the header's "Nahlásit problém" writes it) or the page the browser came
// from; with the browser's identification.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { FeedbackReportForm } from '../components/feedback-report-form';
import type { FeedbackReportSearch } from '../feedback-search';
import { REPORT_PATH, initialPage, internalPath } from '../report-page';

/** Where the browser came from, when the form is the first page the browser loaded: after the
 * app has moved from page to page, the referrer still names the page before the first one. */
function documentReferrer(): string {
  const [entry] = performance.getEntriesByType('navigation');
  if (!entry) return '';
  try {
    return new URL(entry.name).pathname.replace(/\/+$/, '') === REPORT_PATH ? document.referrer : '';
  } catch {
    return '';
  }
}

export function FeedbackReportPage({ search }: { search: FeedbackReportSearch }) {
  usePageTitle(t('feedback.form.title'));
  const navigate = useNavigate();
  // Read once, as the form opens: the query and the referrer stay what they were.
  const [page] = useState(() => initialPage(search.stranka, documentReferrer(), window.location.origin));
  const browser = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const back = internalPath(page);
  return (
    <section className="form-page feedback-report-page">
      <Link to="/evidence/zpetna-vazba" search={{}} className="back-link">
        {t('feedback.back')}
      </Link>
      <h1>{t('feedback.form.title')}</h1>
      <p className="page-intro">{t('feedback.form.intro')}</p>
      <FeedbackReportForm
        page={page}
        browser={browser}
        onCancel={() => void (back ? navigate({ href: back }) : navigate({ to: '/evidence/zpetna-vazba', search: {} }))}
      />
    </section>
  );
}
