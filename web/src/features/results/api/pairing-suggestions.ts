// Open pairing suggestions: of a result race, of an event, or (neither given, Admin) of every
// event; best candidate first within a row.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PairingSuggestionsInput } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { resultKeys } from './keys';

export const PairingSuggestionsDocument = graphql(`
  query PairingSuggestions($input: PairingSuggestionsInput!) {
    pairingSuggestions(input: $input) {
      racingEventId eventName resultRaceId resultRaceName ordinal rowName rowBirthYear rowClub rowRank
      memberId memberName memberBirthYear memberClub score
    }
  }
`);

export const getPairingSuggestionsQueryOptions = (input: PairingSuggestionsInput) =>
  graphqlQueryOptions(resultKeys.suggestions(input), PairingSuggestionsDocument, { input }, (data) => data.pairingSuggestions);

export const usePairingSuggestions = (input: PairingSuggestionsInput, enabled = true) =>
  useQuery({ ...getPairingSuggestionsQueryOptions(input), enabled });
