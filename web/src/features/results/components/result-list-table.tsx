// A race's result list: place, bib, name, birth year, club, the runs when there are more,
// time, difference, points and the status of those not classified (its code, the Czech
// meaning as the title). The work view adds each row's pairing to a member.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { slug } from '../../../lib/slug';
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
  /** The public list: a paired athlete is named as the register spells the name and links to
   * the member's public page. */
  memberLinks?: boolean;
}

export function ResultListTable({ race, rows, pairingCell, memberLinks = false }: ResultListTableProps) {
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
            <td className="number result-rank">{row.rank != null ? `${row.rank}.` : ''}</td>
            {columns.bib && (
              <td className="number" data-label={t('results.list.bib')}>
                {row.bib ?? ''}
              </td>
            )}
            <td className="result-name">
              {memberLinks && row.memberId != null ? (
                <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(row.memberId), slug: slug(row.memberName ?? `${row.lastName} ${row.firstName}`), tab: undefined }}>
                  {row.memberName ?? `${row.lastName} ${row.firstName}`}
                </Link>
              ) : (
                <>
                  {row.lastName} {row.firstName}
                </>
              )}
            </td>
            <td data-label={t('results.list.birthYear')}>{row.birthYear ?? ''}</td>
            {columns.nation && <td data-label={t('results.list.nation')}>{row.nation ?? ''}</td>}
            <td data-label={t('results.list.club')}>{row.club ?? ''}</td>
            {columns.runs.map((run) => (
              <td key={run.number} className="number" data-label={runHeader(run)}>
                {runText(row.runs.find((candidate) => candidate.number === run.number))}
              </td>
            ))}
            <td className="number result-time">{row.totalTime ?? ''}</td>
            <td className="number" data-label={t('results.list.difference')}>
              {differenceText(row.difference)}
            </td>
            {columns.score && (
              <td className="number" data-label={t('results.list.score')}>
                {row.score ?? ''}
              </td>
            )}
            {columns.fisPoints && (
              <td className="number" data-label={t('results.list.fisPoints')}>
                {row.fisPoints ?? ''}
              </td>
            )}
            {columns.racePoints && (
              <td className="number" data-label={t('results.list.racePoints')}>
                {row.racePoints ?? ''}
              </td>
            )}
            {columns.status && (
              <td className="result-time">
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
            {pairingCell && <td className="result-pairing">{pairingCell(row)}</td>}
          </tr>
        );
      })}
    </SimpleTable>
  );
}
