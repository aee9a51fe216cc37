// The statuses a result race may move to now, for the status buttons of the races table
// (the event's list of races does not carry them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

export const ResultRaceTransitionsDocument = graphql(`
  query ResultRaceTransitions($id: Int!) {
    resultRace(id: $id) {
      race { id name status statusLabel }
      nextStatuses
    }
  }
`);

export const getResultRaceTransitionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['results', 'transitions', { id }],
    queryFn: () => request(ResultRaceTransitionsDocument, { id }).then((data) => data.resultRace),
  });

export const useResultRaceTransitions = (id: number) => useQuery(getResultRaceTransitionsQueryOptions(id));
