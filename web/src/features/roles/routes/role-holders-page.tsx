// /evidence/role-v-useku/{departmentId}/treneri, /technicti-delegati, /rozhodci and
// /evidence/role-v-useku/cvicitele: the holders of a kind in a department (instructors in none),
// by name, with the filter in the URL, paged on the server; the workbook of the same filter;
// and for those who manage the kind, the selected holders' validity extended at once.
import { useEffect, useMemo } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { Alert } from '../../../components/ui/alert';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted, useMe } from '../../auth';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRoleDepartments } from '../api/role-departments';
import { useRoleHolders } from '../api/role-holders';
import { ExtendRolesAction } from '../components/extend-roles-action';
import { roleHolderColumns } from '../components/role-holder-columns';
import { RoleHolderFilters } from '../components/role-holder-filters';
import { useOpenRoleList } from '../components/role-list-link';
import { RoleListNav, defaultDepartment, rememberDepartment } from '../components/role-list-nav';
import { type ListKind, downloadsWorkbooks, listDepartments } from '../role-lists';
import { DEFAULT_PER_PAGE, type OnRoleSearch, type RoleHolderSearch, filterOnly, parseRoleHolderSearch, roleHoldersExportUrl, roleHoldersVariables } from '../role-search';

interface RoleHoldersPageProps {
  kind: ListKind;
  /** The department (none for the instructors). */
  departmentId: number | undefined;
  search: RoleHolderSearch;
  onSearch: OnRoleSearch;
}

export function RoleHoldersPage({ kind, departmentId, search, onSearch }: RoleHoldersPageProps) {
  const me = useMe();
  const departments = useRoleDepartments();
  const holders = useRoleHolders(roleHoldersVariables(kind, departmentId, search));
  const openList = useOpenRoleList();
  const columns = useMemo(() => roleHolderColumns(), []);
  const identity = me.data?.activeIdentity;
  const choices = listDepartments(departments.data ?? [], identity);
  const listName = t(`roles.list.${kind}`);
  const departmentName =
    kind === 'INSTRUCTOR' ? t('roles.noDepartment') : (holders.data?.department?.name ?? departments.data?.find((department) => department.id === departmentId)?.name);
  const title = departmentName && kind !== 'INSTRUCTOR' ? tf('roles.listTitle', { list: listName, department: departmentName }) : listName;
  usePageTitle(title);

  useEffect(() => {
    if (departmentId !== undefined) rememberDepartment(departmentId);
  }, [departmentId]);

  const failure = holders.error instanceof GraphQLRequestError ? holders.error : undefined;
  if (failure?.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
  if (failure?.code === 'NOT_FOUND') return <NotFoundPage />;

  const page = holders.data;
  const go = (next: RoleHolderSearch, replace?: boolean) => onSearch(parseRoleHolderSearch({ ...next }), replace);
  const exportUrl = page && downloadsWorkbooks(identity?.identityType) ? roleHoldersExportUrl(page.exportUrl, search) : undefined;

  return (
    <section className="role-holders-page">
      <div className="page-heading">
        <h1>{title}</h1>
        {exportUrl && (
          <div className="actions">
            <a className="button-secondary" href={exportUrl} download title={t('roles.downloadHint')}>
              {t('roles.download')}
            </a>
          </div>
        )}
      </div>
      <RoleListNav
        current={kind}
        departmentId={departmentId ?? defaultDepartment(choices)}
        departments={choices}
        search={filterOnly({ ...search, qualification: undefined })}
        onDepartment={(id) => openList(kind, id, filterOnly(search))}
      />
      <RoleHolderFilters search={search} qualifications={page?.qualifications} onSearch={go} />
      {failure?.code === 'VALIDATION' && <Alert variant="danger">{failure.message}</Alert>}
      <DataGrid
        gridId={`role-holders-${kind.toLowerCase()}`}
        label={tf('roles.grid', { list: listName, department: departmentName ?? '' })}
        columns={columns}
        rows={page?.nodes}
        totalCount={page?.totalCount ?? 0}
        loading={holders.isFetching}
        error={holders.error}
        paging={{
          page: search.page ?? 1,
          perPage: search.perPage ?? DEFAULT_PER_PAGE,
          onPageChange: (next) => go({ ...search, page: next }),
          onPerPageChange: (perPage) => go({ ...search, perPage, page: undefined }),
        }}
        getRowId={({ data }) => String(data.id)}
        getRowClass={(row) => (row.valid ? undefined : 'row-muted')}
        selectionActions={page?.canExtend ? (rows, clear) => <ExtendRolesAction roleIds={rows.map((row) => row.id)} onDone={clear} /> : undefined}
      />
    </section>
  );
}
