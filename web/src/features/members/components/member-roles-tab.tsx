// Tab role-v-usecich: the member's roles in departments. Those who edit the record give an
// Athlete role in a department of the member's club and end roles.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { NamedOptions } from '../../../components/ui/options';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate, formatOptionalDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { pragueToday } from '../../../lib/evidence-season';
import { ROLE_KIND_LABELS, useAddAthleteRole, useEndMemberRole, useMemberRoles } from '../api/member-roles';

const failed = (error: unknown) =>
  flashStore.add({ message: error instanceof Error ? error.message : t('members.error'), variant: 'danger' });

export function MemberRolesTab({ memberId }: { memberId: number }) {
  const roles = useMemberRoles(memberId);
  const add = useAddAthleteRole();
  const end = useEndMemberRole();
  const [departmentId, setDepartmentId] = useState('');
  if (roles.isPending) return <p>{t('members.loading')}</p>;
  if (roles.isError) return <Alert variant="danger">{roles.error.message}</Alert>;
  const { nodes, canEdit, athleteDepartments } = roles.data;
  const chosen = departmentId || String(athleteDepartments[0]?.id ?? '');
  return (
    <div className="card">
      {nodes.length === 0 ? (
        <p>{t('members.roles.none')}</p>
      ) : (
        <SimpleTable
          caption={t('members.tab.roles')}
          columns={[
            t('members.roles.department'),
            t('members.roles.role'),
            t('members.from'),
            t('members.to'),
            canEdit && t('members.roles.actions'),
          ]}
        >
          {nodes.map((role) => (
            <tr key={role.id}>
              <td>{role.departmentName}</td>
              <td>{ROLE_KIND_LABELS[role.kind] ?? role.kind}</td>
              <td>{formatDate(role.validFrom)}</td>
              <td>{formatOptionalDate(role.validTo, t('members.stillValid'))}</td>
              {canEdit && (
                <td>
                  {!role.validTo && role.kind === 'ATHLETE' && (
                    <button
                      type="button"
                      className="link-button"
                      disabled={end.isPending}
                      onClick={() =>
                        void confirm({
                          title: t('members.roles.endTitle'),
                          message: tf('members.roles.endConfirm', { department: role.departmentName }),
                          acceptLabel: t('members.roles.endAccept'),
                          variant: 'danger',
                        }).then((accepted) =>
                          accepted
                            ? end
                                .mutateAsync({ roleId: role.id, validTo: pragueToday() })
                                .then(() => flashStore.add({ message: t('members.roles.ended') }))
                                .catch(failed)
                            : undefined,
                        )
                      }
                    >
                      {t('members.roles.end')}
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </SimpleTable>
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
                flashStore.add({ message: t('members.roles.added') });
              })
              .catch(failed);
          }}
        >
          <div className="field">
            <label htmlFor="athlete-department">{t('members.roles.addLabel')}</label>
            <select id="athlete-department" value={chosen} onChange={(event) => setDepartmentId(event.target.value)}>
              <NamedOptions items={athleteDepartments} />
            </select>
          </div>
          <button type="submit" className="button" disabled={add.isPending}>
            {t('members.roles.add')}
          </button>
        </form>
      )}
      <p className="hint">{t('members.roles.hint')}</p>
    </div>
  );
}
