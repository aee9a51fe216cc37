// Publishes a ranking on the public page, or hides it.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { rankingKeys } from './keys';

export const SetRankingPublishedDocument = graphql(`
  mutation SetRankingPublished($id: Int!, $published: Boolean!) {
    setRankingPublished(id: $id, published: $published) { id published publishedAt }
  }
`);

export const useSetRankingPublished = () =>
  useInvalidatingMutation([rankingKeys.all], (variables: { id: number; published: boolean }) =>
    request(SetRankingPublishedDocument, variables).then((data) => data.setRankingPublished),
  );
