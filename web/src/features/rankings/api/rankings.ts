// A department's rankings page of one racing season: the seasons to choose from, its rankings
// and documents (published ones; the hidden ones too for their managers) and whether the asker
// manages them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RankingsQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { rankingKeys } from './keys';

export const RankingsDocument = graphql(`
  query Rankings($departmentId: Int!, $season: Int) {
    rankings(departmentId: $departmentId, season: $season) {
      departmentId departmentName season seasonLabel canManage
      seasons { season label }
      rankings {
        id departmentId season seasonLabel name rule ruleLabel rating ratingLabel bestResults discipline raceCategories
        definition published publishedAt source computedAt athleteCount
      }
      documents { id title fileName size published createdAt url }
    }
  }
`);

export type RankingsPage = RankingsQuery['rankings'];
export type Ranking = RankingsPage['rankings'][number];
export type RankingDocument = RankingsPage['documents'][number];

/** How often the page asks again while a ranking waits for the worker. */
export const RECOMPUTE_POLL_MS = 2_000;

export const getRankingsQueryOptions = (departmentId: number, season: number | undefined, waiting: (page: RankingsPage) => boolean) =>
  graphqlQueryOptions(rankingKeys.page({ departmentId, season: season ?? null }), RankingsDocument, { departmentId, season: season ?? null }, (data) => data.rankings, {
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && waiting(query.state.data) ? RECOMPUTE_POLL_MS : false),
  });

/** The page of a department's season; asked again every 2 s while `waiting` says a ranking is
 * being computed. */
export const useRankings = (departmentId: number, season: number | undefined, waiting: (page: RankingsPage) => boolean) =>
  useQuery(getRankingsQueryOptions(departmentId, season, waiting));
