// A page of a ranking's lines of one age category and sex, by position, with the workbook of
// the category and sex.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RankingStandingsQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { type StandingsParams, rankingKeys } from './keys';

export const RankingStandingsDocument = graphql(`
  query RankingStandings($rankingId: Int!, $category: RankingCategory!, $sex: Sex!, $offset: Int!, $limit: Int!) {
    rankingStandings(rankingId: $rankingId, category: $category, sex: $sex, offset: $offset, limit: $limit) {
      category sex total downloadUrl
      rows { position memberId name slug birthYear clubName points pointsValue resultCount countedCount }
    }
  }
`);

export type RankingStandings = RankingStandingsQuery['rankingStandings'];
export type Standing = RankingStandings['rows'][number];

/** The lines a page of the table shows. */
export const STANDINGS_PAGE_SIZE = 100;

export const getRankingStandingsQueryOptions = (params: StandingsParams) => {
  const { rankingId, category, sex, offset } = params;
  return graphqlQueryOptions(rankingKeys.standings(params), RankingStandingsDocument, { rankingId, category, sex, offset, limit: STANDINGS_PAGE_SIZE }, (data) => data.rankingStandings, {
    placeholderData: keepPreviousData,
  });
};

export const useRankingStandings = (params: StandingsParams) => useQuery(getRankingStandingsQueryOptions(params));
