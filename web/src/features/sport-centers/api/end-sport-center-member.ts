// Takes a member out of a center on a day; the place stays in the member's history.
import { graphql } from '../../../gql';
import type { EndSportCenterMemberInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { representationKeys, sportCenterKeys } from './keys';

export const EndSportCenterMemberDocument = graphql(`
  mutation EndSportCenterMember($input: EndSportCenterMemberInput!) {
    endSportCenterMember(input: $input) { id validTo current }
  }
`);

export const useEndSportCenterMember = () =>
  useInvalidatingMutation([sportCenterKeys.all, representationKeys.all], (input: EndSportCenterMemberInput) =>
    request(EndSportCenterMemberDocument, { input }).then((data) => data.endSportCenterMember),
  );
