// A member's results summed up by season (the newest first) and discipline: starts, classified,
// wins, podiums, top tens, the best place and FIS points, starts without a place.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { resultKeys } from './keys';

export const MemberResultStatsDocument = graphql(`
  query MemberResultStats($memberId: Int!) {
    memberResultStats(memberId: $memberId) {
      seasonName discipline starts ranked wins podiums topTens bestRank bestFisPoints unranked
    }
  }
`);

export const getMemberResultStatsQueryOptions = (memberId: number) =>
  graphqlQueryOptions(resultKeys.memberStats(memberId), MemberResultStatsDocument, { memberId }, (data) => data.memberResultStats);

export const useMemberResultStats = (memberId: number) => useQuery(getMemberResultStatsQueryOptions(memberId));
