// Deciding a FIS-code proposal: the member gets the code (accept), or the proposal is never
// made again (reject).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
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
function useInvalidateProposals() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: cleanupKeys.all });
    await client.invalidateQueries({ queryKey: memberKeys.all });
  };
}

export function useAcceptFisPairing() {
  const invalidate = useInvalidateProposals();
  return useMutation({ mutationFn: (variables: FisProposalKey) => request(AcceptFisPairingDocument, variables), onSuccess: invalidate });
}

export function useRejectFisPairing() {
  const invalidate = useInvalidateProposals();
  return useMutation({ mutationFn: (variables: FisProposalKey) => request(RejectFisPairingDocument, variables), onSuccess: invalidate });
}
