// Deletes an article: Admin only; refused while it has child articles.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { articleKeys, publicContentKeys } from './keys';

export const DeleteArticleDocument = graphql(`
  mutation DeleteArticle($id: Int!) {
    deleteArticle(id: $id)
  }
`);

export const useDeleteArticle = () => useInvalidatingMutation([articleKeys.all, ...publicContentKeys], (id: number) => request(DeleteArticleDocument, { id }));
