// Writes a new page (no id) or rewrites one with its sections in the order given: Admin only.
// Refusals name the input's fields (`title`, `slug`, `sections.2.features.0.name` …).
import { graphql } from '../../../gql';
import type { ContentPageInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { contentPageKeys, publicContentKeys } from './keys';

export const CreateContentPageDocument = graphql(`
  mutation CreateContentPage($input: ContentPageInput!) {
    createContentPage(input: $input) { id title }
  }
`);

export const UpdateContentPageDocument = graphql(`
  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {
    updateContentPage(id: $id, input: $input) { id title }
  }
`);

export const useSaveContentPage = () =>
  useInvalidatingMutation([contentPageKeys.all, ...publicContentKeys], ({ id, input }: { id: number | null; input: ContentPageInput }) =>
    id === null
      ? request(CreateContentPageDocument, { input }).then((data) => data.createContentPage)
      : request(UpdateContentPageDocument, { id, input }).then((data) => data.updateContentPage),
  );
