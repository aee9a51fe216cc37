// The managers of a club on its info tab: their flags (spec §6), open invitations, and for
// those who may manage them the invite-user form (name, surname, roles), flag changes and
// revocation.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { FormRow } from '../../../components/ui/form-row';
import { modalStore } from '../../../components/ui/modal-store';
import type { ClubPermission } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { contactMessages, isEmail, messages } from '../../../lib/validation';
import { useClubManagers, useInviteUser, useRevokeManager, useUpdateManagerPermissions } from '../api/club-managers';

export const CLUB_PERMISSIONS: { value: ClubPermission; label: string }[] = [
  { value: 'MEMBER_PERSONAL_INFO_VIEW', label: t('clubs.permission.memberPersonalInfoView') },
  { value: 'MEMBER_CREATE_EDIT', label: t('clubs.permission.memberCreateEdit') },
  { value: 'MEMBER_TERMINATE', label: t('clubs.permission.memberTerminate') },
  { value: 'CREATE_APPROVE_TRANSFER', label: t('clubs.permission.createApproveTransfer') },
  { value: 'RACE_REGISTRATION', label: t('clubs.permission.raceRegistration') },
  { value: 'RACE_MANAGER', label: t('clubs.permission.raceManager') },
  { value: 'PAYMENTS', label: t('clubs.permission.payments') },
];

const label = (flag: ClubPermission) => CLUB_PERMISSIONS.find((option) => option.value === flag)?.label ?? flag;

function errorOf(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.extensions?.fields?.[0]?.message ?? error.message;
  return t('clubs.error');
}

export function ClubManagersSection({ clubId, ownIdentityId }: { clubId: number; ownIdentityId: number | undefined }) {
  const managers = useClubManagers(clubId);
  const revoke = useRevokeManager();
  if (managers.isPending) return <p>{t('clubs.loading')}</p>;
  if (managers.isError) return null;
  const { canManage } = managers.data;
  return (
    <section className="card contacts" aria-labelledby="club-managers">
      <div className="page-heading">
        <h2 id="club-managers">{t('clubs.managers.title')}</h2>
        {canManage && (
          <button type="button" className="button-secondary" onClick={() => modalStore.open({ title: t('clubs.managers.inviteTitle'), content: <InviteForm clubId={clubId} />, variant: 'wide' })}>
            {t('clubs.managers.invite')}
          </button>
        )}
      </div>
      {managers.data.managers.length === 0 && <p>{t('clubs.empty')}</p>}
      <ul className="manager-list">
        {managers.data.managers.map((manager) => (
          <li key={manager.identityId}>
            <strong>
              {manager.firstName} {manager.lastName}
            </strong>
            {manager.email && <> · {manager.email}</>}
            <div className="hint">{manager.permissions.length ? manager.permissions.map(label).join(', ') : t('clubs.managers.noPermissions')}</div>
            {canManage && manager.identityId !== ownIdentityId && (
              <div className="actions">
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    modalStore.open({
                      title: tf('clubs.managers.permissionsTitle', { name: `${manager.firstName} ${manager.lastName}` }),
                      content: <PermissionsForm identityId={manager.identityId} current={manager.permissions} />,
                    })
                  }
                >
                  {t('clubs.managers.changePermissions')}
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    void confirm({
                      title: t('clubs.managers.revokeTitle'),
                      message: tf('clubs.managers.revokeMessage', { name: `${manager.firstName} ${manager.lastName}` }),
                      acceptLabel: t('clubs.managers.revoke'),
                      variant: 'danger',
                    }).then((accepted) =>
                      accepted
                        ? revoke
                            .mutateAsync(manager.identityId)
                            .then(() => flashStore.add({ message: t('clubs.managers.revoked') }))
                            .catch((error: unknown) => flashStore.add({ message: errorOf(error), variant: 'danger' }))
                        : undefined,
                    )
                  }
                >
                  {t('clubs.managers.revoke')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {managers.data.invitations.length > 0 && (
        <>
          <h3>{t('clubs.managers.invitations')}</h3>
          <ul className="manager-list">
            {managers.data.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.firstName} {invitation.lastName}
                {invitation.email && <> · {invitation.email}</>}
                <div className="hint">{invitation.permissions.map(label).join(', ') || t('clubs.managers.noPermissions')}</div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const inviteSchema = z.object({
  firstName: z.string().trim().min(1, messages.required),
  lastName: z.string().trim().min(1, messages.required),
  email: z.string().trim().min(1, messages.required).refine(isEmail, contactMessages.email),
  permissions: z.array(z.string()),
});

type InviteValues = z.infer<typeof inviteSchema>;

function InviteForm({ clubId }: { clubId: number }) {
  const invite = useInviteUser();
  const [formError, setFormError] = useState<string>();
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { firstName: '', lastName: '', email: '', permissions: [] },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        role: 'TEAM',
        clubId,
        clubPermissions: values.permissions as ClubPermission[],
      });
      modalStore.close();
      flashStore.add({ message: tf('clubs.managers.invited', { email: values.email }) });
    } catch (error) {
      setFormError(errorOf(error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {formError && <p className="field-error">{formError}</p>}
      <FormRow label={t('clubs.managers.firstName')} error={errors.firstName?.message}>
        {(control) => <input {...control} {...form.register('firstName')} />}
      </FormRow>
      <FormRow label={t('clubs.managers.lastName')} error={errors.lastName?.message}>
        {(control) => <input {...control} {...form.register('lastName')} />}
      </FormRow>
      <FormRow label={t('clubs.managers.email')} error={errors.email?.message}>
        {(control) => <input {...control} type="email" {...form.register('email')} />}
      </FormRow>
      <fieldset className="permission-list">
        <legend>{t('clubs.managers.roles')}</legend>
        {CLUB_PERMISSIONS.map((option) => (
          <label key={option.value}>
            <input type="checkbox" value={option.value} {...form.register('permissions')} /> {option.label}
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('clubs.managers.sendInvitation')}
        </button>
      </div>
    </form>
  );
}

function PermissionsForm({ identityId, current }: { identityId: number; current: ClubPermission[] }) {
  const update = useUpdateManagerPermissions();
  const [selected, setSelected] = useState<ClubPermission[]>(current);
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update
          .mutateAsync({ identityId, permissions: selected })
          .then(() => {
            modalStore.close();
            flashStore.add({ message: t('clubs.managers.permissionsSaved') });
          })
          .catch((failure: unknown) => setError(errorOf(failure)));
      }}
    >
      {error && <p className="field-error">{error}</p>}
      <fieldset className="permission-list">
        <legend>{t('clubs.managers.permissions')}</legend>
        {CLUB_PERMISSIONS.map((option) => (
          <label key={option.value}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) =>
                setSelected(event.target.checked ? [...selected, option.value] : selected.filter((flag) => flag !== option.value))
              }
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {t('clubs.managers.savePermissions')}
        </button>
      </div>
    </form>
  );
}
