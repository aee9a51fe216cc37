// Changes a ranking's rule; the worker computes its standings again.
import { graphql } from '../../../gql';
import type { RankingInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { rankingKeys } from './keys';

export const UpdateRankingDocument = graphql(`
  mutation UpdateRanking($id: Int!, $input: RankingInput!) {
    updateRanking(id: $id, input: $input) { id name computedAt }
  }
`);

export const useUpdateRanking = () =>
  useInvalidatingMutation([rankingKeys.all], (variables: { id: number; input: RankingInput }) =>
    request(UpdateRankingDocument, variables).then((data) => data.updateRanking),
  );
