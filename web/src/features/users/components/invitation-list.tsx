// The invitations of the asker's scope not accepted yet (open, or expired in the last 30 days),
// newest first, with "Poslat znovu" and "Zrušit pozvánku" where the asker could send such an
// invitation itself.
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { type InvitationRow, useResendInvitation, useRevokeInvitation, useUserInvitations } from '../api/users';
import { invitationValidity, permissionLabels } from '../user-format';

const COLUMNS = [
  t('accounts.invitations.col.name'),
  t('accounts.invitations.col.role'),
  t('accounts.invitations.col.sent'),
  t('accounts.invitations.col.validity'),
  t('accounts.invitations.col.actions'),
];

function failed(failure: unknown) {
  const problems = serverProblems(failure);
  flashStore.add({ message: problems.fields[0]?.message ?? problems.message ?? t('ui.error'), variant: 'danger', autoDismiss: false });
}

export function InvitationList() {
  const invitations = useUserInvitations();
  if (!invitations.data) return null;
  return (
    <section className="invitations" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('accounts.invitations.title')}</h2>
      {invitations.data.length === 0 ? (
        <p>{t('accounts.invitations.empty')}</p>
      ) : (
        <>
          <p className="hint">{t('accounts.invitations.intro')}</p>
          <SimpleTable className="invitations-table stack-on-phone" caption={t('accounts.invitations.list')} scroll columns={COLUMNS}>
            {invitations.data.map((invitation) => (
              <InvitationLine key={invitation.id} invitation={invitation} />
            ))}
          </SimpleTable>
        </>
      )}
    </section>
  );
}

function InvitationLine({ invitation }: { invitation: InvitationRow }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const name = `${invitation.firstName} ${invitation.lastName}`;
  const flags = permissionLabels(invitation.identityType, invitation.permissions);
  const onResend = async () => {
    const accepted = await confirm({
      title: tf('accounts.invitations.resendTitle', { name }),
      message: t('accounts.invitations.resendQuestion'),
      acceptLabel: t('accounts.invitations.resend'),
    });
    if (!accepted) return;
    try {
      const data = await resend.mutateAsync(invitation.id);
      flashStore.add({ message: tf('accounts.invitations.resent', { name, date: formatDate(data.resendInvitation.expiresAt) }) });
    } catch (failure) {
      failed(failure);
    }
  };
  const onRevoke = async () => {
    const accepted = await confirm({
      title: tf('accounts.invitations.revokeTitle', { name }),
      message: t('accounts.invitations.revokeQuestion'),
      variant: 'danger',
      acceptLabel: t('accounts.invitations.revoke'),
    });
    if (!accepted) return;
    try {
      await revoke.mutateAsync(invitation.id);
      flashStore.add({ message: tf('accounts.invitations.revoked', { name }) });
    } catch (failure) {
      failed(failure);
    }
  };
  const busy = resend.isPending || revoke.isPending;
  return (
    <tr>
      <th scope="row">
        {name}
        {invitation.email && <div className="hint break-anywhere">{invitation.email}</div>}
      </th>
      <td data-label={t('accounts.invitations.col.role')}>
        {invitation.role}
        {flags.length > 0 && <div className="hint">{flags.join(', ')}</div>}
      </td>
      <td className="nowrap" data-label={t('accounts.invitations.col.sent')}>
        {invitation.invitedBy ? tf('accounts.invitations.sentBy', { date: formatDate(invitation.createdAt), name: invitation.invitedBy }) : formatDate(invitation.createdAt)}
      </td>
      <td data-label={t('accounts.invitations.col.validity')}>
        <span className={invitation.expired ? 'badge badge-rejected' : 'badge badge-pending'}>{invitationValidity(invitation.expiresAt, invitation.expired)}</span>
      </td>
      <td data-label={t('accounts.invitations.col.actions')}>
        {invitation.canChange && (
          <div className="row-actions">
            <button type="button" className="button-secondary" disabled={busy} onClick={() => void onResend()} aria-label={`${t('accounts.invitations.resend')} – ${name}`}>
              {t('accounts.invitations.resend')}
            </button>
            <button type="button" className="button-danger" disabled={busy} onClick={() => void onRevoke()} aria-label={`${t('accounts.invitations.revoke')} – ${name}`}>
              {t('accounts.invitations.revoke')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
