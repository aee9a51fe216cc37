// A page of a ranking's lines: position, the athlete (a link to the public member page, none
// for an archived member), birth year, club, points and the results counted.
import { Link } from '@tanstack/react-router';
import { SimpleTable } from '../../../components/ui/simple-table';
import { t } from '../../../lib/i18n';
import type { Standing } from '../api/ranking-standings';

export function StandingsTable({ caption, rows }: { caption: string; rows: readonly Standing[] }) {
  return (
    <SimpleTable
      className="standings-table"
      caption={caption}
      scroll
      columns={[
        { label: t('rankings.col.position'), numeric: true },
        t('rankings.col.name'),
        { label: t('rankings.col.birthYear'), numeric: true },
        t('rankings.col.club'),
        { label: t('rankings.col.points'), numeric: true },
        { label: t('rankings.col.results'), numeric: true },
        { label: t('rankings.col.counted'), numeric: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.memberId}>
          <td className="number">{row.position}</td>
          <td>
            {row.slug ? (
              <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(row.memberId), slug: row.slug, tab: undefined }}>
                {row.name}
              </Link>
            ) : (
              row.name
            )}
          </td>
          <td className="number">{row.birthYear ?? ''}</td>
          <td>{row.clubName ?? ''}</td>
          <td className="number standings-points">{row.points}</td>
          <td className="number">{row.resultCount}</td>
          <td className="number">{row.countedCount}</td>
        </tr>
      ))}
    </SimpleTable>
  );
}
