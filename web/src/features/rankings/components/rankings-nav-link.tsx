// The evidence menu's link to the rankings: a Section's staff open their own department (the
// identity is named like it), everybody else the first one.
import { Link } from '@tanstack/react-router';
import { t } from '../../../lib/i18n';
import { useMe } from '../../auth';
import { useRankingDepartments } from '../api/ranking-departments';
import { DEFAULT_DEPARTMENT_ID } from '../rankings-search';

export function RankingsNavLink() {
  const identity = useMe().data?.activeIdentity;
  const section = identity?.identityType === 'SECTION';
  const departments = useRankingDepartments(section);
  const own = section ? departments.data?.find((department) => department.name === identity.name) : undefined;
  return (
    <Link to="/evidence/zebricky-a-listiny-bodu/$departmentId" params={{ departmentId: String(own?.id ?? DEFAULT_DEPARTMENT_ID) }} search={{}}>
      {t('nav.rankings')}
    </Link>
  );
}
