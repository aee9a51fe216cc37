// An event's result races (the published ones, or all of them for its managers and
// timekeeper, with the statuses each may move to), the latest uploads, what the asker may do
// with them and the workbook of all its published results.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { resultKeys } from './keys';

export const EventResultsDocument = graphql(`
  query EventResults($racingEventId: Int!) {
    eventResults(racingEventId: $racingEventId) {
      racingEventId
      races {
        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom
        birthYearTo runCount status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl pdfUrl nextStatuses canDelete
        replacesResultRaceId
      }
      imports {
        id racingEventId fileName format state progress totalRows processedRows raceCount createdAt finishedAt error
      }
      actions { canImport canManage canSeeWork }
      xlsxUrl
    }
  }
`);

export const getEventResultsQueryOptions = (racingEventId: number) =>
  graphqlQueryOptions(resultKeys.event(racingEventId), EventResultsDocument, { racingEventId }, (data) => data.eventResults);

export const useEventResults = (racingEventId: number) => useQuery(getEventResultsQueryOptions(racingEventId));
