// A race's result list: place, bib, name, birth year, club, the runs when there are more,
// time, difference, points and the status of those not classified (its code, the Czech
// meaning as the title). The work view adds each row's pairing to a member.
import type { ReactNode } from 'react';
import type { ResultRaceQuery } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { differenceText, resultColumns, runHeader, runText, shownStatus } from '../results-format';

export type ResultRaceDetail = ResultRaceQuery['resultRace'];
export type ResultRowOfRace = ResultRaceDetail['rows'][number];

interface ResultListTableProps {
  race: Pick<ResultRaceDetail['race'], 'name' | 'runCount'>;
  rows: readonly ResultRowOfRace[];
  /** The work view's last column: who the row is in the register and what can be done. */
  pairingCell?: (row: ResultRowOfRace) => ReactNode;
}

export function ResultListTable({ race, rows, pairingCell }: ResultListTableProps) {
  if (rows.length === 0) return <p className="hint">{t('results.list.empty')}</p>;
  const columns = resultColumns(race, rows);
  return (
    <div className="table-scroll">
      <table className="simple-table result-table">
        <caption className="visually-hidden">{tf('results.list.caption', { name: race.name })}</caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              {t('results.list.rank')}
            </th>
            {columns.bib && (
              <th scope="col" className="number">
                {t('results.list.bib')}
              </th>
            )}
            <th scope="col">{t('results.list.name')}</th>
            <th scope="col">{t('results.list.birthYear')}</th>
            {columns.nation && <th scope="col">{t('results.list.nation')}</th>}
            <th scope="col">{t('results.list.club')}</th>
            {columns.runs.map((run) => (
              <th key={run.number} scope="col" className="number">
                {runHeader(run)}
              </th>
            ))}
            <th scope="col" className="number">
              {t('results.list.time')}
            </th>
            <th scope="col" className="number">
              {t('results.list.difference')}
            </th>
            {columns.score && (
              <th scope="col" className="number">
                {t('results.list.score')}
              </th>
            )}
            {columns.fisPoints && (
              <th scope="col" className="number">
                {t('results.list.fisPoints')}
              </th>
            )}
            {columns.racePoints && (
              <th scope="col" className="number">
                {t('results.list.racePoints')}
              </th>
            )}
            {columns.status && <th scope="col">{t('results.list.status')}</th>}
            {pairingCell && <th scope="col">{t('results.list.member')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = shownStatus(row);
            return (
              <tr key={row.ordinal} className={status ? 'result-unranked' : undefined}>
                <td className="number">{row.rank != null ? `${row.rank}.` : ''}</td>
                {columns.bib && <td className="number">{row.bib ?? ''}</td>}
                <td className="result-name">
                  {row.lastName} {row.firstName}
                </td>
                <td>{row.birthYear ?? ''}</td>
                {columns.nation && <td>{row.nation ?? ''}</td>}
                <td>{row.club ?? ''}</td>
                {columns.runs.map((run) => (
                  <td key={run.number} className="number">
                    {runText(row.runs.find((candidate) => candidate.number === run.number))}
                  </td>
                ))}
                <td className="number">{row.totalTime ?? ''}</td>
                <td className="number">{differenceText(row.difference)}</td>
                {columns.score && <td className="number">{row.score ?? ''}</td>}
                {columns.fisPoints && <td className="number">{row.fisPoints ?? ''}</td>}
                {columns.racePoints && <td className="number">{row.racePoints ?? ''}</td>}
                {columns.status && (
                  <td>
                    {status && (
                      <>
                        <abbr className="result-status" title={status.label}>
                          {status.code}
                        </abbr>
                        <span className="visually-hidden"> ({status.label})</span>
                      </>
                    )}
                  </td>
                )}
                {pairingCell && <td>{pairingCell(row)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
