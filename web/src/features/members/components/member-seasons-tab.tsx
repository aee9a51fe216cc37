// Tab statistiky: the member's evidence seasons — clubs, the fee and the departments it raced
// in. Results statistics join it with the results feature.
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { graphql } from '../../../gql';
import { formatCzk, formatDate } from '../../../lib/format';
import { request } from '../../../lib/graphql-client';

const MemberSeasonsDocument = graphql(`
  query MemberSeasons($memberId: Int!) {
    memberSeasons(memberId: $memberId) { evidenceSeasonId name clubNames feePaidOn feeAmount feeClubName athleteDepartments }
  }
`);

/** The member's evidence seasons, newest first. */
export const useMemberSeasons = (memberId: number) =>
  useQuery({
    queryKey: ['members', 'seasons', { memberId }],
    queryFn: () => request(MemberSeasonsDocument, { memberId }).then((data) => data.memberSeasons),
  });

export function MemberSeasonsTab({ memberId }: { memberId: number }) {
  const seasons = useMemberSeasons(memberId);
  if (seasons.isPending) return <p>Načítám...</p>;
  if (seasons.isError) return <Alert variant="danger">{seasons.error.message}</Alert>;
  if (seasons.data.length === 0) return <p>Žádné záznamy</p>;
  const paid = seasons.data.filter((season) => season.feePaidOn).length;
  return (
    <section className="card">
      <h2>Přehled po evidenčních sezónách</h2>
      <p className="hint">
        Příspěvek zaplacen v {paid} z {seasons.data.length} sezón.
      </p>
      <table className="simple-table">
        <caption className="visually-hidden">Evidenční sezóny člena</caption>
        <thead>
          <tr>
            <th scope="col">Sezóna</th>
            <th scope="col">Klub</th>
            <th scope="col">Členský příspěvek</th>
            <th scope="col">Závodní úseky</th>
          </tr>
        </thead>
        <tbody>
          {seasons.data.map((season) => (
            <tr key={season.evidenceSeasonId}>
              <th scope="row">{season.name}</th>
              <td>{season.clubNames.join(', ') || '—'}</td>
              <td>
                {season.feePaidOn
                  ? `${formatCzk((season.feeAmount ?? 0) / 100)}, zaplaceno ${formatDate(String(season.feePaidOn))}`
                  : 'nezaplaceno'}
              </td>
              <td>{season.athleteDepartments.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
