// A person's decisions on pairing: pair a row to a member (a suggestion accepted), reject a
// suggestion, take a pair back. Each is remembered for the athlete's later results.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { resultKeys } from './keys';

export const PairResultRowDocument = graphql(`
  mutation PairResultRow($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {
    pairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)
  }
`);

export const RejectPairingSuggestionDocument = graphql(`
  mutation RejectPairingSuggestion($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {
    rejectPairingSuggestion(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)
  }
`);

export const UnpairResultRowDocument = graphql(`
  mutation UnpairResultRow($resultRaceId: Int!, $ordinal: Int!) {
    unpairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal)
  }
`);

export interface RowMember {
  resultRaceId: number;
  ordinal: number;
  memberId: number;
}

/** Suggestions, counts, the race's rows and members' results change with every decision. */
function useInvalidateResults() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resultKeys.all });
}

export function usePairResultRow() {
  const invalidate = useInvalidateResults();
  return useMutation({ mutationFn: (variables: RowMember) => request(PairResultRowDocument, variables), onSuccess: invalidate });
}

export function useRejectPairingSuggestion() {
  const invalidate = useInvalidateResults();
  return useMutation({ mutationFn: (variables: RowMember) => request(RejectPairingSuggestionDocument, variables), onSuccess: invalidate });
}

export function useUnpairResultRow() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (variables: { resultRaceId: number; ordinal: number }) => request(UnpairResultRowDocument, variables),
    onSuccess: invalidate,
  });
}
