// The react-query keys of the roles feature: the entity, the kind of query, then a params
// object. Extending roles invalidates `roleKeys.all` (the member record's own role changes do
// too, through its 'roles' key) and the members' records.
import type { RoleHoldersQueryVariables } from '../../../gql/graphql';

export const roleKeys = {
  /** Every query of the department grids and their overview. */
  all: ['roles'] as const,
  overview: () => ['roles', 'overview', {}] as const,
  holders: (variables: RoleHoldersQueryVariables) => ['roles', 'holders', variables] as const,
  departments: () => ['roles', 'departments', {}] as const,
};

/** The member records a change of roles touches (their role-v-usecich tab). */
export const roleMemberKeys = {
  all: ['members'] as const,
};
