// /evidence/zpetna-vazba/{id}: a report as it was sent (kind, state, who and in which role, when,
// the page, the browser, the description, the screenshot), its history and the form to comment
// on it; Admin moves it to another state there.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FactList } from '../../../components/ui/facts';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { formatDate, formatTime } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { Restricted } from '../../auth';
import { type FeedbackDetail, useFeedback } from '../api/feedback';
import { AppPathLink } from '../components/app-path-link';
import { FeedbackChangeForm } from '../components/feedback-change-form';
import { FeedbackHistory } from '../components/feedback-history';
import { StatusBadge } from '../components/status-badge';
import { internalPath } from '../report-page';

const when = (instant: string) => `${formatDate(instant)} ${formatTime(instant)}`;

export function FeedbackDetailPage({ id }: { id: number }) {
  usePageTitle(tf('feedback.detail.title', { id }));
  const detail = useFeedback(id);
  if (detail.isPending) return <p>{t('feedback.loading')}</p>;
  if (detail.isError) {
    const code = detail.error instanceof GraphQLRequestError ? detail.error.code : undefined;
    if (code === 'NOT_FOUND') return <NotFoundPage />;
    if (code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return <Alert variant="danger">{detail.error.message}</Alert>;
  }
  return <FeedbackReport detail={detail.data} />;
}

function FeedbackReport({ detail }: { detail: FeedbackDetail }) {
  const report = detail.feedback;
  const pagePath = internalPath(report.page);
  const facts: [string, ReactNode][] = [
    [t('feedback.fact.kind'), report.kindLabel],
    [t('feedback.fact.reporter'), report.reporterName],
    [t('feedback.fact.reportedAs'), report.reportedAs],
    [t('feedback.fact.created'), when(report.createdAt)],
  ];
  if (report.updatedAt !== report.createdAt) facts.push([t('feedback.fact.updated'), when(report.updatedAt)]);
  if (report.page) facts.push([t('feedback.fact.page'), pagePath ? <AppPathLink path={pagePath}>{report.page}</AppPathLink> : report.page]);
  if (report.browser) facts.push([t('feedback.fact.browser'), <span className="feedback-browser">{report.browser}</span>]);
  return (
    <section className="feedback-detail">
      <Link to="/evidence/zpetna-vazba" search={{}} className="back-link">
        {t('feedback.back')}
      </Link>
      <div className="feedback-detail-head">
        <h1>{tf('feedback.detail.title', { id: report.id })}</h1>
        <StatusBadge status={report.status} label={report.statusLabel} />
      </div>
      <section className="card feedback-report">
        <FactList className="feedback-facts" facts={facts} />
        <h2>{t('feedback.text')}</h2>
        <p className="feedback-text">{report.text}</p>
        {report.screenshotUrl && (
          <>
            <h2>{t('feedback.screenshot')}</h2>
            <figure className="feedback-screenshot">
              <a href={report.screenshotUrl} target="_blank" rel="noopener noreferrer">
                <img src={report.screenshotUrl} alt={tf('feedback.screenshotAlt', { id: report.id })} loading="lazy" />
              </a>
              <figcaption>
                <a href={report.screenshotUrl} target="_blank" rel="noopener noreferrer">
                  {t('feedback.screenshotOpen')}
                </a>
              </figcaption>
            </figure>
          </>
        )}
      </section>
      <FeedbackHistory events={detail.events} />
      <FeedbackChangeForm key={report.id} detail={detail} />
    </section>
  );
}
