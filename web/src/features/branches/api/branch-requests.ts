// The confirmed applications Admin decides and the region's staff read, by state.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { BranchRequestState } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { branchRequestKeys } from './keys';

export const BranchRequestsDocument = graphql(`
  query BranchRequests($state: BranchRequestState) {
    branchRequests(state: $state) {
      id name ico street municipality postcode regionName departmentNames email phone web
      chairFirstName chairLastName chairEmail chairPhone expectedMembers instructorCount activities
      consentVersion consentedAt state stateLabel confirmedAt rejectionReason decidedAt clubId clubCode
      createdAt canDecide
    }
  }
`);

export const getBranchRequestsQueryOptions = (state: BranchRequestState | undefined) =>
  graphqlQueryOptions(branchRequestKeys.list(state), BranchRequestsDocument, { state: state ?? null }, (data) => data.branchRequests);

export const useBranchRequests = (state: BranchRequestState | undefined) => useQuery(getBranchRequestsQueryOptions(state));
