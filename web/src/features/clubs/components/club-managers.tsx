// The managers of a club on its info tab: their flags (spec §6), open invitations, and for
// those who may manage them the invite-user form (name, surname, roles), flag changes and
// revocation.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { FormRow } from '../../../components/ui/form-row';
import { modalStore } from '../../../components/ui/modal-store';
import type { ClubPermission } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { contactMessages, isEmail, messages } from '../../../lib/validation';
import { useClubManagers, useInviteUser, useRevokeManager, useUpdateManagerPermissions } from '../api/club-managers';

export const CLUB_PERMISSIONS: { value: ClubPermission; label: string }[] = [
  { value: 'MEMBER_PERSONAL_INFO_VIEW', label: 'Osobní údaje členů' },
  { value: 'MEMBER_CREATE_EDIT', label: 'Přidávání a úpravy členů' },
  { value: 'MEMBER_TERMINATE', label: 'Uvolňování členů z klubu' },
  { value: 'CREATE_APPROVE_TRANSFER', label: 'Přestupy a hostování' },
  { value: 'RACE_REGISTRATION', label: 'Přihlášky na závody' },
  { value: 'RACE_MANAGER', label: 'Správa vlastních závodů' },
  { value: 'PAYMENTS', label: 'Platby příspěvků' },
];

const label = (flag: ClubPermission) => CLUB_PERMISSIONS.find((option) => option.value === flag)?.label ?? flag;

function errorOf(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.extensions?.fields?.[0]?.message ?? error.message;
  return 'Vyskytla se chyba';
}

export function ClubManagersSection({ clubId, ownIdentityId }: { clubId: number; ownIdentityId: number | undefined }) {
  const managers = useClubManagers(clubId);
  const revoke = useRevokeManager();
  if (managers.isPending) return <p>Načítám...</p>;
  if (managers.isError) return null;
  const { canManage } = managers.data;
  return (
    <section className="card contacts" aria-labelledby="club-managers">
      <div className="page-heading">
        <h2 id="club-managers">Správci klubu v evidenci</h2>
        {canManage && (
          <button type="button" className="button-secondary" onClick={() => modalStore.open({ title: 'Pozvat správce klubu', content: <InviteForm clubId={clubId} />, variant: 'wide' })}>
            Pozvat správce
          </button>
        )}
      </div>
      {managers.data.managers.length === 0 && <p>Žádné záznamy</p>}
      <ul className="manager-list">
        {managers.data.managers.map((manager) => (
          <li key={manager.identityId}>
            <strong>
              {manager.firstName} {manager.lastName}
            </strong>{' '}
            · {manager.email}
            <div className="hint">{manager.permissions.length ? manager.permissions.map(label).join(', ') : 'bez oprávnění'}</div>
            {canManage && manager.identityId !== ownIdentityId && (
              <div className="actions">
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    modalStore.open({
                      title: `Oprávnění: ${manager.firstName} ${manager.lastName}`,
                      content: <PermissionsForm identityId={manager.identityId} current={manager.permissions} />,
                    })
                  }
                >
                  Změnit oprávnění
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    void confirm({
                      title: 'Odebrat správce',
                      message: `Opravdu odebrat ${manager.firstName} ${manager.lastName} roli správce klubu?`,
                      acceptLabel: 'Odebrat',
                      variant: 'danger',
                    }).then((accepted) =>
                      accepted
                        ? revoke
                            .mutateAsync(manager.identityId)
                            .then(() => flashStore.add({ message: 'Správce byl odebrán.' }))
                            .catch((error: unknown) => flashStore.add({ message: errorOf(error), variant: 'danger' }))
                        : undefined,
                    )
                  }
                >
                  Odebrat
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {managers.data.invitations.length > 0 && (
        <>
          <h3>Odeslané pozvánky</h3>
          <ul className="manager-list">
            {managers.data.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.firstName} {invitation.lastName} · {invitation.email}
                <div className="hint">{invitation.permissions.map(label).join(', ') || 'bez oprávnění'}</div>
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
      flashStore.add({ message: `Pozvánka odeslána na ${values.email}.` });
    } catch (error) {
      setFormError(errorOf(error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {formError && <p className="field-error">{formError}</p>}
      <FormRow label="Jméno" error={errors.firstName?.message}>
        {(control) => <input {...control} {...form.register('firstName')} />}
      </FormRow>
      <FormRow label="Příjmení" error={errors.lastName?.message}>
        {(control) => <input {...control} {...form.register('lastName')} />}
      </FormRow>
      <FormRow label="E-mail" error={errors.email?.message}>
        {(control) => <input {...control} type="email" {...form.register('email')} />}
      </FormRow>
      <fieldset className="permission-list">
        <legend>Role (oprávnění správce)</legend>
        {CLUB_PERMISSIONS.map((option) => (
          <label key={option.value}>
            <input type="checkbox" value={option.value} {...form.register('permissions')} /> {option.label}
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          Zrušit
        </button>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          Odeslat pozvánku
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
            flashStore.add({ message: 'Oprávnění byla změněna.' });
          })
          .catch((failure: unknown) => setError(errorOf(failure)));
      }}
    >
      {error && <p className="field-error">{error}</p>}
      <fieldset className="permission-list">
        <legend>Oprávnění</legend>
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
          Zrušit
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          Uložit oprávnění
        </button>
      </div>
    </form>
  );
}
