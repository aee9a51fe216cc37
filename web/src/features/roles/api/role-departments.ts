// The departments the role lists choose from (the codebook's).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RoleDepartmentsQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { roleKeys } from './keys';

export const RoleDepartmentsDocument = graphql(`
  query RoleDepartments {
    departments { id code name }
  }
`);

export type RoleDepartment = RoleDepartmentsQuery['departments'][number];

export const getRoleDepartmentsQueryOptions = () =>
  graphqlQueryOptions(roleKeys.departments(), RoleDepartmentsDocument, {}, (data) => data.departments, { staleTime: 5 * 60_000 });

export const useRoleDepartments = () => useQuery(getRoleDepartmentsQueryOptions());
