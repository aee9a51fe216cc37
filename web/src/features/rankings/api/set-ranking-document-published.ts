// Publishes a ranking document on the public page, or hides it.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { rankingKeys } from './keys';

export const SetRankingDocumentPublishedDocument = graphql(`
  mutation SetRankingDocumentPublished($id: Int!, $published: Boolean!) {
    setRankingDocumentPublished(id: $id, published: $published) { id published }
  }
`);

export const useSetRankingDocumentPublished = () =>
  useInvalidatingMutation([rankingKeys.all], (variables: { id: number; published: boolean }) =>
    request(SetRankingDocumentPublishedDocument, variables).then((data) => data.setRankingDocumentPublished),
  );
