// Puts a member, picked by its registration number, into a center as an athlete or a coach for
// a period of the center's season (the whole rest of it by default).
import { graphql } from '../../../gql';
import type { AddSportCenterMemberInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { representationKeys, sportCenterKeys } from './keys';

export const AddSportCenterMemberDocument = graphql(`
  mutation AddSportCenterMember($input: AddSportCenterMemberInput!) {
    addSportCenterMember(input: $input) { id memberId firstName lastName roleLabel validFrom validTo }
  }
`);

export const useAddSportCenterMember = () =>
  useInvalidatingMutation([sportCenterKeys.all, representationKeys.all], (input: AddSportCenterMemberInput) =>
    request(AddSportCenterMemberDocument, { input }).then((data) => data.addSportCenterMember),
  );
