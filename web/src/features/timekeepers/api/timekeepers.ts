// Timekeeping companies: the list, one company, create and update (Admin).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { TimekeepingCompanyInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
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
  graphqlQueryOptions(timekeeperKeys.list(), TimekeepingCompanyListDocument, {}, (data) => data.timekeepingCompanies);

export const getTimekeepingCompanyQueryOptions = (id: number) =>
  graphqlQueryOptions(timekeeperKeys.item(id), TimekeepingCompanyDocument, { id }, (data) => data.timekeepingCompany);

export const useTimekeepingCompanies = () => useQuery(getTimekeepingCompaniesQueryOptions());
export const useTimekeepingCompany = (id: number) => useQuery(getTimekeepingCompanyQueryOptions(id));

/** Creates (no id) or updates a company; every company query is refetched after. */
export function useSaveTimekeepingCompany() {
  return useInvalidatingMutation([timekeeperKeys.all], ({ id, input }: { id: number | undefined; input: TimekeepingCompanyInput }) =>
    id === undefined
      ? request(CreateTimekeepingCompanyDocument, { input }).then((data) => data.createTimekeepingCompany.id)
      : request(UpdateTimekeepingCompanyDocument, { id, input }).then((data) => data.updateTimekeepingCompany.id),
  );
}
