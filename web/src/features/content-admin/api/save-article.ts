// Writes a new article (no id) or rewrites one: Admin only. Refusals name the input's fields
// (`title`, `slug`, `publishedAt`, `mainImageId` …).
import { graphql } from '../../../gql';
import type { ArticleInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { articleKeys, publicContentKeys } from './keys';

export const CreateArticleDocument = graphql(`
  mutation CreateArticle($input: ArticleInput!) {
    createArticle(input: $input) { id title }
  }
`);

export const UpdateArticleDocument = graphql(`
  mutation UpdateArticle($id: Int!, $input: ArticleInput!) {
    updateArticle(id: $id, input: $input) { id title }
  }
`);

export const useSaveArticle = () =>
  useInvalidatingMutation([articleKeys.all, ...publicContentKeys], ({ id, input }: { id: number | null; input: ArticleInput }) =>
    id === null
      ? request(CreateArticleDocument, { input }).then((data) => data.createArticle)
      : request(UpdateArticleDocument, { id, input }).then((data) => data.updateArticle),
  );
