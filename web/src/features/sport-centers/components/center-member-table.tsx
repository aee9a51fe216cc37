// A center's members as a table: registration number, name (to the member's record, with its
// other centers folded beneath), birth year, club, role and period; a place that is not in
// force today is greyed and says why, one in its last day says so. Staff who write see each
// place's buttons. A phone shows each place as a block, the name first and every value under
// its column's name (styles.css).
import { Link } from '@tanstack/react-router';
import { SimpleTable } from '../../../components/ui/simple-table';
import { pragueToday } from '../../../lib/evidence-season';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { CenterMemberRow } from '../api/sport-center';
import { type PlaceState, placeState } from '../sport-center-format';
import { MemberPlaces } from './member-places';
import { PlaceActions } from './place-actions';

/** The badge beside the name of a place not simply in force. */
const PLACE_BADGES: Record<Exclude<PlaceState, 'current'>, string> = {
  endsToday: 'badge badge-pending place-badge',
  upcoming: 'badge badge-pending place-badge',
  ended: 'badge place-badge',
};

interface CenterMemberTableProps {
  members: readonly CenterMemberRow[];
  centerName: string;
  canWrite: boolean;
}

export function CenterMemberTable({ members, centerName, canWrite }: CenterMemberTableProps) {
  const today = pragueToday();
  return (
    <SimpleTable
      className="center-member-table"
      caption={t('sportCenters.members')}
      scroll
      columns={[
        t('sportCenters.col.registrationNumber'),
        t('sportCenters.col.member'),
        t('sportCenters.col.birthYear'),
        t('sportCenters.col.club'),
        t('sportCenters.col.role'),
        t('sportCenters.col.from'),
        t('sportCenters.col.to'),
        canWrite && t('sportCenters.col.actions'),
      ]}
    >
      {members.map((member) => {
        const state = placeState(member, today);
        return (
          <tr key={member.id} className={state === 'current' || state === 'endsToday' ? undefined : 'row-muted'}>
            <td className="nowrap" data-label={t('sportCenters.col.registrationNumber')}>
              {String(member.registrationNumber)}
            </td>
            <th scope="row">
              <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(member.memberId), activeTab: 'informace-o-clenovi' }}>
                {member.lastName} {member.firstName}
              </Link>
              {state !== 'current' && <span className={PLACE_BADGES[state]}>{t(`sportCenters.state.${state}`)}</span>}
              <MemberPlaces member={member} />
            </th>
            <td data-label={t('sportCenters.col.birthYear')}>{String(member.birthYear)}</td>
            <td data-label={t('sportCenters.col.club')}>{member.clubName ?? t('sportCenters.noClub')}</td>
            <td data-label={t('sportCenters.col.role')}>{member.roleLabel}</td>
            <td className="nowrap" data-label={t('sportCenters.col.from')}>
              {formatDate(member.validFrom)}
            </td>
            <td className="nowrap" data-label={t('sportCenters.col.to')}>
              {member.validTo ? formatDate(member.validTo) : t('sportCenters.noEnd')}
            </td>
            {canWrite && (
              <td data-label={t('sportCenters.col.actions')}>
                <PlaceActions member={member} centerName={centerName} />
              </td>
            )}
          </tr>
        );
      })}
    </SimpleTable>
  );
}
