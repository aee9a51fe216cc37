// The hostings in force at a club: approved hostings of which the club is the host (the API's
// `toClubId` filter; `hostedAt` keeps the page safe should a row of the other side come).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { HostedMembersQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { clubTransferKeys } from './keys';

export const HostedMembersDocument = graphql(`
  query HostedMembers($clubId: Int!) {
    transfers(input: { page: 1, perPage: 200, filter: { toClubId: $clubId, kind: HOSTING, state: APPROVED } }) {
      hasMore
      items { id memberId registrationNumber memberName birthYear fromClubName toClubId departmentName validFrom validTo }
    }
  }
`);

export type HostedMember = HostedMembersQuery['transfers']['items'][number];

/** The hostings of which `clubId` is the host. */
export function hostedAt(items: readonly HostedMember[], clubId: number): HostedMember[] {
  return items.filter((item) => item.toClubId === clubId);
}

export const getHostedMembersQueryOptions = (clubId: number) =>
  graphqlQueryOptions(clubTransferKeys.hosted(clubId), HostedMembersDocument, { clubId }, (data) => ({
    members: hostedAt(data.transfers.items, clubId),
    hasMore: data.transfers.hasMore,
  }));

export const useHostedMembers = (clubId: number, enabled = true) => useQuery({ ...getHostedMembersQueryOptions(clubId), enabled });
