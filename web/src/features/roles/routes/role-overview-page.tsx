// /evidence/role-v-useku: the licences and health checks of the asker's scope per department and
// kind, those in force and those ending within 30 days, each count a link into its list with the
// matching filter; above them the way to every list of a department.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Restricted, useMe } from '../../auth';
import { SimpleTable } from '../../../components/ui/simple-table';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRoleDepartments } from '../api/role-departments';
import { type RoleCount, useRoleOverview } from '../api/role-overview';
import { RoleListLink } from '../components/role-list-link';
import { RoleListNav, defaultDepartment, rememberDepartment } from '../components/role-list-nav';
import { groupByDepartment, isListKind, listDepartments } from '../role-lists';

export function RoleOverviewPage() {
  usePageTitle(t('roles.title'));
  const me = useMe();
  const overview = useRoleOverview();
  const departments = useRoleDepartments();
  const choices = listDepartments(departments.data ?? [], me.data?.activeIdentity);
  const [chosen, setChosen] = useState<number>();
  const departmentId = chosen ?? defaultDepartment(choices);

  if (overview.isPending) return <p>{t('roles.loading')}</p>;
  if (overview.isError) {
    if (overview.error instanceof GraphQLRequestError && overview.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return <Alert variant="danger">{overview.error.message}</Alert>;
  }
  const groups = groupByDepartment(overview.data);
  return (
    <section className="role-overview-page">
      <div className="page-heading">
        <h1>{t('roles.title')}</h1>
      </div>
      <RoleListNav
        departmentId={departmentId}
        departments={choices}
        onDepartment={(id) => {
          rememberDepartment(id);
          setChosen(id);
        }}
      />
      <p className="hint">{t('roles.overview.intro')}</p>
      {groups.length === 0 ? (
        <p>{t('roles.overview.empty')}</p>
      ) : (
        <div className="role-overview">
          {groups.map((group) => {
            const name = group.department?.name ?? `${t('roles.list.INSTRUCTOR')} – ${t('roles.noDepartment')}`;
            const headingId = `role-overview-${group.department?.id ?? 'none'}`;
            return (
              <section key={headingId} className="card role-overview-card" aria-labelledby={headingId}>
                <h2 id={headingId}>{name}</h2>
                <SimpleTable
                  caption={tf('roles.overview.captionOf', { department: name })}
                  columns={[t('roles.overview.kind'), { label: t('roles.overview.valid'), numeric: true }, { label: t('roles.overview.expiring'), numeric: true }]}
                >
                  {group.lines.map((line) => (
                    <OverviewLine key={line.kind} line={line} department={group.department?.name ?? t('roles.noDepartment')} />
                  ))}
                </SimpleTable>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** A kind's counts; in a kind that has a list, each count (but 0) opens it with its filter. */
function OverviewLine({ line, department }: { line: RoleCount; department: string }) {
  const { kind } = line;
  const values = { role: line.kindLabel, department };
  const count = (value: number, validity: 'VALID' | 'EXPIRING') => {
    if (!isListKind(kind) || value === 0) return formatNumber(value);
    return (
      <RoleListLink
        kind={kind}
        departmentId={line.department?.id}
        search={validity === 'EXPIRING' ? { validity } : {}}
        aria-label={tf(validity === 'EXPIRING' ? 'roles.overview.expiringOf' : 'roles.overview.validOf', { ...values, count: formatNumber(value) })}
      >
        {formatNumber(value)}
      </RoleListLink>
    );
  };
  return (
    <tr>
      <th scope="row">
        {isListKind(kind) ? (
          <RoleListLink kind={kind} departmentId={line.department?.id}>
            {line.kindLabel}
          </RoleListLink>
        ) : (
          line.kindLabel
        )}
      </th>
      <td className="number">{count(line.valid, 'VALID')}</td>
      <td className="number">{count(line.expiring, 'EXPIRING')}</td>
    </tr>
  );
}
