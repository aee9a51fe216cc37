// A member's results in published races, newest first.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { resultKeys } from './keys';

export const MemberResultsDocument = graphql(`
  query MemberResults($memberId: Int!) {
    memberResults(memberId: $memberId) {
      racingEventId eventName resultRaceId resultRaceName raceDate place discipline seasonName rank bib totalTime
      difference fisPoints racePoints status statusLabel rowCount
    }
  }
`);

export const getMemberResultsQueryOptions = (memberId: number) =>
  graphqlQueryOptions(resultKeys.member(memberId), MemberResultsDocument, { memberId }, (data) => data.memberResults);

export const useMemberResults = (memberId: number) => useQuery(getMemberResultsQueryOptions(memberId));
