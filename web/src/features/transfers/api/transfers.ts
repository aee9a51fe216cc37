// The inquiries of the asker's scope, newest first, a page at a time, with the steps the asker
// may take on each and whether it may ask for more.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { TransfersInput, TransfersQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { transferKeys } from './keys';

export const TransfersDocument = graphql(`
  query Transfers($input: TransfersInput!) {
    transfers(input: $input) {
      page perPage hasMore canRequest
      items {
        id kind kindLabel state stateLabel memberId registrationNumber memberName birthYear
        fromClubId fromClubName toClubId toClubName departmentId departmentName validFrom validTo
        note reason endedDepartmentIds endedDepartmentNames createdAt actions
        history { state stateLabel at note actorName }
      }
    }
  }
`);

export type TransferRow = TransfersQuery['transfers']['items'][number];

export const getTransfersQueryOptions = (input: TransfersInput) =>
  graphqlQueryOptions(transferKeys.list(input), TransfersDocument, { input }, (data) => data.transfers, { placeholderData: keepPreviousData });

export const useTransfers = (input: TransfersInput) => useQuery(getTransfersQueryOptions(input));
