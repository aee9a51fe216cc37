// The header's "Nahlásit problém": opens the report form with the page shown now as its page
// (`?stranka=`); on the form itself it keeps the page it was opened for.
import { Link, useLocation } from '@tanstack/react-router';
import { t } from '../../../lib/i18n';
import { reportedPage } from '../report-page';

export function ReportProblemLink() {
  const href = useLocation({ select: (location) => location.href });
  const stranka = reportedPage(href);
  return (
    <Link to="/evidence/zpetna-vazba/nahlasit" search={stranka ? { stranka } : {}} className="report-problem-link">
      {t('nav.reportProblem')}
    </Link>
  );
}
