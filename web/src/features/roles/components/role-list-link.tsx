// A link to a kind's list: a department's coaches, technical delegates or referees, or the
// instructors (no department), with the list's filter.
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ListKind } from '../role-lists';
import type { RoleHolderSearch } from '../role-search';

interface RoleListLinkProps {
  kind: ListKind;
  /** The department of a department's list (ignored for the instructors). */
  departmentId: number | undefined;
  search?: RoleHolderSearch;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
  children: ReactNode;
}

export function RoleListLink({ kind, departmentId, search = {}, children, ...rest }: RoleListLinkProps) {
  if (kind === 'INSTRUCTOR') {
    return (
      <Link to="/evidence/role-v-useku/cvicitele" search={search} {...rest}>
        {children}
      </Link>
    );
  }
  if (departmentId === undefined) return <span className={rest.className}>{children}</span>;
  const params = { departmentId: String(departmentId) };
  if (kind === 'COACH') {
    return (
      <Link to="/evidence/role-v-useku/$departmentId/treneri" params={params} search={search} {...rest}>
        {children}
      </Link>
    );
  }
  if (kind === 'TECHNICAL_DELEGATE') {
    return (
      <Link to="/evidence/role-v-useku/$departmentId/technicti-delegati" params={params} search={search} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link to="/evidence/role-v-useku/$departmentId/rozhodci" params={params} search={search} {...rest}>
      {children}
    </Link>
  );
}

/** Opens a kind's list (a department's, or the instructors'), as a link would. */
export function useOpenRoleList(): (kind: ListKind, departmentId: number | undefined, search?: RoleHolderSearch) => void {
  const navigate = useNavigate();
  return (kind, departmentId, search = {}) => {
    if (kind === 'INSTRUCTOR') {
      void navigate({ to: '/evidence/role-v-useku/cvicitele', search });
      return;
    }
    if (departmentId === undefined) return;
    const params = { departmentId: String(departmentId) };
    if (kind === 'COACH') void navigate({ to: '/evidence/role-v-useku/$departmentId/treneri', params, search });
    else if (kind === 'TECHNICAL_DELEGATE') void navigate({ to: '/evidence/role-v-useku/$departmentId/technicti-delegati', params, search });
    else void navigate({ to: '/evidence/role-v-useku/$departmentId/rozhodci', params, search });
  };
}
