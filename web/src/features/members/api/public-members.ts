// Public member pages: the searchable list and one member's page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PublicMembersInput } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberKeys, publicMemberKeys } from './keys';

export const PublicMembersDocument = graphql(`
  query PublicMembers($input: PublicMembersInput!) {
    publicMembers(input: $input) { totalCount totalCountCapped nodes { id slug firstName lastName birthYear sex clubId clubName } }
  }
`);

export const PublicMemberDocument = graphql(`
  query PublicMember($id: Int!) {
    publicMember(id: $id) { id slug firstName lastName birthYear sex clubId clubName clubSlug fisCode hasPublicPhoto }
  }
`);

export const MemberClubHistoryDocument = graphql(`
  query MemberClubHistory($memberId: Int!) {
    memberClubHistory(memberId: $memberId) { id clubId clubName clubCode validFrom validTo }
  }
`);

export const getPublicMembersQueryOptions = (input: PublicMembersInput) =>
  graphqlQueryOptions(publicMemberKeys.list(input), PublicMembersDocument, { input }, (data) => data.publicMembers, { placeholderData: keepPreviousData });

export const getPublicMemberQueryOptions = (id: number) =>
  graphqlQueryOptions(publicMemberKeys.item(id), PublicMemberDocument, { id }, (data) => data.publicMember);

export const getMemberClubHistoryQueryOptions = (memberId: number) =>
  graphqlQueryOptions(memberKeys.clubHistory(memberId), MemberClubHistoryDocument, { memberId }, (data) => data.memberClubHistory);

export const usePublicMembers = (input: PublicMembersInput) => useQuery(getPublicMembersQueryOptions(input));
export const usePublicMember = (id: number) => useQuery(getPublicMemberQueryOptions(id));
export const useMemberClubHistory = (memberId: number) => useQuery(getMemberClubHistoryQueryOptions(memberId));
