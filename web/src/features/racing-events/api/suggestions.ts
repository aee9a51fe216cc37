// Offers (a club organises) and requests (a section looks for an organiser) of events.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RacingEventSuggestionInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
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
  queryOptions({
    queryKey: racingEventKeys.suggestions(),
    queryFn: () => request(RacingEventSuggestionsDocument).then((data) => data.racingEventSuggestions),
  });

export const useSuggestions = (enabled = true) => useQuery({ ...getSuggestionsQueryOptions(), enabled });

function useInvalidateEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: racingEventKeys.all });
}

export function useSuggestRacingEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (input: RacingEventSuggestionInput) => request(SuggestRacingEventDocument, { input }).then((data) => data.suggestRacingEvent.id),
    onSuccess: invalidate,
  });
}

export function useAcceptSuggestion() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (variables: { id: number; clubId: number | null }) =>
      request(AcceptRacingEventSuggestionDocument, variables).then((data) => data.acceptRacingEventSuggestion.event.id),
    onSuccess: invalidate,
  });
}

export function useRejectSuggestion() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: (id: number) => request(RejectRacingEventSuggestionDocument, { id }), onSuccess: invalidate });
}
