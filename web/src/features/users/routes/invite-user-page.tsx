// /evidence/uzivatele/novy: the invite-user form of spec §2 (name, surname, roles). Admin
// invites club managers and area, section and timekeeper staff; the invited person gets an
// e-mail with a one-time link that sets the password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { ChoiceOptions } from '../../../components/ui/options';
import type { ClubPermission, InvitedRole } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { contactMessages, isEmail, messages } from '../../../lib/validation';
import { departmentsApi, getCodebookListQueryOptions } from '../../codebooks';
import { getRegionsQueryOptions } from '../../regions';
import { useInvitableClubs, useInviteStaff, useTimekeepingCompanies } from '../api/invite-user';

const ROLES: { value: InvitedRole; label: string; scope: string }[] = (['TEAM', 'AREA', 'SECTION', 'TIMEKEEPER'] as const).map(
  (value) => ({ value, label: t(`users.role.${value}`), scope: t(`users.scope.${value}`) }),
);

const CLUB_FLAGS: { value: ClubPermission; label: string }[] = (
  [
    'MEMBER_PERSONAL_INFO_VIEW',
    'MEMBER_CREATE_EDIT',
    'MEMBER_TERMINATE',
    'CREATE_APPROVE_TRANSFER',
    'RACE_REGISTRATION',
    'RACE_MANAGER',
    'PAYMENTS',
  ] as const
).map((value) => ({ value, label: t(`users.clubPermission.${value}`) }));

const STAFF_FLAGS = (
  [
    'MEMBER_AND_CLUB_MANAGER',
    'MEMBER_PERSONAL_INFO_VIEW',
    'RACE_MANAGER',
    'TRANSFER_MANAGER',
    'HEALTH_CHECK_MANAGER',
    'COACH_MANAGER',
    'TECHNICAL_DELEGATE_MANAGER',
    'REFEREE_MANAGER',
    'PAYMENTS',
  ] as const
).map((value) => ({ value, label: t(`users.staffPermission.${value}`) }));

const schema = z.object({
  firstName: z.string().trim().min(1, messages.required),
  lastName: z.string().trim().min(1, messages.required),
  email: z.string().trim().min(1, messages.required).refine(isEmail, contactMessages.email),
  role: z.enum(['TEAM', 'AREA', 'SECTION', 'TIMEKEEPER']),
  scopeId: z.string().min(1, messages.required),
  permissions: z.array(z.string()),
});

type Values = z.infer<typeof schema>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', role: 'TEAM', scopeId: '', permissions: [] };

export function InviteUserPage() {
  const invite = useInviteStaff();
  usePageTitle(t('users.invite.title'));
  const [formError, setFormError] = useState<string>();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const role = form.watch('role');
  const clubs = useInvitableClubs(role === 'TEAM');
  const regions = useQuery({ ...getRegionsQueryOptions(), enabled: role === 'AREA' });
  const departments = useQuery({ ...getCodebookListQueryOptions(departmentsApi), enabled: role === 'SECTION' });
  const companies = useTimekeepingCompanies(role === 'TIMEKEEPER');
  const scopeOptions =
    role === 'TEAM'
      ? (clubs.data ?? []).map((club) => ({ value: String(club.id), label: `${club.name} (${club.code})` }))
      : role === 'AREA'
        ? (regions.data ?? []).map((region) => ({ value: String(region.id), label: region.name }))
        : role === 'SECTION'
          ? (departments.data ?? []).map((department) => ({ value: String(department.id), label: department.name }))
          : (companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name }));
  const flags = role === 'TEAM' ? CLUB_FLAGS : role === 'TIMEKEEPER' ? [] : STAFF_FLAGS;
  const roleInfo = ROLES.find((option) => option.value === role) ?? ROLES[0]!;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const scope = Number(values.scopeId);
    try {
      const email = await invite.mutateAsync({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        role: values.role,
        clubId: values.role === 'TEAM' ? scope : null,
        regionId: values.role === 'AREA' ? scope : null,
        departmentId: values.role === 'SECTION' ? scope : null,
        timekeepingCompanyId: values.role === 'TIMEKEEPER' ? scope : null,
        clubPermissions: values.role === 'TEAM' ? (values.permissions as ClubPermission[]) : [],
        staffPermissions: values.role === 'AREA' || values.role === 'SECTION' ? values.permissions : [],
      });
      flashStore.add({ message: tf('users.invite.sent', { email: email.inviteUser }) });
      form.reset(EMPTY);
    } catch (error) {
      const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
      const problem = first?.extensions?.fields?.[0];
      if (problem && ['email', 'firstName', 'lastName'].includes(problem.field)) {
        form.setError(problem.field as 'email', { type: 'server', message: problem.message });
      } else if (problem) {
        form.setError('scopeId', { type: 'server', message: problem.message });
      } else setFormError(error instanceof Error ? error.message : t('ui.error'));
    }
  });

  return (
    <section className="form-page">
      <h1>{t('users.invite.title')}</h1>
      <p>{t('users.invite.intro')}</p>
      <form className="card club-form" noValidate onSubmit={(event) => void submit(event)}>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <FormRow label={t('users.invite.firstName')} error={errors.firstName?.message}>
          {(control) => <input {...control} {...form.register('firstName')} />}
        </FormRow>
        <FormRow label={t('users.invite.lastName')} error={errors.lastName?.message}>
          {(control) => <input {...control} {...form.register('lastName')} />}
        </FormRow>
        <FormRow label={t('users.invite.email')} error={errors.email?.message}>
          {(control) => <input {...control} type="email" {...form.register('email')} />}
        </FormRow>
        <FormRow label={t('users.invite.role')} error={errors.role?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('role', {
                onChange: () => {
                  form.setValue('scopeId', '');
                  form.setValue('permissions', []);
                },
              })}
            >
              <ChoiceOptions choices={ROLES} />
            </select>
          )}
        </FormRow>
        <FormRow label={roleInfo.scope} error={errors.scopeId?.message}>
          {(control) => (
            <select {...control} {...form.register('scopeId')}>
              <option value="">{t('users.invite.choose')}</option>
              <ChoiceOptions choices={scopeOptions} />
            </select>
          )}
        </FormRow>
        {flags.length > 0 && (
          <fieldset className="permission-list">
            <legend>{t('users.invite.permissions')}</legend>
            {flags.map((option) => (
              <label key={option.value}>
                <input type="checkbox" value={option.value} {...form.register('permissions')} /> {option.label}
              </label>
            ))}
          </fieldset>
        )}
        <FormActions submitting={form.formState.isSubmitting} submitLabel={t('users.invite.submit')} />
      </form>
    </section>
  );
}
