// A member's entries to events not over yet (the overview of a Person and its "Moje závody"):
// each event linked to its page, with the race, category, bib, or "Odhlášeno".
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateRange } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { WorkspaceOverview } from '../api/overview';
import '../texts';

export function OwnEntries({ entries }: { entries: WorkspaceOverview['ownEntries'] }): ReactNode {
  return (
    <section aria-labelledby="overview-entries">
      <h2 id="overview-entries">{t('workspace.entries.title')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('workspace.entries.empty')}</p>
      ) : (
        <ul className="overview-list">
          {entries.map((entry) => (
            <li key={entry.raceEntryId}>
              <Link to="/evidence/zavody/$id/$activeTab" params={{ id: String(entry.racingEventId), activeTab: 'informace' }}>
                {entry.eventName}
              </Link>
              <span className="muted">
                {' '}
                {formatDateRange(entry.dateFrom, entry.dateTo)}, {entry.place}
              </span>
              <div className="overview-line-facts">
                <span>
                  {entry.raceName} ({entry.categoryName})
                </span>
                {entry.bib != null && <span>{tf('workspace.entries.bib', { bib: entry.bib })}</span>}
                {entry.state === 'WITHDRAWN' && <span className="muted">{t('workspace.entries.withdrawn')}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
