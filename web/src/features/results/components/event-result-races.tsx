// The result races of an event's results tab in the private zone: each opens its result list;
// those who see the work (managers, the timekeeper) see every status and go on to the work.
// The event's published results download as one workbook.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';
import { useEventResults } from '../api/event-results';
import { EventResultsDownload } from './event-results-download';
import { ResultRacesTable } from './result-races-table';

export function EventResultRaces({ eventId }: { eventId: number }) {
  const results = useEventResults(eventId);
  return (
    <section className="card" aria-labelledby="event-result-races-title">
      <div className="page-heading">
        <h2 id="event-result-races-title">{t('results.title')}</h2>
        {results.data?.actions.canSeeWork && (
          <Link to="/evidence/zavody/$id/tvorba-vysledku" params={{ id: String(eventId) }} className="button">
            {t('results.work')}
          </Link>
        )}
      </div>
      {results.isPending && <p>{t('results.loading')}</p>}
      {results.isError && <Alert variant="danger">{results.error.message}</Alert>}
      {results.data && results.data.races.length === 0 && (
        <Alert variant="info">{results.data.actions.canSeeWork ? t('results.noRaces') : t('results.notPublished')}</Alert>
      )}
      {results.data && results.data.races.length > 0 && (
        <ResultRacesTable eventId={eventId} races={results.data.races} view="read" showPairing={results.data.actions.canSeeWork} />
      )}
      {results.data && <EventResultsDownload results={results.data} />}
    </section>
  );
}
