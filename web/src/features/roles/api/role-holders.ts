// A page of a department grid: the holders of a kind (coaches, technical delegates, referees;
// instructors without a department) by name, with the filter's choices, the workbook's URL and
// whether the asker may extend their validity.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RoleHoldersQuery, RoleHoldersQueryVariables } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { roleKeys } from './keys';

export const RoleHoldersDocument = graphql(`
  query RoleHolders($kind: MemberRoleKind!, $departmentId: Int, $filter: RoleHoldersFilter, $page: Int!, $perPage: Int!) {
    roleHolders(kind: $kind, departmentId: $departmentId, filter: $filter, page: $page, perPage: $perPage) {
      kind kindLabel totalCount page perPage exportUrl canExtend
      department { id code name }
      qualifications { value label }
      nodes {
        id memberId registrationNumber firstName lastName birthYear clubId clubName
        qualification qualificationLabel validFrom validTo licenceNumber course valid
      }
    }
  }
`);

export type RoleHolderPage = RoleHoldersQuery['roleHolders'];
export type RoleHolder = RoleHolderPage['nodes'][number];

export const getRoleHoldersQueryOptions = (variables: RoleHoldersQueryVariables) =>
  graphqlQueryOptions(roleKeys.holders(variables), RoleHoldersDocument, variables, (data) => data.roleHolders, { placeholderData: keepPreviousData });

export const useRoleHolders = (variables: RoleHoldersQueryVariables) => useQuery(getRoleHoldersQueryOptions(variables));
