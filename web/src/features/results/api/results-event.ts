// The event a results work page is about: its name, days and races (the upload's race choice).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { resultKeys } from './keys';

export const ResultsEventDocument = graphql(`
  query ResultsEvent($id: Int!) {
    racingEvent(id: $id) {
      event { id name dateFrom dateTo place departmentName categoryLabel }
      races { id name raceDate disciplineName }
    }
  }
`);

export const getResultsEventQueryOptions = (id: number) =>
  graphqlQueryOptions(resultKeys.racingEvent(id), ResultsEventDocument, { id }, (data) => data.racingEvent);

export const useResultsEvent = (id: number) => useQuery(getResultsEventQueryOptions(id));
