// A member's transfers and hostings (the transfers query filtered by the member), newest first,
// for the record's and the own profile's club history.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MemberTransfersQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberTransferKeys } from './keys';

export const MemberTransfersDocument = graphql(`
  query MemberTransfers($memberId: Int!) {
    transfers(input: { page: 1, perPage: 100, filter: { memberId: $memberId } }) {
      hasMore
      items { id kind kindLabel state stateLabel fromClubName toClubName departmentName validFrom validTo reason createdAt }
    }
  }
`);

export type MemberTransfer = MemberTransfersQuery['transfers']['items'][number];

export const getMemberTransfersQueryOptions = (memberId: number) =>
  graphqlQueryOptions(memberTransferKeys.list(memberId), MemberTransfersDocument, { memberId }, (data) => data.transfers.items);

export const useMemberTransfers = (memberId: number, enabled = true) => useQuery({ ...getMemberTransfersQueryOptions(memberId), enabled });
