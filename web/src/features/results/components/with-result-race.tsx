// Loads a result race for its pages and shows what stands in the way: loading, not found (also
// a race of another event than the path says), not allowed, or another error.
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted } from '../../auth';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { useResultRace } from '../api/result-race';
import type { ResultRaceDetail } from './result-list-table';

/** The page an error of a results query leads to: 404, the restricted page, or its message. */
export function ResultsError({ error }: { error: Error }) {
  const code = error instanceof GraphQLRequestError ? error.code : undefined;
  if (code === 'NOT_FOUND') return <NotFoundPage />;
  if (code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
  if (code === 'UNAUTHENTICATED') return <Restricted reason="login" />;
  return <Alert variant="danger">{error.message}</Alert>;
}

interface WithResultRaceProps {
  eventId: number;
  resultRaceId: number;
  children: (detail: ResultRaceDetail) => ReactNode;
}

export function WithResultRace({ eventId, resultRaceId, children }: WithResultRaceProps) {
  const detail = useResultRace(resultRaceId);
  if (detail.isPending) return <p>{t('results.loading')}</p>;
  if (detail.isError) return <ResultsError error={detail.error} />;
  if (detail.data.race.racingEventId !== eventId) return <NotFoundPage />;
  return children(detail.data);
}
