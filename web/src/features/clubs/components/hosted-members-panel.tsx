// "Hostující závodníci" on the club's members tab: the members of other clubs the club hosts
// now (approved hostings), with their home club, department and period.
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate, formatDateRange } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useZoneActions } from '../../auth';
import { useHostedMembers } from '../api/hosted-members';

export function HostedMembersPanel({ clubId }: { clubId: number }) {
  const allowed = useZoneActions()?.canListTransfers ?? false;
  const hosted = useHostedMembers(clubId, allowed);
  // Only the clubs that host somebody show the panel; a failure is no reason to hide the members.
  if (!allowed || !hosted.data || hosted.data.members.length === 0) return null;
  return (
    <section className="card hosted-members" aria-labelledby="hosted-members-title">
      <h2 id="hosted-members-title">{t('clubs.hosted.title')}</h2>
      <SimpleTable
        caption={t('clubs.hosted.title')}
        scroll
        columns={[t('clubs.hosted.member'), t('clubs.hosted.registrationNumber'), t('clubs.hosted.homeClub'), t('clubs.hosted.department'), t('clubs.hosted.period')]}
      >
        {hosted.data.members.map((member) => (
          <tr key={member.id}>
            <th scope="row">
              {member.memberName} <span className="hint">({member.birthYear})</span>
            </th>
            <td>{String(member.registrationNumber)}</td>
            <td>{member.fromClubName}</td>
            <td>{member.departmentName}</td>
            <td className="nowrap">{member.validTo ? formatDateRange(String(member.validFrom), String(member.validTo)) : `${formatDate(String(member.validFrom))} – —`}</td>
          </tr>
        ))}
      </SimpleTable>
      {hosted.data.hasMore && <p className="hint">{t('clubs.hosted.more')}</p>}
    </section>
  );
}
