// "Prodloužit platnost": moves the end of the selected roles (a course's graduates) to one day,
// all or none.
import { graphql } from '../../../gql';
import type { ExtendMemberRolesInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { roleKeys, roleMemberKeys } from './keys';

export const ExtendMemberRolesDocument = graphql(`
  mutation ExtendMemberRoles($input: ExtendMemberRolesInput!) {
    extendMemberRoles(input: $input) { id validTo }
  }
`);

export const useExtendMemberRoles = () =>
  useInvalidatingMutation([roleKeys.all, roleMemberKeys.all], (input: ExtendMemberRolesInput) =>
    request(ExtendMemberRolesDocument, { input }).then((data) => data.extendMemberRoles),
  );
