// An event's start lists (issue 29): how each race starts, the starters in start order, and
// publishing them. Entries and bibs change the lists: they live under the event's keys.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StartListInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { racingEventKeys } from './keys';

export const StartListsDocument = graphql(`
  query StartLists($racingEventId: Int!) {
    startLists(racingEventId: $racingEventId) {
      canManage
      races {
        raceId raceName raceDate mode modeLabel firstStart intervalSeconds waveSize publishedAt withoutBib
        categories { racingCategoryId name starters { order bib memberId firstName lastName birthYear clubName nation startTime wave } }
      }
    }
  }
`);

export const SaveStartListDocument = graphql(`
  mutation SaveStartList($input: StartListInput!) {
    saveStartList(input: $input)
  }
`);

export const PublishStartListDocument = graphql(`
  mutation PublishStartList($racingEventId: Int!, $raceId: Int!, $published: Boolean!) {
    publishStartList(racingEventId: $racingEventId, raceId: $raceId, published: $published)
  }
`);

export const getStartListsQueryOptions = (racingEventId: number) =>
  graphqlQueryOptions(racingEventKeys.startLists(racingEventId), StartListsDocument, { racingEventId }, (data) => data.startLists);

export const useStartLists = (racingEventId: number) => useQuery(getStartListsQueryOptions(racingEventId));

export function useSaveStartList() {
  return useInvalidatingMutation([racingEventKeys.all], (input: StartListInput) => request(SaveStartListDocument, { input }));
}

export function usePublishStartList() {
  return useInvalidatingMutation([racingEventKeys.all], (variables: { racingEventId: number; raceId: number; published: boolean }) =>
    request(PublishStartListDocument, variables),
  );
}
