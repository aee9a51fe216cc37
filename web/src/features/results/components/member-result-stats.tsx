// A member's results summed up (the member's `statistiky` tab): a row per season and
// discipline, the newest season first, with starts, classified, wins, podiums, top tens, the
// best place and FIS points and the starts without a place.
import { Alert } from '../../../components/ui/alert';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useMemberResultStats } from '../api/member-result-stats';
import { bestRankText, groupStatsBySeason, statsDisciplineText } from '../results-format';

/** The counted columns: heading key and the row's field. */
const COUNTS = [
  ['results.stats.starts', 'starts'],
  ['results.stats.ranked', 'ranked'],
  ['results.stats.wins', 'wins'],
  ['results.stats.podiums', 'podiums'],
  ['results.stats.topTens', 'topTens'],
] as const;

export function MemberResultStats({ memberId }: { memberId: number }) {
  const stats = useMemberResultStats(memberId);
  return (
    <section className="card member-result-stats" aria-labelledby="member-result-stats-title">
      <h2 id="member-result-stats-title">{t('results.stats.title')}</h2>
      {stats.isPending && <p>{t('results.loading')}</p>}
      {stats.isError && <Alert variant="danger">{stats.error.message}</Alert>}
      {stats.data && stats.data.length === 0 && <p className="hint">{t('results.stats.none')}</p>}
      {stats.data && stats.data.length > 0 && (
        <>
          <p className="hint">{t('results.stats.hint')}</p>
          <div className="table-scroll">
            <table className="simple-table stats-table">
              <caption className="visually-hidden">{t('results.stats.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('results.stats.season')}</th>
                  <th scope="col">{t('results.stats.discipline')}</th>
                  {COUNTS.map(([key]) => (
                    <th key={key} scope="col" className="number">
                      {t(key)}
                    </th>
                  ))}
                  <th scope="col" className="number">
                    {t('results.stats.bestRank')}
                  </th>
                  <th scope="col" className="number">
                    {t('results.stats.bestFisPoints')}
                  </th>
                  <th scope="col" className="number">
                    {t('results.stats.unranked')}
                  </th>
                </tr>
              </thead>
              {groupStatsBySeason(stats.data).map((season) => (
                <tbody key={season.seasonName}>
                  {season.rows.map((row, index) => (
                    <tr key={row.discipline ?? ''}>
                      {index === 0 && (
                        <th scope="rowgroup" rowSpan={season.rows.length} className="stats-season">
                          {season.seasonName}
                        </th>
                      )}
                      <td>{statsDisciplineText(row.discipline)}</td>
                      {COUNTS.map(([key, field]) => (
                        <td key={key} className="number">
                          {formatNumber(row[field])}
                        </td>
                      ))}
                      <td className="number">{bestRankText(row.bestRank)}</td>
                      <td className="number">{row.bestFisPoints ?? t('results.none')}</td>
                      <td className="number">{formatNumber(row.unranked)}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </section>
  );
}
