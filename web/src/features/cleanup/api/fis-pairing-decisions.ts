// Deciding a FIS-code proposal: the member gets the code (accept), or the proposal is never
// made again (reject).
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { memberKeys } from '../../members';
import { cleanupKeys } from './keys';

export const AcceptFisPairingDocument = graphql(`
  mutation AcceptFisPairing($memberId: Int!, $fisCode: String!) {
    acceptFisPairing(memberId: $memberId, fisCode: $fisCode)
  }
`);

export const RejectFisPairingDocument = graphql(`
  mutation RejectFisPairing($memberId: Int!, $fisCode: String!) {
    rejectFisPairing(memberId: $memberId, fisCode: $fisCode)
  }
`);

export interface FisProposalKey {
  memberId: number;
  fisCode: string;
}

/** The proposals, the hub's count and the member's record change with every decision. */
const PROPOSAL_QUERIES = [cleanupKeys.all, memberKeys.all];

export function useAcceptFisPairing() {
  return useInvalidatingMutation(PROPOSAL_QUERIES, (variables: FisProposalKey) => request(AcceptFisPairingDocument, variables));
}

export function useRejectFisPairing() {
  return useInvalidatingMutation(PROPOSAL_QUERIES, (variables: FisProposalKey) => request(RejectFisPairingDocument, variables));
}
