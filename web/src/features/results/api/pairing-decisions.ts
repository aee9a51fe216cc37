// A person's decisions on pairing: pair a row to a member (a suggestion accepted), reject a
// suggestion, take a pair back. Each is remembered for the athlete's later results.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
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
const RESULT_QUERIES = [resultKeys.all];

export function usePairResultRow() {
  return useInvalidatingMutation(RESULT_QUERIES, (variables: RowMember) => request(PairResultRowDocument, variables));
}

export function useRejectPairingSuggestion() {
  return useInvalidatingMutation(RESULT_QUERIES, (variables: RowMember) => request(RejectPairingSuggestionDocument, variables));
}

export function useUnpairResultRow() {
  return useInvalidatingMutation(RESULT_QUERIES, (variables: { resultRaceId: number; ordinal: number }) => request(UnpairResultRowDocument, variables));
}
