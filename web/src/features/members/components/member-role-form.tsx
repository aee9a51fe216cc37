// The role form of the role-v-usecich tab: a licence (coach, instructor, referee, technical
// delegate) or a health check, new or corrected. The kind comes from what the asker may give;
// the department from that kind's departments (none for an instructor's licence); the
// qualification of the kind; the period, the licence number, the course and a note. The
// server's refusals show by their fields, the rest above the buttons.
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { ChoiceOptions, NamedOptions } from '../../../components/ui/options';
import { pragueToday } from '../../../lib/evidence-season';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { messages } from '../../../lib/validation';
import { useAddMemberRole } from '../api/add-member-role';
import type { GrantableRole, MemberRole } from '../api/member-roles';
import { useUpdateMemberRole } from '../api/update-member-role';
import {
  type LicenceKind,
  type RoleFormErrors,
  type RoleFormValues,
  emptyRoleForm,
  hasDepartment,
  isQualifiedKind,
  missingRoleFields,
  placeRoleProblems,
  qualificationChoices,
  roleFormOf,
  roleInputOf,
  roleName,
} from '../member-role-format';

interface MemberRoleFormProps {
  memberId: number;
  /** The kinds the asker may give, each with its departments. */
  grantable: readonly GrantableRole[];
  /** The role to correct; none for a new one. */
  role?: MemberRole | undefined;
  onClose: () => void;
}

const licenceKinds = (grantable: readonly GrantableRole[]) =>
  grantable.filter((item): item is GrantableRole & { kind: LicenceKind } => item.kind !== 'ATHLETE');

export function MemberRoleForm({ memberId, grantable, role, onClose }: MemberRoleFormProps) {
  const today = pragueToday();
  const kinds = licenceKinds(grantable);
  const [values, setValues] = useState<RoleFormValues>(() => (role ? roleFormOf(role) : emptyRoleForm(today, kinds.length === 1 ? (kinds[0]?.kind ?? '') : '')));
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const add = useAddMemberRole();
  const update = useUpdateMemberRole();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);

  // The form opens under the table: bring it into view (on a phone it is a screen further down).
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const kind = values.kind;
  const departments = [...(kinds.find((item) => item.kind === kind)?.departments ?? [])];
  // A role being corrected keeps its department among the choices.
  if (role?.departmentId && !departments.some((department) => department.id === role.departmentId)) {
    departments.push({ id: role.departmentId, code: role.departmentCode ?? '', name: role.departmentName ?? '' });
  }
  const departmentId = values.departmentId || (departments.length === 1 ? String(departments[0]?.id) : '');
  const set = (field: keyof RoleFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const filled = { ...values, departmentId: hasDepartment(kind) ? departmentId : '' };
    const missing = missingRoleFields(filled, messages.required);
    setErrors(missing);
    setFormError(undefined);
    if (Object.keys(missing).length > 0 || !filled.kind) return;
    const input = roleInputOf({ ...filled, kind: filled.kind });
    try {
      if (role) {
        const saved = await update.mutateAsync({ roleId: role.id, input });
        flashStore.add({ message: tf('memberRoles.form.saved', { role: roleName(saved) }) });
      } else {
        const saved = await add.mutateAsync({ memberId, input });
        flashStore.add({ message: tf('memberRoles.form.added', { role: roleName(saved) }) });
      }
      onClose();
    } catch (failure) {
      const placed = placeRoleProblems(serverProblems(failure));
      setErrors(placed.errors);
      setFormError(placed.message);
    }
  };

  return (
    <section ref={section} className="card member-role-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{role ? tf('memberRoles.form.editTitle', { role: roleName(role) }) : t('memberRoles.form.addTitle')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="form-row-pair">
          <FormRow label={t('memberRoles.form.kind')} error={errors.kind}>
            {(control) =>
              role ? (
                <input {...control} value={role.kindLabel} readOnly />
              ) : (
                <select
                  {...control}
                  value={kind}
                  onChange={(event) => {
                    const next = kinds.find((item) => item.kind === event.target.value)?.kind ?? '';
                    setValues((current) => ({ ...current, kind: next, departmentId: '', qualification: '' }));
                    setErrors({});
                  }}
                >
                  {kinds.length !== 1 && <option value="">{t('memberRoles.form.chooseKind')}</option>}
                  {kinds.map((item) => (
                    <option key={item.kind} value={item.kind}>
                      {item.kindLabel}
                    </option>
                  ))}
                </select>
              )
            }
          </FormRow>
          {hasDepartment(kind) && (
            <FormRow label={t('memberRoles.form.department')} error={errors.departmentId}>
              {(control) => (
                <select {...control} value={departmentId} disabled={!kind} onChange={(event) => set('departmentId', event.target.value)}>
                  {departments.length !== 1 && <option value="">{t('memberRoles.form.chooseDepartment')}</option>}
                  <NamedOptions items={departments} />
                </select>
              )}
            </FormRow>
          )}
        </div>
        {isQualifiedKind(kind) && (
          <FormRow label={t(`memberRoles.qualificationOf.${kind}`)} error={errors.qualification}>
            {(control) => (
              <select {...control} value={values.qualification} onChange={(event) => set('qualification', event.target.value)}>
                <option value="">{t('memberRoles.form.choose')}</option>
                <ChoiceOptions choices={qualificationChoices(kind)} />
              </select>
            )}
          </FormRow>
        )}
        <div className="form-row-pair">
          <FormRow label={t('memberRoles.validFrom')} error={errors.validFrom}>
            {(control) => <input {...control} type="date" max={today} value={values.validFrom} onChange={(event) => set('validFrom', event.target.value)} />}
          </FormRow>
          <FormRow
            label={t('memberRoles.validTo')}
            error={errors.validTo}
            optional={kind !== 'HEALTH_CHECK'}
            hint={kind === 'HEALTH_CHECK' ? t('memberRoles.form.validToHealthHint') : t('memberRoles.form.validToHint')}
          >
            {(control) => <input {...control} type="date" min={values.validFrom || undefined} value={values.validTo} onChange={(event) => set('validTo', event.target.value)} />}
          </FormRow>
        </div>
        <div className="form-row-pair">
          <FormRow label={t('memberRoles.licenceNumber')} error={errors.licenceNumber} optional>
            {(control) => <input {...control} maxLength={50} autoComplete="off" value={values.licenceNumber} onChange={(event) => set('licenceNumber', event.target.value)} />}
          </FormRow>
          <FormRow label={t('memberRoles.course')} error={errors.course} optional>
            {(control) => <input {...control} maxLength={200} autoComplete="off" value={values.course} onChange={(event) => set('course', event.target.value)} />}
          </FormRow>
        </div>
        <FormRow label={t('memberRoles.form.note')} error={errors.note} optional>
          {(control) => <textarea {...control} rows={2} maxLength={500} value={values.note} onChange={(event) => set('note', event.target.value)} />}
        </FormRow>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <FormActions
          submitting={add.isPending || update.isPending}
          submitLabel={role ? t('memberRoles.form.submitEdit') : t('memberRoles.form.submitAdd')}
          sendingLabel={t('memberRoles.form.sending')}
        >
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('memberRoles.form.cancel')}
          </button>
        </FormActions>
      </form>
    </section>
  );
}
