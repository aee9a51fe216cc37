// The head of a result race's pages: the way back, the race's name, its event, day, place and
// status, the page's actions and the tabs.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { ResultRaceDetail } from './result-list-table';
import { RaceStatusBadge } from './race-status-badge';

interface ResultRaceHeaderProps {
  detail: ResultRaceDetail;
  back: ReactNode;
  /** The tab links (each with aria-current on the shown one). */
  tabs: ReactNode;
  actions?: ReactNode;
}

export function ResultRaceHeader({ detail, back, tabs, actions }: ResultRaceHeaderProps) {
  const race = detail.race;
  const facts = [detail.eventName, race.raceDate ? formatDate(race.raceDate) : null, race.place, race.category].filter(Boolean);
  return (
    <header className="event-header">
      {back}
      <div className="page-heading">
        <div>
          <h1>{race.name}</h1>
          <p className="event-subtitle">
            {facts.join(' · ')} <RaceStatusBadge status={race.status} label={race.statusLabel} />
          </p>
        </div>
        {actions && <div className="actions">{actions}</div>}
      </div>
      <nav className="tabs" aria-label={t('results.tabs')}>
        {tabs}
      </nav>
    </header>
  );
}

/** The link back to the event's results tab. */
export function BackToEventResults({ eventId }: { eventId: number }) {
  return (
    <Link to="/evidence/zavody/$id/$activeTab" params={{ id: String(eventId), activeTab: 'vysledky' }} className="back-link">
      {t('results.backToEvent')}
    </Link>
  );
}

/** The link back to the event's results work. */
export function BackToWork({ eventId }: { eventId: number }) {
  return (
    <Link to="/evidence/zavody/$id/tvorba-vysledku" params={{ id: String(eventId) }} className="back-link">
      {t('results.backToWork')}
    </Link>
  );
}
