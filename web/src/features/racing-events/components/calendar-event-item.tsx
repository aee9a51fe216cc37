// One event of the public calendar's lists: the calendar page's months, and the home page's
// nearest events and latest results (through the feature's index.ts).
import { Link } from '@tanstack/react-router';
import { placeWithCountry } from '../../../lib/countries';
import { formatDate, formatDateRange } from '../../../lib/format';
import { tf } from '../../../lib/i18n';
import type { DateChange, EventState } from '../event-format';
import { DateChangeBadge, ResultsLink, StateBadge, showsStateBadge } from './event-parts';

/** The fields of a calendar event the list shows (`PublicCalendar`'s nodes, `PublicHome`'s). */
export interface CalendarEventSummary {
  id: number;
  name: string;
  place: string;
  country: string;
  dateFrom: string;
  dateTo: string;
  regionName?: string | null;
  departmentName: string;
  categoryLabel: string;
  organiser: string;
  state: EventState;
  stateLabel: string;
  dateChange: DateChange;
  dateChangeLabel: string;
  hasResults: boolean;
  resultsPublishedAt?: string | null;
}

interface CalendarEventItemProps {
  event: CalendarEventSummary;
  /** A list of results: the name links the results, and says when they were published. */
  results?: boolean;
}

/** `li.calendar-event`: the dates, the name linking the event (or its results), where and what,
 * and the badges. */
export function CalendarEventItem({ event, results = false }: CalendarEventItemProps) {
  const id = String(event.id);
  return (
    <li className="calendar-event">
      <div className="calendar-date">{formatDateRange(event.dateFrom, event.dateTo)}</div>
      <div className="calendar-body">
        <h3>
          {results ? (
            <Link to="/kalendar-a-vysledky/$id/vysledky" params={{ id }}>
              {event.name}
            </Link>
          ) : (
            <Link to="/kalendar-a-vysledky/$id/informace-o-zavode" params={{ id }}>
              {event.name}
            </Link>
          )}
        </h3>
        <p className="calendar-meta">
          {[placeWithCountry(event.place, event.country), event.regionName, event.departmentName, event.categoryLabel, event.organiser].filter(Boolean).join(' · ')}
        </p>
        {results ? (
          event.resultsPublishedAt && <p className="calendar-published">{tf('calendar.resultsPublished', { date: formatDate(event.resultsPublishedAt) })}</p>
        ) : (
          <p className="calendar-badges">
            <DateChangeBadge event={event} /> {showsStateBadge(event) && <StateBadge state={event.state} label={event.stateLabel} />} <ResultsLink event={event} />
          </p>
        )}
      </div>
    </li>
  );
}

