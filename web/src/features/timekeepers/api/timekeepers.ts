// Timekeeping companies: the list, one company, create and update (Admin).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { TimekeepingCompanyInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { timekeeperKeys } from './keys';

export const TimekeepingCompanyListDocument = graphql(`
  query TimekeepingCompanyList {
    timekeepingCompanies { id name ico email phone web contactPerson eventCount accountCount access }
  }
`);

export const TimekeepingCompanyDocument = graphql(`
  query TimekeepingCompany($id: Int!) {
    timekeepingCompany(id: $id) { id name ico email phone web contactPerson note eventCount accountCount access }
  }
`);

export const CreateTimekeepingCompanyDocument = graphql(`
  mutation CreateTimekeepingCompany($input: TimekeepingCompanyInput!) {
    createTimekeepingCompany(input: $input) { id }
  }
`);

export const UpdateTimekeepingCompanyDocument = graphql(`
  mutation UpdateTimekeepingCompany($id: Int!, $input: TimekeepingCompanyInput!) {
    updateTimekeepingCompany(id: $id, input: $input) { id }
  }
`);

export const getTimekeepingCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: timekeeperKeys.list(),
    queryFn: () => request(TimekeepingCompanyListDocument).then((data) => data.timekeepingCompanies),
  });

export const getTimekeepingCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: timekeeperKeys.item(id),
    queryFn: () => request(TimekeepingCompanyDocument, { id }).then((data) => data.timekeepingCompany),
  });

export const useTimekeepingCompanies = () => useQuery(getTimekeepingCompaniesQueryOptions());
export const useTimekeepingCompany = (id: number) => useQuery(getTimekeepingCompanyQueryOptions(id));

/** Creates (no id) or updates a company; every company query is refetched after. */
export function useSaveTimekeepingCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | undefined; input: TimekeepingCompanyInput }) =>
      id === undefined
        ? request(CreateTimekeepingCompanyDocument, { input }).then((data) => data.createTimekeepingCompany.id)
        : request(UpdateTimekeepingCompanyDocument, { id, input }).then((data) => data.updateTimekeepingCompany.id),
    onSuccess: () => client.invalidateQueries({ queryKey: timekeeperKeys.all }),
  });
}
