// An event's result races as a table: each opens its result list. The work view adds the
// pairing counts, the suggestions waiting and the status buttons (for the managers).
import { Link } from '@tanstack/react-router';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { EventResultsQuery } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { suggestionCountText } from '../results-format';
import { RaceStatusBadge } from './race-status-badge';
import { StatusButtons } from './status-buttons';

export type ResultRaceOfEvent = EventResultsQuery['eventResults']['races'][number];

interface ResultRacesTableProps {
  eventId: number;
  races: readonly ResultRaceOfEvent[];
  /** 'read': the event's results tab; 'work': the results work page. */
  view: 'read' | 'work';
  /** Pairing counts (those who see the work). */
  showPairing: boolean;
  /** Status buttons (the event's managers). */
  canManage?: boolean;
}

export function ResultRacesTable({ eventId, races, view, showPairing, canManage = false }: ResultRacesTableProps) {
  const id = String(eventId);
  return (
    <SimpleTable
      className="result-races"
      caption={t('results.races.caption')}
      columns={[
        t('results.races.name'),
        t('results.races.date'),
        t('results.races.category'),
        t('results.races.status'),
        { label: t('results.races.rows'), numeric: true },
        showPairing && { label: t('results.races.paired'), numeric: true },
        view === 'work' && t('results.races.suggestions'),
        view === 'work' && canManage && t('results.races.actions'),
      ]}
      scroll
    >
      {races.map((race) => {
        const resultRaceId = String(race.id);
        return (
          <tr key={race.id}>
            <td>
              {view === 'work' ? (
                <Link
                  to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/$activeTab"
                  params={{ id, resultRaceId, activeTab: 'vysledkova-listina' }}
                >
                  {race.name}
                </Link>
              ) : (
                <Link to="/evidence/zavody/$id/vysledky/$resultRaceId/$activeTab" params={{ id, resultRaceId, activeTab: 'vysledky' }}>
                  {race.name}
                </Link>
              )}
              {race.raceName && <div className="hint">{race.raceName}</div>}
              {race.replacesResultRaceId != null && <div className="hint version-note">{t('results.races.newVersion')}</div>}
            </td>
            <td className="nowrap">{race.raceDate ? formatDate(race.raceDate) : t('results.none')}</td>
            <td>{race.category ?? t('results.none')}</td>
            <td>
              <RaceStatusBadge status={race.status} label={race.statusLabel} />
            </td>
            <td className="number">{formatNumber(race.rowCount)}</td>
            {showPairing && <td className="number">{formatNumber(race.pairedCount)}</td>}
            {view === 'work' && (
              <td>
                {race.suggestionCount === 0 ? (
                  <span className="hint">{t('results.none')}</span>
                ) : canManage ? (
                  <Link
                    to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/navrhy-na-parovani"
                    params={{ id, resultRaceId }}
                    aria-label={tf('results.races.suggestionsOf', { name: race.name })}
                  >
                    {suggestionCountText(race.suggestionCount)}
                  </Link>
                ) : (
                  suggestionCountText(race.suggestionCount)
                )}
              </td>
            )}
            {view === 'work' && canManage && (
              <td>
                <StatusButtons race={race} nextStatuses={race.nextStatuses} compact />
              </td>
            )}
          </tr>
        );
      })}
    </SimpleTable>
  );
}
