// Loads an event and its results for a results work page, and lets through only those who see
// the work (the event's managers and its timekeeper): the rest get the 404 or restricted page.
import type { ReactNode } from 'react';
import { Restricted } from '../../auth';
import type { EventResultsQuery, ResultsEventQuery } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { useEventResults } from '../api/event-results';
import { useResultsEvent } from '../api/results-event';
import { ResultsError } from './with-result-race';

export interface ResultsWork {
  event: ResultsEventQuery['racingEvent'];
  results: EventResultsQuery['eventResults'];
}

export function WithResultsWork({ eventId, children }: { eventId: number; children: (work: ResultsWork) => ReactNode }) {
  const event = useResultsEvent(eventId);
  const results = useEventResults(eventId);
  if (event.isError) return <ResultsError error={event.error} />;
  if (results.isError) return <ResultsError error={results.error} />;
  if (event.isPending || results.isPending) return <p>{t('results.loading')}</p>;
  if (!results.data.actions.canSeeWork) return <Restricted reason="forbidden" />;
  return children({ event: event.data, results: results.data });
}
