// The link to an event's published results as one workbook (a sheet per race), shown once a
// race of the event is published.
import type { EventResultsQuery } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { hasPublishedRace } from '../results-format';

export function EventResultsDownload({ results }: { results: Pick<EventResultsQuery['eventResults'], 'races' | 'xlsxUrl'> }) {
  if (!hasPublishedRace(results.races)) return null;
  return (
    <p className="event-results-download">
      <a href={results.xlsxUrl} download className="button-secondary">
        {t('results.eventXlsx')}
      </a>
    </p>
  );
}
