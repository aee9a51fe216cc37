// Offers (a club organises) and requests (a section looks for an organiser) of events.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RacingEventSuggestionInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { racingEventKeys } from './keys';

export const RacingEventSuggestionsDocument = graphql(`
  query RacingEventSuggestions {
    racingEventSuggestions {
      id kind departmentId departmentName clubId clubName name place dateFrom dateTo category note state racingEventId createdAt
    }
  }
`);

export const SuggestRacingEventDocument = graphql(`
  mutation SuggestRacingEvent($input: RacingEventSuggestionInput!) {
    suggestRacingEvent(input: $input) { id }
  }
`);

export const AcceptRacingEventSuggestionDocument = graphql(`
  mutation AcceptRacingEventSuggestion($id: Int!, $clubId: Int) {
    acceptRacingEventSuggestion(id: $id, clubId: $clubId) { event { id } }
  }
`);

export const RejectRacingEventSuggestionDocument = graphql(`
  mutation RejectRacingEventSuggestion($id: Int!) {
    rejectRacingEventSuggestion(id: $id)
  }
`);

export const getSuggestionsQueryOptions = () =>
  graphqlQueryOptions(racingEventKeys.suggestions(), RacingEventSuggestionsDocument, {}, (data) => data.racingEventSuggestions);

export const useSuggestions = (enabled = true) => useQuery({ ...getSuggestionsQueryOptions(), enabled });

/** Every event query is stale after a change. */
const EVENT_QUERIES = [racingEventKeys.all];

export function useSuggestRacingEvent() {
  return useInvalidatingMutation(
    EVENT_QUERIES,
    (input: RacingEventSuggestionInput) => request(SuggestRacingEventDocument, { input }).then((data) => data.suggestRacingEvent.id),
  );
}

export function useAcceptSuggestion() {
  return useInvalidatingMutation(EVENT_QUERIES, (variables: { id: number; clubId: number | null }) =>
    request(AcceptRacingEventSuggestionDocument, variables).then((data) => data.acceptRacingEventSuggestion.event.id),
  );
}

export function useRejectSuggestion() {
  return useInvalidatingMutation(EVENT_QUERIES, (id: number) => request(RejectRacingEventSuggestionDocument, { id }));
}
