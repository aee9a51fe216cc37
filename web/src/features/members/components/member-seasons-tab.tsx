// Tab statistiky: the member's evidence seasons — clubs, the fee and the departments it raced
// in — and the results summed up by season and discipline (the results feature's section).
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import { graphql } from '../../../gql';
import { formatCzk, formatDate, formatNumber } from '../../../lib/format';
import { request } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { MemberResultStats } from '../../results';
import { memberKeys } from '../api/keys';

const MemberSeasonsDocument = graphql(`
  query MemberSeasons($memberId: Int!) {
    memberSeasons(memberId: $memberId) { evidenceSeasonId name clubNames feePaidOn feeAmount feeClubName athleteDepartments }
  }
`);

/** The member's evidence seasons, newest first. */
export const useMemberSeasons = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.seasons(memberId),
    queryFn: () => request(MemberSeasonsDocument, { memberId }).then((data) => data.memberSeasons),
  });

export function MemberSeasonsTab({ memberId }: { memberId: number }) {
  return (
    <div className="member-statistics">
      <MemberSeasons memberId={memberId} />
      <MemberResultStats memberId={memberId} />
    </div>
  );
}

function MemberSeasons({ memberId }: { memberId: number }) {
  const seasons = useMemberSeasons(memberId);
  if (seasons.isPending) return <p>{t('members.loading')}</p>;
  if (seasons.isError) return <Alert variant="danger">{seasons.error.message}</Alert>;
  if (seasons.data.length === 0) {
    return (
      <section className="card">
        <h2>{t('members.seasons.title')}</h2>
        <p className="hint">{t('members.noRecords')}</p>
      </section>
    );
  }
  const paid = seasons.data.filter((season) => season.feePaidOn).length;
  return (
    <section className="card">
      <h2>{t('members.seasons.title')}</h2>
      <p className="hint">{tf('members.seasons.paidSummary', { paid: formatNumber(paid), total: formatNumber(seasons.data.length) })}</p>
      <SimpleTable
        caption={t('members.seasons.caption')}
        columns={[t('members.seasons.season'), t('members.seasons.club'), t('members.seasons.fee'), t('members.seasons.departments')]}
      >
        {seasons.data.map((season) => (
          <tr key={season.evidenceSeasonId}>
            <th scope="row">{season.name}</th>
            <td>{season.clubNames.join(', ') || '—'}</td>
            <td>
              {season.feePaidOn
                ? tf('members.seasons.paid', { amount: formatCzk((season.feeAmount ?? 0) / 100), date: formatDate(season.feePaidOn) })
                : t('members.seasons.unpaid')}
            </td>
            <td>{season.athleteDepartments.join(', ') || '—'}</td>
          </tr>
        ))}
      </SimpleTable>
    </section>
  );
}
