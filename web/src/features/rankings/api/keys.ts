// The react-query keys of the rankings feature: the entity, the kind of query, then a params
// object. Every change of a ranking or a document invalidates `rankingKeys.all` (the page and
// every standings).
import type { RankingCategory, Sex } from '../../../gql/graphql';

export interface StandingsParams {
  rankingId: number;
  category: RankingCategory;
  sex: Sex;
  offset: number;
  /** When the standings were computed: a new computation is a new key, so that the table
   * follows the page's ranking without asking twice. */
  computedAt: string | null;
}

export const rankingKeys = {
  /** Every query of the rankings pages. */
  all: ['rankings'] as const,
  page: (params: { departmentId: number; season: number | null }) => ['rankings', 'page', params] as const,
  standings: (params: StandingsParams) => ['rankings', 'standings', params] as const,
  departments: () => ['rankings', 'departments', {}] as const,
};
