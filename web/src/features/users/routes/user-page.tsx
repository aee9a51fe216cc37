// /evidence/uzivatele/{id}: one account of the asker's list — its e-mail (where the asker sees
// contacts), state, password, last login, and its roles within the asker's scope with their
// flags; "Odebrat roli" where the asker may end the role, "Zablokovat účet" for Admin. The
// optional `datagridFilter` (spec §2) is the list's query that "Zpět na seznam" returns to.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { FactList } from '../../../components/ui/facts';
import { flashStore } from '../../../components/ui/flash-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { serverProblems } from '../../../lib/server-problems';
import { Restricted } from '../../auth';
import { type UserDetail, useRevokeIdentity, useSetAccountBlocked, useUser } from '../api/users';
import { formatLastLogin, permissionLabels } from '../user-format';
import { fromDatagridFilter } from '../user-search';

function failed(failure: unknown) {
  const problems = serverProblems(failure);
  flashStore.add({ message: problems.fields[0]?.message ?? problems.message ?? t('ui.error'), variant: 'danger', autoDismiss: false });
}

export function UserPage({ id, datagridFilter }: { id: number; datagridFilter?: string | undefined }) {
  const user = useUser(id);
  const name = user.data ? `${user.data.user.firstName} ${user.data.user.lastName}` : undefined;
  usePageTitle(name ?? t('accounts.title'));
  const back = (
    <Link className="back-link" to="/evidence/uzivatele" search={fromDatagridFilter(datagridFilter)}>
      {t('accounts.detail.back')}
    </Link>
  );
  if (user.isPending) return <p>{t('accounts.detail.loading')}</p>;
  if (user.isError) {
    if (user.error instanceof GraphQLRequestError && user.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return (
      <>
        <Alert variant="danger">{user.error.message}</Alert>
        <p>{back}</p>
      </>
    );
  }
  return <UserView detail={user.data} back={back} />;
}

function UserView({ detail, back }: { detail: UserDetail; back: ReactNode }) {
  const block = useSetAccountBlocked();
  const revoke = useRevokeIdentity();
  const { user } = detail;
  const name = `${user.firstName} ${user.lastName}`;
  const onBlock = async () => {
    const blocked = user.active;
    const accepted = await confirm(
      blocked
        ? { title: tf('accounts.detail.blockTitle', { name }), message: t('accounts.detail.blockQuestion'), variant: 'danger', acceptLabel: t('accounts.detail.block') }
        : { title: tf('accounts.detail.unblockTitle', { name }), message: t('accounts.detail.unblockQuestion'), acceptLabel: t('accounts.detail.unblock') },
    );
    if (!accepted) return;
    try {
      await block.mutateAsync({ id: user.id, blocked });
      flashStore.add({ message: tf(blocked ? 'accounts.detail.blockedDone' : 'accounts.detail.unblockedDone', { name }) });
    } catch (failure) {
      failed(failure);
    }
  };
  const onRevoke = async (identity: UserDetail['user']['identities'][number]) => {
    const accepted = await confirm({
      title: tf('accounts.detail.revokeTitle', { role: identity.role }),
      message: tf('accounts.detail.revokeQuestion', { name }),
      variant: 'danger',
      acceptLabel: t('accounts.detail.revoke'),
    });
    if (!accepted) return;
    try {
      await revoke.mutateAsync(identity.id);
      flashStore.add({ message: tf('accounts.detail.revoked', { role: identity.role }) });
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <section className="user-page">
      {back}
      <div className="page-heading">
        <h1>{name}</h1>
        {detail.canBlock && (
          <div className="actions">
            <button type="button" className={user.active ? 'button-danger' : 'button'} disabled={block.isPending} onClick={() => void onBlock()}>
              {user.active ? t('accounts.detail.block') : t('accounts.detail.unblock')}
            </button>
          </div>
        )}
      </div>
      {!user.active && <Alert variant="warning">{t('accounts.detail.blockedNotice')}</Alert>}
      <FactList
        facts={[
          ...(user.email ? [[t('accounts.detail.email'), user.email] as const] : []),
          [t('accounts.detail.state'), user.active ? t('accounts.active') : t('accounts.blocked')],
          [t('accounts.detail.password'), user.hasPassword ? t('accounts.detail.passwordSet') : t('accounts.detail.passwordMissing')],
          [t('accounts.detail.created'), formatDate(user.createdAt)],
          [t('accounts.detail.lastLogin'), formatLastLogin(user.lastLoginAt)],
        ]}
      />
      <h2>{t('accounts.detail.roles')}</h2>
      <p className="hint">{t('accounts.detail.rolesHint')}</p>
      {user.identities.length === 0 ? (
        <p>{t('accounts.noRoles')}</p>
      ) : (
        <SimpleTable className="identities-table stack-on-phone" caption={t('accounts.detail.roles')} scroll columns={[t('accounts.detail.col.role'), t('accounts.detail.col.permissions'), t('accounts.detail.col.since'), t('accounts.detail.col.actions')]}>
          {user.identities.map((identity) => {
            const flags = permissionLabels(identity.identityType, identity.permissions);
            return (
              <tr key={identity.id}>
                <th scope="row">{identity.role}</th>
                <td data-label={t('accounts.detail.col.permissions')}>{flags.length === 0 ? <span className="hint">{t('accounts.detail.noPermissions')}</span> : flags.join(', ')}</td>
                <td className="nowrap" data-label={t('accounts.detail.col.since')}>
                  {formatDate(identity.createdAt)}
                </td>
                <td data-label={t('accounts.detail.col.actions')}>
                  {identity.canRevoke && (
                    <button type="button" className="button-danger" disabled={revoke.isPending} onClick={() => void onRevoke(identity)} aria-label={`${t('accounts.detail.revoke')} – ${identity.role}`}>
                      {t('accounts.detail.revoke')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </SimpleTable>
      )}
    </section>
  );
}
