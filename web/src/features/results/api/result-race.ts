// A result race with its rows, what the asker may do and the statuses it may move to.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { resultKeys } from './keys';

export const ResultRaceDocument = graphql(`
  query ResultRace($id: Int!) {
    resultRace(id: $id) {
      eventName
      race {
        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom
        birthYearTo runCount penalty status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl
      }
      rows {
        ordinal rank bib fisCode lastName firstName nation club clubCode birthYear sex
        runs { number jump time status distance points }
        totalTime difference fisPoints racePoints score status statusLabel memberId memberName pairing suggestionCount
      }
      actions { canImport canManage canSeeWork }
      nextStatuses
    }
  }
`);

export const getResultRaceQueryOptions = (id: number) =>
  graphqlQueryOptions(resultKeys.race(id), ResultRaceDocument, { id }, (data) => data.resultRace);

export const useResultRace = (id: number, enabled = true) => useQuery({ ...getResultRaceQueryOptions(id), enabled });
