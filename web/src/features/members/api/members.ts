import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MemberFilterInput, MembersInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberKeys } from './keys';

export const MembersDocument = graphql(`
  query Members($input: MembersInput!) {
    members(input: $input) {
      hasNextPage
      endCursor
      personalInfoAccess
      actions { canCreate canImport exportUrl nsaExportUrl generalMeetingExportUrl canListArchived canAddAthleteRoles canEndMemberships }
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
  graphqlQueryOptions(memberKeys.list(input), MembersDocument, { input }, (data) => data.members, { placeholderData: keepPreviousData });

export const useMembers = (input: MembersInput) => useQuery(getMembersQueryOptions(input));

/** How many members match, counted up to 10 000 by the server: asked once per filter, not
 * again for every page or order. */
export const MembersCountDocument = graphql(`
  query MembersCount($filter: MemberFilterInput!) {
    membersCount(filter: $filter) { count capped }
  }
`);

export const useMembersCount = (filter: MemberFilterInput) =>
  useQuery({
    queryKey: memberKeys.count(filter),
    queryFn: () => request(MembersCountDocument, { filter }).then((data) => data.membersCount),
    placeholderData: keepPreviousData,
  });
