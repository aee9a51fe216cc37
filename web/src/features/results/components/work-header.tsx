// The head of the results work pages of an event: the way back, the title, the event's name,
// days and place, and the page's links.
import type { ReactNode } from 'react';
import type { ResultsEventQuery } from '../../../gql/graphql';
import { formatDateRange } from '../../../lib/format';

type EventOfWork = ResultsEventQuery['racingEvent']['event'];

export function WorkHeader({ event, title, back, actions }: { event: EventOfWork; title: string; back: ReactNode; actions?: ReactNode }) {
  const days = formatDateRange(event.dateFrom, event.dateTo);
  return (
    <header className="event-header">
      {back}
      <div className="page-heading">
        <div>
          <h1>{title}</h1>
          <p className="event-subtitle">
            <strong>{event.name}</strong> · {[days, event.place, event.departmentName].filter(Boolean).join(' · ')}
          </p>
        </div>
        {actions && <div className="actions">{actions}</div>}
      </div>
    </header>
  );
}
