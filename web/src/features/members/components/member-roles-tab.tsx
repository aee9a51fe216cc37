// Tab role-v-usecich: the member's roles in departments. Those who edit the record give an
// Athlete role in a department of the member's club and end roles.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { formatDate } from '../../../lib/format';
import { ROLE_KIND_LABELS, useAddAthleteRole, useEndMemberRole, useMemberRoles } from '../api/member-roles';

const pragueToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });

const failed = (error: unknown) =>
  flashStore.add({ message: error instanceof Error ? error.message : 'Vyskytla se chyba', variant: 'danger' });

export function MemberRolesTab({ memberId }: { memberId: number }) {
  const roles = useMemberRoles(memberId);
  const add = useAddAthleteRole();
  const end = useEndMemberRole();
  const [departmentId, setDepartmentId] = useState('');
  if (roles.isPending) return <p>Načítám...</p>;
  if (roles.isError) return <Alert variant="danger">{roles.error.message}</Alert>;
  const { nodes, canEdit, athleteDepartments } = roles.data;
  const chosen = departmentId || String(athleteDepartments[0]?.id ?? '');
  return (
    <div className="card">
      {nodes.length === 0 ? (
        <p>Člen nemá v žádném úseku roli.</p>
      ) : (
        <table className="simple-table">
          <caption className="visually-hidden">Role v úsecích</caption>
          <thead>
            <tr>
              <th scope="col">Úsek</th>
              <th scope="col">Role</th>
              <th scope="col">Od</th>
              <th scope="col">Do</th>
              {canEdit && <th scope="col">Akce</th>}
            </tr>
          </thead>
          <tbody>
            {nodes.map((role) => (
              <tr key={role.id}>
                <td>{role.departmentName}</td>
                <td>{ROLE_KIND_LABELS[role.kind] ?? role.kind}</td>
                <td>{formatDate(String(role.validFrom))}</td>
                <td>{role.validTo ? formatDate(String(role.validTo)) : 'dosud'}</td>
                {canEdit && (
                  <td>
                    {!role.validTo && role.kind === 'ATHLETE' && (
                      <button
                        type="button"
                        className="link-button"
                        disabled={end.isPending}
                        onClick={() =>
                          void confirm({
                            title: 'Ukončení role',
                            message: `Ukončit roli závodníka v úseku ${role.departmentName} k dnešnímu dni?`,
                            acceptLabel: 'Ukončit roli',
                            variant: 'danger',
                          }).then((accepted) =>
                            accepted
                              ? end
                                  .mutateAsync({ roleId: role.id, validTo: pragueToday() })
                                  .then(() => flashStore.add({ message: 'Role byla ukončena.' }))
                                  .catch(failed)
                              : undefined,
                          )
                        }
                      >
                        Ukončit
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && athleteDepartments.length > 0 && (
        <form
          className="actions role-form"
          onSubmit={(event) => {
            event.preventDefault();
            add
              .mutateAsync({ memberId, departmentId: Number(chosen) })
              .then(() => {
                setDepartmentId('');
                flashStore.add({ message: 'Člen je nově závodníkem.' });
              })
              .catch(failed);
          }}
        >
          <div className="field">
            <label htmlFor="athlete-department">Přidat roli závodníka v úseku</label>
            <select id="athlete-department" value={chosen} onChange={(event) => setDepartmentId(event.target.value)}>
              {athleteDepartments.map((department) => (
                <option key={department.id} value={department.id}>
                  {department.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={add.isPending}>
            Přidat závodníka
          </button>
        </form>
      )}
      <p className="hint">Role trenérů, rozhodčích, technických delegátů a cvičitelů spravují jejich správci v úsecích.</p>
    </div>
  );
}
