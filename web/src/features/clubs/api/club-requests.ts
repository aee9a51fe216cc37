// Club registration requests: the public form, the admin list and its decisions.
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ApproveClubRequestInput, RejectClubRequestInput, SubmitClubRequestInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { clubKeys, clubRequestKeys } from './keys';

export const SubmitClubRequestDocument = graphql(`
  mutation SubmitClubRequest($input: SubmitClubRequestInput!) {
    submitClubRequest(input: $input)
  }
`);

export const ClubRequestsDocument = graphql(`
  query ClubRequests {
    clubRequests {
      id name legalFormLabel ico street municipality postcode regionName departmentNames email phone web
      contactFirstName contactLastName contactEmail contactPhone state stateLabel rejectionReason
      decidedAt clubId createdAt canDecide
    }
  }
`);

export const ApproveClubRequestDocument = graphql(`
  mutation ApproveClubRequest($input: ApproveClubRequestInput!) {
    approveClubRequest(input: $input) { id stateLabel clubId }
  }
`);

export const RejectClubRequestDocument = graphql(`
  mutation RejectClubRequest($input: RejectClubRequestInput!) {
    rejectClubRequest(input: $input) { id stateLabel }
  }
`);

export const useSubmitClubRequest = () =>
  useMutation({ mutationFn: (input: SubmitClubRequestInput) => request(SubmitClubRequestDocument, { input }) });

export const getClubRequestsQueryOptions = () =>
  graphqlQueryOptions(clubRequestKeys.list(), ClubRequestsDocument, {}, (data) => data.clubRequests);

export const useClubRequests = () => useQuery(getClubRequestsQueryOptions());

export function useApproveClubRequest() {
  return useInvalidatingMutation([clubRequestKeys.all, clubKeys.all], (input: ApproveClubRequestInput) => request(ApproveClubRequestDocument, { input }));
}

export function useRejectClubRequest() {
  return useInvalidatingMutation([clubRequestKeys.all], (input: RejectClubRequestInput) => request(RejectClubRequestDocument, { input }));
}
