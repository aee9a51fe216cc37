// The departments the public page chooses from (the public codebook, readable by everybody),
// with the codes its URL names them by.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RepresentationDepartmentsQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { representationKeys } from './keys';

export const RepresentationDepartmentsDocument = graphql(`
  query RepresentationDepartments {
    departments { id code name }
  }
`);

export type RepresentationDepartment = RepresentationDepartmentsQuery['departments'][number];

export const getRepresentationDepartmentsQueryOptions = () =>
  graphqlQueryOptions(representationKeys.departments(), RepresentationDepartmentsDocument, {}, (data) => data.departments, { staleTime: Number.POSITIVE_INFINITY });

export const useRepresentationDepartments = () => useQuery(getRepresentationDepartmentsQueryOptions());
