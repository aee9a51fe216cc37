// Loads an event for a private page and shows what stands in the way: loading, not found (404
// page), not allowed (restricted page) or another error.
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted } from '../../auth';
import type { RacingEventQuery } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { useRacingEvent } from '../api/racing-event';

export type EventDetail = RacingEventQuery['racingEvent'];

export function WithEvent({ id, children }: { id: number; children: (detail: EventDetail) => ReactNode }) {
  const detail = useRacingEvent(id);
  if (detail.isPending) return <p>{t('ui.loading')}</p>;
  if (detail.isError) {
    const code = detail.error instanceof GraphQLRequestError ? detail.error.code : undefined;
    if (code === 'NOT_FOUND') return <NotFoundPage />;
    if (code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return <Alert variant="danger">{detail.error.message}</Alert>;
  }
  return children(detail.data);
}
