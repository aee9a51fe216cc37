// Public member pages: the searchable list and one member's page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PublicMembersInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
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
  queryOptions({
    queryKey: publicMemberKeys.list(input),
    queryFn: () => request(PublicMembersDocument, { input }).then((data) => data.publicMembers),
    placeholderData: keepPreviousData,
  });

export const getPublicMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: publicMemberKeys.item(id),
    queryFn: () => request(PublicMemberDocument, { id }).then((data) => data.publicMember),
  });

export const getMemberClubHistoryQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: memberKeys.clubHistory(memberId),
    queryFn: () => request(MemberClubHistoryDocument, { memberId }).then((data) => data.memberClubHistory),
  });

export const usePublicMembers = (input: PublicMembersInput) => useQuery(getPublicMembersQueryOptions(input));
export const usePublicMember = (id: number) => useQuery(getPublicMemberQueryOptions(id));
export const useMemberClubHistory = (memberId: number) => useQuery(getMemberClubHistoryQueryOptions(memberId));
