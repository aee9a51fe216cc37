// /evidence/kluby/{clubId}/statistiky/zavodici-clenove?filter=…: the club's racing members
// (current members with an Athlete role) by department and age group; the optional filter is a
// department code (cc, al, ...).
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatNumber } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useClubRacingMembers } from '../../members';
import { useClub } from '../api/clubs';
import { AgeGroupTable } from '../components/age-group-table';

export function ClubRacingMembersPage({ clubId, filter }: { clubId: number; filter: string | undefined }) {
  const club = useClub(clubId);
  const racing = useClubRacingMembers(clubId, filter);
  const navigate = useNavigate();
  usePageTitle(club.data ? tf('clubs.racing.title', { name: club.data.name }) : undefined);
  if (racing.isPending || club.isPending) return <p>{t('clubs.loading')}</p>;
  if (racing.isError) {
    const message =
      racing.error instanceof GraphQLRequestError && racing.error.code === 'VALIDATION' ? t('clubs.racing.unknownDepartment') : racing.error.message;
    return <Alert variant="danger">{message}</Alert>;
  }
  const clubName = club.data?.name ?? '';
  const departments = club.data?.departments ?? [];
  const data = racing.data;
  return (
    <section>
      <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(clubId), activeTab: 'statistiky' }} className="back-link">
        {tf('clubs.racing.back', { name: clubName })}
      </Link>
      <h1>{tf('clubs.racing.title', { name: clubName })}</h1>
      <div className="filters">
        <label>
          {t('clubs.racing.department')}
          <select
            value={filter ?? ''}
            onChange={(event) =>
              void navigate({
                to: '/evidence/kluby/$clubId/statistiky/zavodici-clenove',
                params: { clubId: String(clubId) },
                search: { filter: event.target.value || undefined },
              })
            }
          >
            <option value="">{t('clubs.racing.allDepartments')}</option>
            {departments.map((department) => (
              <option key={department.id} value={department.code}>
                {department.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="hint">{t('clubs.racing.hint')}</p>
      {data.departments.length === 0 ? (
        <p>{t('clubs.empty')}</p>
      ) : (
        data.departments.map((row) => (
          <section key={row.department.id} className="card">
            <h2>{row.department.name}</h2>
            <AgeGroupTable
              caption={tf('clubs.racing.caption', { department: row.department.name })}
              ageGroups={row.ageGroups}
              total={row.total}
            />
          </section>
        ))
      )}
      {data.members.length > 0 && (
        <section className="card">
          <h2>{tf('clubs.racing.list', { count: formatNumber(data.total) })}</h2>
          <SimpleTable
            caption={t('clubs.racing.listCaption')}
            columns={[t('clubs.racing.name'), t('clubs.racing.birthYear'), t('clubs.racing.sex'), t('clubs.racing.departments')]}
          >
            {data.members.map((member) => (
              <tr key={member.memberId}>
                <td>
                  <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(member.memberId), activeTab: 'role-v-usecich' }}>
                    {member.lastName} {member.firstName}
                  </Link>
                </td>
                <td>{String(member.birthYear)}</td>
                <td>{member.sex === 'FEMALE' ? t('clubs.racing.female') : t('clubs.racing.male')}</td>
                <td>{member.departmentCodes.map((code) => departments.find((d) => d.code === code)?.name ?? code).join(', ')}</td>
              </tr>
            ))}
          </SimpleTable>
        </section>
      )}
    </section>
  );
}
