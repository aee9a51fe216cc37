// Where the role lists are: the department (a choice where the asker sees more than one) and
// the lists of coaches, technical delegates, referees and instructors, the open one marked.
import { useId } from 'react';
import { NamedOptions } from '../../../components/ui/options';
import { t } from '../../../lib/i18n';
import type { RoleDepartment } from '../api/role-departments';
import { type ListKind, ROLE_LISTS } from '../role-lists';
import type { RoleHolderSearch } from '../role-search';
import { RoleListLink } from './role-list-link';

/** The department whose lists were open last in this tab of the browser: the instructors' list
 * and the overview come back to it. */
let lastDepartmentId: number | undefined;

/** Notes the department whose list is open. */
export function rememberDepartment(departmentId: number): void {
  lastDepartmentId = departmentId;
}

/** The department the lists open: the one open last if the asker may choose it, else the
 * first one it may. */
export function defaultDepartment(departments: readonly RoleDepartment[]): number | undefined {
  return departments.find((department) => department.id === lastDepartmentId)?.id ?? departments[0]?.id;
}

interface RoleListNavProps {
  /** The list shown (none on the overview). */
  current?: ListKind | undefined;
  /** The department the departments' lists open. */
  departmentId: number | undefined;
  /** The departments the asker may choose from (a Section: its own). */
  departments: readonly RoleDepartment[];
  /** The filter the lists keep when another one opens. */
  search?: RoleHolderSearch;
  onDepartment: (departmentId: number) => void;
}

export function RoleListNav({ current, departmentId, departments, search = {}, onDepartment }: RoleListNavProps) {
  const selectId = useId();
  const choosing = departments.length > 1 && current !== 'INSTRUCTOR';
  return (
    <div className="role-list-nav">
      {choosing && (
        <div className="role-department">
          <label htmlFor={selectId}>{t('roles.department')}</label>
          <select id={selectId} value={departmentId ?? ''} onChange={(event) => onDepartment(Number(event.target.value))}>
            {departmentId === undefined && <option value="" />}
            <NamedOptions items={departments} />
          </select>
        </div>
      )}
      {current === undefined ? (
        // The overview opens the lists: a row of buttons, none of them the page shown.
        <nav className="actions role-list-links" aria-label={t('roles.lists')}>
          <span className="role-list-links-label">{t('roles.listsLabel')}</span>
          {ROLE_LISTS.map(({ kind }) => (
            <RoleListLink key={kind} kind={kind} departmentId={departmentId} search={search} className="button-secondary">
              {t(`roles.list.${kind}`)}
            </RoleListLink>
          ))}
        </nav>
      ) : (
        <nav className="tabs role-list-tabs" aria-label={t('roles.lists')}>
          {ROLE_LISTS.map(({ kind }) => (
            <RoleListLink key={kind} kind={kind} departmentId={departmentId} search={search} aria-current={kind === current ? 'page' : undefined}>
              {t(`roles.list.${kind}`)}
            </RoleListLink>
          ))}
        </nav>
      )}
    </div>
  );
}
