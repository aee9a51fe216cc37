// Removes a place entered by mistake (only the audit log keeps it).
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { representationKeys, sportCenterKeys } from './keys';

export const RemoveSportCenterMemberDocument = graphql(`
  mutation RemoveSportCenterMember($id: Int!) {
    removeSportCenterMember(id: $id)
  }
`);

export const useRemoveSportCenterMember = () =>
  useInvalidatingMutation([sportCenterKeys.all, representationKeys.all], (id: number) =>
    request(RemoveSportCenterMemberDocument, { id }).then((data) => data.removeSportCenterMember),
  );
