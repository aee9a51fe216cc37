// /evidence/uzivatele/novy: the invite-user form of spec §2 (name, surname, roles). Admin
// invites club managers and area, section and timekeeper staff; the invited person gets an
// e-mail with a one-time link that sets the password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormRow } from '../../../components/ui/form-row';
import type { ClubPermission, InvitedRole } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { contactMessages, isEmail, messages } from '../../../lib/validation';
import { departmentsApi } from '../../codebooks/api/departments';
import { getCodebookListQueryOptions } from '../../codebooks/api/codebook-queries';
import { getRegionsQueryOptions } from '../../regions/api/regions';
import { useInvitableClubs, useInviteStaff, useTimekeepingCompanies } from '../api/invite-user';

const ROLES: { value: InvitedRole; label: string; scope: string }[] = [
  { value: 'TEAM', label: 'Správce klubu', scope: 'Klub' },
  { value: 'AREA', label: 'Pracovník kraje', scope: 'Kraj' },
  { value: 'SECTION', label: 'Pracovník úseku', scope: 'Úsek' },
  { value: 'TIMEKEEPER', label: 'Časomíra', scope: 'Časomíra' },
];

const CLUB_FLAGS: { value: ClubPermission; label: string }[] = [
  { value: 'MEMBER_PERSONAL_INFO_VIEW', label: 'Osobní údaje členů' },
  { value: 'MEMBER_CREATE_EDIT', label: 'Přidávání a úpravy členů' },
  { value: 'MEMBER_TERMINATE', label: 'Uvolňování členů z klubu' },
  { value: 'CREATE_APPROVE_TRANSFER', label: 'Přestupy a hostování' },
  { value: 'RACE_REGISTRATION', label: 'Přihlášky na závody' },
  { value: 'RACE_MANAGER', label: 'Správa vlastních závodů' },
  { value: 'PAYMENTS', label: 'Platby příspěvků' },
];

const STAFF_FLAGS = [
  { value: 'MEMBER_AND_CLUB_MANAGER', label: 'Členové a kluby' },
  { value: 'MEMBER_PERSONAL_INFO_VIEW', label: 'Osobní údaje členů' },
  { value: 'RACE_MANAGER', label: 'Správa závodů' },
  { value: 'TRANSFER_MANAGER', label: 'Přestupy a hostování' },
  { value: 'HEALTH_CHECK_MANAGER', label: 'Zdravotní prohlídky' },
  { value: 'COACH_MANAGER', label: 'Trenérské licence' },
  { value: 'TECHNICAL_DELEGATE_MANAGER', label: 'Licence technických delegátů' },
  { value: 'REFEREE_MANAGER', label: 'Licence rozhodčích' },
  { value: 'PAYMENTS', label: 'Platby příspěvků' },
];

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
      flashStore.add({ message: `Pozvánka odeslána na ${email.inviteUser}.` });
      form.reset(EMPTY);
    } catch (error) {
      const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
      const problem = first?.extensions?.fields?.[0];
      if (problem && ['email', 'firstName', 'lastName'].includes(problem.field)) {
        form.setError(problem.field as 'email', { type: 'server', message: problem.message });
      } else if (problem) {
        form.setError('scopeId', { type: 'server', message: problem.message });
      } else setFormError(error instanceof Error ? error.message : 'Vyskytla se chyba');
    }
  });

  return (
    <section className="form-page">
      <h1>Pozvat uživatele</h1>
      <p>Pozvaný dostane e-mail s odkazem, kterým si nastaví heslo a získá zvolenou roli. Odkaz platí 7 dní.</p>
      <form className="card club-form" noValidate onSubmit={(event) => void submit(event)}>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <FormRow label="Jméno" error={errors.firstName?.message}>
          {(control) => <input {...control} {...form.register('firstName')} />}
        </FormRow>
        <FormRow label="Příjmení" error={errors.lastName?.message}>
          {(control) => <input {...control} {...form.register('lastName')} />}
        </FormRow>
        <FormRow label="E-mail" error={errors.email?.message}>
          {(control) => <input {...control} type="email" {...form.register('email')} />}
        </FormRow>
        <FormRow label="Role" error={errors.role?.message}>
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
              {ROLES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label={roleInfo.scope} error={errors.scopeId?.message}>
          {(control) => (
            <select {...control} {...form.register('scopeId')}>
              <option value="">— vyberte —</option>
              {scopeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        {flags.length > 0 && (
          <fieldset className="permission-list">
            <legend>Oprávnění</legend>
            {flags.map((option) => (
              <label key={option.value}>
                <input type="checkbox" value={option.value} {...form.register('permissions')} /> {option.label}
              </label>
            ))}
          </fieldset>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            Odeslat pozvánku
          </button>
        </div>
      </form>
    </section>
  );
}
