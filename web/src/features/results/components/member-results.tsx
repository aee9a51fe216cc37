// A member's results (the member's `vysledky` tab): by season, the newest first, each with its
// date, event (linked to its results), race, place "3. z 25" or the status, time and FIS points.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { MemberResultsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useMemberResults } from '../api/member-results';
import { type SeasonGroup, groupBySeason, placeText } from '../results-format';
import { publicRaceAnchor } from './public-event-results';

type MemberResult = MemberResultsQuery['memberResults'][number];

const seasonId = (name: string) => `season-${name.replace(/\W/g, '-')}`;

/** 'private': links into the evidence; 'public': to the public calendar's results. */
export type ResultsZone = 'private' | 'public';

export function MemberResults({ memberId, zone }: { memberId: number; zone: ResultsZone }) {
  const results = useMemberResults(memberId);
  if (results.isPending) return <p>{t('results.loading')}</p>;
  if (results.isError) return <Alert variant="danger">{results.error.message}</Alert>;
  if (results.data.length === 0) return <p className="card">{t('results.member.none')}</p>;
  return (
    <div className="member-results">
      <p className="hint">{t('results.member.hint')}</p>
      {groupBySeason(results.data).map((season) => (
        <SeasonResults key={season.seasonName} season={season} zone={zone} />
      ))}
    </div>
  );
}

/** One season's results; FIS points only where some result has them. */
function SeasonResults({ season, zone }: { season: SeasonGroup<MemberResult>; zone: ResultsZone }) {
  const fisPoints = season.results.some((result) => !!result.fisPoints);
  const headingId = seasonId(season.seasonName);
  return (
    <section className="card member-season" aria-labelledby={headingId}>
      <h2 id={headingId}>{tf('results.member.season', { name: season.seasonName })}</h2>
      <SimpleTable
        className="member-results-table"
        caption={tf('results.member.caption', { name: season.seasonName })}
        columns={[
          t('results.member.date'),
          t('results.member.event'),
          t('results.member.race'),
          { label: t('results.member.rank'), numeric: true },
          { label: t('results.member.time'), numeric: true },
          fisPoints && { label: t('results.member.fisPoints'), numeric: true },
        ]}
        scroll
      >
        {season.results.map((result) => (
          <tr key={result.resultRaceId}>
            <td className="nowrap">{result.raceDate ? formatDate(result.raceDate) : t('results.none')}</td>
            <td>
              <EventLink result={result} zone={zone} />
              {result.place && <div className="hint">{result.place}</div>}
            </td>
            <td>{result.resultRaceName}</td>
            <td className="number nowrap">{placeText(result)}</td>
            <td className="number">{result.totalTime ?? ''}</td>
            {fisPoints && <td className="number">{result.fisPoints ?? ''}</td>}
          </tr>
        ))}
      </SimpleTable>
    </section>
  );
}

function EventLink({ result, zone }: { result: MemberResult; zone: ResultsZone }) {
  const id = String(result.racingEventId);
  return zone === 'private' ? (
    <Link to="/evidence/zavody/$id/vysledky/$resultRaceId/$activeTab" params={{ id, resultRaceId: String(result.resultRaceId), activeTab: 'vysledky' }}>
      {result.eventName}
    </Link>
  ) : (
    <Link to="/kalendar-a-vysledky/$id/vysledky" params={{ id }} hash={publicRaceAnchor(result.resultRaceId)}>
      {result.eventName}
    </Link>
  );
}
