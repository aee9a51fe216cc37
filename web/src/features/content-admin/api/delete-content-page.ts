// Deletes a page: Admin only.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { contentPageKeys, publicContentKeys } from './keys';

export const DeleteContentPageDocument = graphql(`
  mutation DeleteContentPage($id: Int!) {
    deleteContentPage(id: $id)
  }
`);

export const useDeleteContentPage = () => useInvalidatingMutation([contentPageKeys.all, ...publicContentKeys], (id: number) => request(DeleteContentPageDocument, { id }));
