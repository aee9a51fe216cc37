// /evidence/kluby/{clubId}/statistiky/zavodici-clenove?filter=…: the club's racing members
// (current members with an Athlete role) by department and age group; the optional filter is a
// department code (cc, al, ...).
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { useClubRacingMembers } from '../../members/api/member-roles';
import { useClub } from '../api/clubs';

export function ClubRacingMembersPage({ clubId, filter }: { clubId: number; filter: string | undefined }) {
  const club = useClub(clubId);
  const racing = useClubRacingMembers(clubId, filter);
  const navigate = useNavigate();
  if (racing.isPending || club.isPending) return <p>Načítám...</p>;
  if (racing.isError) {
    const message =
      racing.error instanceof GraphQLRequestError && racing.error.code === 'VALIDATION' ? 'Neznámý úsek ve filtru.' : racing.error.message;
    return <Alert variant="danger">{message}</Alert>;
  }
  const clubName = club.data?.name ?? '';
  const departments = club.data?.departments ?? [];
  const data = racing.data;
  return (
    <section>
      <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(clubId), activeTab: 'statistiky' }} className="back-link">
        ← {clubName}: statistiky
      </Link>
      <h1>Závodící členové klubu {clubName}</h1>
      <div className="filters">
        <label>
          Úsek
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
            <option value="">Všechny úseky</option>
            {departments.map((department) => (
              <option key={department.id} value={department.code}>
                {department.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="hint">
        Závodník je člen klubu s platnou rolí závodníka v úseku. Věk je letošní rok minus rok narození. Kdo závodí ve dvou úsecích, počítá se v
        každém z nich.
      </p>
      {data.departments.length === 0 ? (
        <p>Žádné záznamy</p>
      ) : (
        data.departments.map((row) => (
          <section key={row.department.id} className="card">
            <h2>{row.department.name}</h2>
            <table className="simple-table">
              <caption className="visually-hidden">Závodníci úseku {row.department.name} podle věkových skupin</caption>
              <thead>
                <tr>
                  <th scope="col">Věková skupina</th>
                  <th scope="col">Muži</th>
                  <th scope="col">Ženy</th>
                  <th scope="col">Celkem</th>
                </tr>
              </thead>
              <tbody>
                {row.ageGroups.map((group) => (
                  <tr key={group.ageGroup}>
                    <th scope="row">{group.label}</th>
                    <td>{group.male}</td>
                    <td>{group.female}</td>
                    <td>{group.total}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Celkem</th>
                  <td>{row.ageGroups.reduce((sum, group) => sum + group.male, 0)}</td>
                  <td>{row.ageGroups.reduce((sum, group) => sum + group.female, 0)}</td>
                  <td>{row.total}</td>
                </tr>
              </tfoot>
            </table>
          </section>
        ))
      )}
      {data.members.length > 0 && (
        <section className="card">
          <h2>Seznam závodníků ({data.total})</h2>
          <table className="simple-table">
            <caption className="visually-hidden">Závodící členové</caption>
            <thead>
              <tr>
                <th scope="col">Jméno</th>
                <th scope="col">Rok narození</th>
                <th scope="col">Pohlaví</th>
                <th scope="col">Úseky</th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => (
                <tr key={member.memberId}>
                  <td>
                    <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(member.memberId), activeTab: 'role-v-usecich' }}>
                      {member.lastName} {member.firstName}
                    </Link>
                  </td>
                  <td>{member.birthYear}</td>
                  <td>{member.sex === 'FEMALE' ? 'žena' : 'muž'}</td>
                  <td>{member.departmentCodes.map((code) => departments.find((d) => d.code === code)?.name ?? code).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
