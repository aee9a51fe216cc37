// Tab role-v-usecich (the member's record and the own profile): every role of the member with
// its department, qualification, licence number, course and validity, the ended ones marked.
// Those who edit the record give an Athlete role in a department of the member's club and end
// athletes' roles; the departments' managers give licences and health checks ("Přidat roli")
// and correct or end those the server lets them change.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { NamedOptions } from '../../../components/ui/options';
import { SimpleTable } from '../../../components/ui/simple-table';
import { pragueToday } from '../../../lib/evidence-season';
import { formatDate, formatOptionalDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { type MemberRole, useAddAthleteRole, useEndMemberRole, useMemberRoles } from '../api/member-roles';
import { canEndToday, qualificationLabel, roleDepartmentLabel, roleHasEnded, roleName } from '../member-role-format';
import { MemberRoleForm } from './member-role-form';
import '../role-texts';

const failed = (error: unknown) => {
  const problems = serverProblems(error);
  flashStore.add({ message: problems.fields[0]?.message ?? problems.message ?? t('members.error'), variant: 'danger', autoDismiss: false });
};

/** A cell of the roles table: its value, or a dash (left out of a phone's stacked rows); its
 * column's name goes with it for the stacked rows of a narrow screen. */
function Cell({ label, value, nowrap = false }: { label: string; value: string | null | undefined; nowrap?: boolean }) {
  const classes = [nowrap ? 'nowrap' : '', value ? '' : 'cell-empty'].filter(Boolean).join(' ');
  return (
    <td className={classes || undefined} data-label={label}>
      <span>{value || t('memberRoles.noValue')}</span>
    </td>
  );
}

/** The role form: a new role, or one being corrected. */
type OpenForm = { role: MemberRole | undefined };

export function MemberRolesTab({ memberId }: { memberId: number }) {
  const roles = useMemberRoles(memberId);
  const add = useAddAthleteRole();
  const end = useEndMemberRole();
  const [departmentId, setDepartmentId] = useState('');
  const [form, setForm] = useState<OpenForm>();
  if (roles.isPending) return <p>{t('members.loading')}</p>;
  if (roles.isError) return <Alert variant="danger">{roles.error.message}</Alert>;
  const { nodes, canEdit, athleteDepartments, grantable, changeableRoleIds } = roles.data;
  const chosen = departmentId || String(athleteDepartments[0]?.id ?? '');
  const today = pragueToday();
  const changeable = (role: MemberRole) => role.kind !== 'ATHLETE' && changeableRoleIds.includes(role.id);
  const withActions = canEdit || nodes.some(changeable);
  const dash = t('memberRoles.noValue');

  const endAthlete = (role: MemberRole) =>
    void confirm({
      title: t('memberRoles.endTitle'),
      message: tf('memberRoles.endConfirm', { department: role.departmentName ?? dash }),
      acceptLabel: t('memberRoles.endAccept'),
      variant: 'danger',
    }).then((accepted) =>
      accepted
        ? end
            .mutateAsync({ roleId: role.id, validTo: today })
            .then(() => flashStore.add({ message: t('memberRoles.ended') }))
            .catch(failed)
        : undefined,
    );

  const endRole = (role: MemberRole) =>
    void confirm({
      title: t('memberRoles.endTitle'),
      message: tf('memberRoles.endRoleConfirm', { role: roleName(role), date: formatDate(today) }),
      acceptLabel: t('memberRoles.endAccept'),
      variant: 'danger',
    }).then((accepted) => {
      if (!accepted) return;
      if (form?.role?.id === role.id) setForm(undefined);
      end
        .mutateAsync({ roleId: role.id, validTo: today })
        .then(() => flashStore.add({ message: t('memberRoles.ended') }))
        .catch(failed);
    });

  return (
    <>
      <div className="card member-roles">
        {nodes.length === 0 ? (
          <p>{t('memberRoles.none')}</p>
        ) : (
          <SimpleTable
            caption={t('members.tab.roles')}
            className="member-roles-table"
            scroll
            columns={[
              t('memberRoles.role'),
              t('memberRoles.department'),
              t('memberRoles.qualification'),
              t('memberRoles.licenceNumber'),
              t('memberRoles.course'),
              t('memberRoles.validFrom'),
              t('memberRoles.validTo'),
              withActions && t('memberRoles.actions'),
            ]}
          >
            {nodes.map((role) => {
              const ended = roleHasEnded(role.validTo, today);
              const name = roleName(role);
              const endsAthlete = role.kind === 'ATHLETE' && canEdit && !role.validTo;
              const edits = changeable(role);
              const ends = edits && canEndToday(role.validTo, today);
              return (
                <tr key={role.id} className={ended ? 'row-muted' : undefined}>
                  <th scope="row">{role.kindLabel}</th>
                  <Cell label={t('memberRoles.department')} value={roleDepartmentLabel(role)} nowrap />
                  <Cell label={t('memberRoles.qualification')} value={qualificationLabel(role)} nowrap />
                  <Cell label={t('memberRoles.licenceNumber')} value={role.licenceNumber} />
                  <Cell label={t('memberRoles.course')} value={role.course} />
                  <Cell label={t('memberRoles.validFrom')} value={formatDate(role.validFrom)} nowrap />
                  <td className="nowrap" data-label={t('memberRoles.validTo')}>
                    <span>
                      {formatOptionalDate(role.validTo, t('members.stillValid'))}
                      {ended && <span className="badge badge-rejected role-ended">{t('memberRoles.expired')}</span>}
                    </span>
                  </td>
                  {withActions && (
                    <td className={endsAthlete || edits ? undefined : 'cell-empty'} data-label={t('memberRoles.actions')}>
                      <div className="role-actions">
                        {endsAthlete && (
                          <button type="button" className="link-button" disabled={end.isPending} onClick={() => endAthlete(role)}>
                            {t('memberRoles.end')}
                          </button>
                        )}
                        {edits && (
                          <button
                            type="button"
                            className="link-button"
                            aria-label={tf('memberRoles.actionOf', { action: t('memberRoles.edit'), role: name })}
                            onClick={() => setForm({ role })}
                          >
                            {t('memberRoles.edit')}
                          </button>
                        )}
                        {ends && (
                          <button
                            type="button"
                            className="link-button"
                            aria-label={tf('memberRoles.actionOf', { action: t('memberRoles.end'), role: name })}
                            disabled={end.isPending}
                            onClick={() => endRole(role)}
                          >
                            {t('memberRoles.end')}
                          </button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </SimpleTable>
        )}
        {((canEdit && athleteDepartments.length > 0) || grantable.length > 0) && (
          <div className="member-roles-actions">
            {canEdit && athleteDepartments.length > 0 && (
              <form
                className="actions role-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  add
                    .mutateAsync({ memberId, departmentId: Number(chosen) })
                    .then(() => {
                      setDepartmentId('');
                      flashStore.add({ message: t('memberRoles.added') });
                    })
                    .catch(failed);
                }}
              >
                <div className="field">
                  <label htmlFor="athlete-department">{t('memberRoles.addLabel')}</label>
                  <select id="athlete-department" value={chosen} onChange={(event) => setDepartmentId(event.target.value)}>
                    <NamedOptions items={athleteDepartments} />
                  </select>
                </div>
                <button type="submit" className="button" disabled={add.isPending}>
                  {t('memberRoles.add')}
                </button>
              </form>
            )}
            {grantable.length > 0 && !(form && !form.role) && (
              <button type="button" className="button role-add-button" onClick={() => setForm({ role: undefined })}>
                {t('memberRoles.addRole')}
              </button>
            )}
          </div>
        )}
        {grantable.length === 0 && <p className="hint">{t('memberRoles.hint')}</p>}
      </div>
      {form && (
        <MemberRoleForm
          key={form.role?.id ?? 'new'}
          memberId={memberId}
          grantable={grantable}
          role={form.role}
          onClose={() => setForm(undefined)}
        />
      )}
    </>
  );
}
