// /evidence/uzivatele: the accounts the asker may list (Admin every account; staff managing
// club managers theirs; a club's managers its managers) with their roles and last login,
// filtered by name or e-mail, role and state, all kept in the URL; below them the invitations
// not accepted yet, which can be sent again or revoked.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { SimpleTable } from '../../../components/ui/simple-table';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { useStillOnPage } from '../../../lib/use-still-on-page';
import { Restricted } from '../../auth';
import { type UserRow, useUsers } from '../api/users';
import { InvitationList } from '../components/invitation-list';
import { formatLastLogin } from '../user-format';
import { USER_IDENTITY_TYPES, USER_STATES, type UserSearch, hasUserFilters, toDatagridFilter, usersInput, withUserFilter } from '../user-search';

interface UsersPageProps {
  search: UserSearch;
  onSearch: (search: UserSearch) => void;
}

const TYPE_CHOICES = USER_IDENTITY_TYPES.map((value) => ({ value, label: t(`accounts.type.${value}`) }));
const STATE_CHOICES = USER_STATES.map((value) => ({ value, label: t(`accounts.state.${value}`) }));

const COLUMNS = [t('accounts.col.name'), t('accounts.col.email'), t('accounts.col.roles'), t('accounts.col.lastLogin'), t('accounts.col.state')];

export function UsersPage({ search, onSearch }: UsersPageProps) {
  usePageTitle(t('accounts.title'));
  const [text, setText] = useState(search.q ?? '');
  const typed = useDebounced(text);
  const stillOnPage = useStillOnPage();
  useEffect(() => {
    // An account opened while the typing paused wins: the search does not pull the list back.
    if (!stillOnPage('/evidence/uzivatele')) return;
    if ((typed.trim() || undefined) !== (search.q?.trim() || undefined)) onSearch(withUserFilter(search, 'q', typed));
    // Only the typed text drives this; the other filters are applied at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const users = useUsers(usersInput(search));
  if (users.isError && users.error instanceof GraphQLRequestError && users.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
  const page = search.page ?? 1;
  const datagridFilter = toDatagridFilter(search);
  return (
    <section className="users-page">
      <div className="page-heading">
        <h1>{t('accounts.title')}</h1>
        {users.data?.canInviteStaff && (
          <div className="actions">
            <Link className="button" to="/evidence/uzivatele/novy">
              {t('accounts.invite')}
            </Link>
          </div>
        )}
      </div>
      <p className="hint">{t('accounts.intro')}</p>
      <Filters label={t('accounts.filters')}>
        <SearchFilter label={t('accounts.search')} placeholder={t('accounts.searchPlaceholder')} value={text} onChange={setText} />
        <SelectFilter label={t('accounts.type')} value={search.type ?? ''} allLabel={t('accounts.allTypes')} options={TYPE_CHOICES} onChange={(value) => onSearch(withUserFilter(search, 'type', value))} />
        <SelectFilter label={t('accounts.state')} value={search.state ?? ''} allLabel={t('accounts.allStates')} options={STATE_CHOICES} onChange={(value) => onSearch(withUserFilter(search, 'state', value))} />
        {hasUserFilters(search) && (
          <button
            type="button"
            className="button-secondary filters-clear"
            onClick={() => {
              setText('');
              onSearch({});
            }}
          >
            {t('accounts.clearFilters')}
          </button>
        )}
      </Filters>
      {users.isPending ? (
        <p>{t('accounts.loading')}</p>
      ) : users.isError ? (
        <Alert variant="danger">{users.error.message}</Alert>
      ) : users.data.items.length === 0 ? (
        <p>{hasUserFilters(search) ? t('accounts.empty') : t('accounts.emptyAll')}</p>
      ) : (
        <SimpleTable className="users-table stack-on-phone" caption={t('accounts.list')} scroll columns={COLUMNS}>
          {users.data.items.map((user) => (
            <UserLine key={user.id} user={user} datagridFilter={datagridFilter} />
          ))}
        </SimpleTable>
      )}
      {users.data && (page > 1 || users.data.hasMore) && (
        <nav className="pager" aria-label={t('accounts.paging')}>
          <button type="button" className="button-secondary" disabled={page <= 1} onClick={() => onSearch({ ...search, page: page - 1 > 1 ? page - 1 : undefined })}>
            {t('accounts.previous')}
          </button>
          <span>{tf('accounts.page', { page })}</span>
          <button type="button" className="button-secondary" disabled={!users.data.hasMore} onClick={() => onSearch({ ...search, page: page + 1 })}>
            {t('accounts.next')}
          </button>
        </nav>
      )}
      <InvitationList />
    </section>
  );
}

function UserLine({ user, datagridFilter }: { user: UserRow; datagridFilter: string }) {
  const name = `${user.lastName} ${user.firstName}`;
  return (
    <tr>
      <th scope="row">
        <Link to="/evidence/uzivatele/$id" params={{ id: String(user.id) }} search={datagridFilter ? { datagridFilter } : {}}>
          {name}
        </Link>
      </th>
      <td className="break-anywhere" data-label={t('accounts.col.email')}>{user.email ?? <span className="hint">{t('accounts.hidden')}</span>}</td>
      <td data-label={t('accounts.col.roles')}>
        {user.identities.length === 0 ? (
          <span className="hint">{t('accounts.noRoles')}</span>
        ) : (
          <ul className="plain-list">
            {user.identities.map((identity) => (
              <li key={identity.id}>{identity.role}</li>
            ))}
          </ul>
        )}
      </td>
      <td className="nowrap" data-label={t('accounts.col.lastLogin')}>
        {formatLastLogin(user.lastLoginAt)}
      </td>
      <td data-label={t('accounts.col.state')}>
        {user.active ? (
          user.hasPassword ? (
            <span className="badge badge-approved">{t('accounts.active')}</span>
          ) : (
            <span className="badge">{t('accounts.noPassword')}</span>
          )
        ) : (
          <span className="badge badge-rejected">{t('accounts.blocked')}</span>
        )}
      </td>
    </tr>
  );
}
