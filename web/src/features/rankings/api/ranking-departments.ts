// The departments the rankings pages choose from (the public codebook, readable by everybody).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RankingDepartmentsQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { rankingKeys } from './keys';

export const RankingDepartmentsDocument = graphql(`
  query RankingDepartments {
    departments { id code name }
  }
`);

export type RankingDepartment = RankingDepartmentsQuery['departments'][number];

export const getRankingDepartmentsQueryOptions = () =>
  graphqlQueryOptions(rankingKeys.departments(), RankingDepartmentsDocument, {}, (data) => data.departments, { staleTime: 5 * 60_000 });

export const useRankingDepartments = (enabled = true) => useQuery({ ...getRankingDepartmentsQueryOptions(), enabled });
