// A new ranking of a department's season (its managers); the worker computes its standings.
import { graphql } from '../../../gql';
import type { RankingInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { rankingKeys } from './keys';

export const CreateRankingDocument = graphql(`
  mutation CreateRanking($departmentId: Int!, $season: Int!, $input: RankingInput!) {
    createRanking(departmentId: $departmentId, season: $season, input: $input) { id name }
  }
`);

export const useCreateRanking = () =>
  useInvalidatingMutation([rankingKeys.all], (variables: { departmentId: number; season: number; input: RankingInput }) =>
    request(CreateRankingDocument, variables).then((data) => data.createRanking),
  );
