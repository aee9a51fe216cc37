// One upload with its progress and report; polled every second while it runs.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { resultKeys } from './keys';

export const ResultImportDocument = graphql(`
  query ResultImport($id: Int!) {
    resultImport(id: $id) {
      id racingEventId raceId fileName format state progress totalRows processedRows raceCount
      counts { key label count }
      problems error createdAt finishedAt
    }
  }
`);

/** How often a running import is asked how far it got. */
export const PROGRESS_POLL_MS = 1_000;

export const getResultImportQueryOptions = (id: number) =>
  graphqlQueryOptions(resultKeys.import(id), ResultImportDocument, { id }, (data) => data.resultImport, {
    refetchInterval: (query) => (query.state.data?.progress === 'IN_PROGRESS' ? PROGRESS_POLL_MS : false),
  });

export const useResultImport = (id: number) => useQuery(getResultImportQueryOptions(id));
