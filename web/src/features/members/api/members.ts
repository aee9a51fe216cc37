import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MembersInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';

export const MembersDocument = graphql(`
  query Members($input: MembersInput!) {
    members(input: $input) {
      totalCount
      personalInfoAccess
      nodes {
        id
        registrationNumber
        firstName
        lastName
        sex
        birthYear
        birthDate
        birthNumber
        memberSince
        club { id name shortName }
        region { id name }
      }
    }
  }
`);

export const getMembersQueryOptions = (input: MembersInput) =>
  queryOptions({
    queryKey: ['members', input],
    queryFn: () => request(MembersDocument, { input }).then((data) => data.members),
    placeholderData: keepPreviousData,
  });

export const useMembers = (input: MembersInput) => useQuery(getMembersQueryOptions(input));
