// The overview of /evidence/role-v-useku: per department and kind the holders in force and
// those ending within 30 days, in the asker's scope.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RoleOverviewQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { roleKeys } from './keys';

export const RoleOverviewDocument = graphql(`
  query RoleOverview {
    roleOverview { department { id code name } kind kindLabel valid expiring }
  }
`);

export type RoleCount = RoleOverviewQuery['roleOverview'][number];

export const getRoleOverviewQueryOptions = () => graphqlQueryOptions(roleKeys.overview(), RoleOverviewDocument, {}, (data) => data.roleOverview);

export const useRoleOverview = () => useQuery(getRoleOverviewQueryOptions());
