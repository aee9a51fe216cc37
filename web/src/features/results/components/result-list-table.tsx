// A race's result list: place, bib, name, birth year, club, the runs when there are more,
// time, difference, points and the status of those not classified (its code, the Czech
// meaning as the title). The work view adds each row's pairing to a member.
import type { ReactNode } from 'react';
import { SimpleTable } from '../../../components/ui/simple-table';
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
    <SimpleTable
      className="result-table"
      caption={tf('results.list.caption', { name: race.name })}
      columns={[
        { label: t('results.list.rank'), numeric: true },
        columns.bib && { label: t('results.list.bib'), numeric: true },
        t('results.list.name'),
        t('results.list.birthYear'),
        columns.nation && t('results.list.nation'),
        t('results.list.club'),
        ...columns.runs.map((run) => ({ label: runHeader(run), numeric: true })),
        { label: t('results.list.time'), numeric: true },
        { label: t('results.list.difference'), numeric: true },
        columns.score && { label: t('results.list.score'), numeric: true },
        columns.fisPoints && { label: t('results.list.fisPoints'), numeric: true },
        columns.racePoints && { label: t('results.list.racePoints'), numeric: true },
        columns.status && t('results.list.status'),
        pairingCell && t('results.list.member'),
      ]}
      scroll
    >
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
    </SimpleTable>
  );
}
