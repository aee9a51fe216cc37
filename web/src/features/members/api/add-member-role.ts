// Gives a member a licence (coach, instructor, referee, technical delegate) or a health check.
import { graphql } from '../../../gql';
import type { MemberRoleInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { memberKeys, memberRoleListKeys } from './keys';

export const AddMemberRoleDocument = graphql(`
  mutation AddMemberRole($memberId: Int!, $input: MemberRoleInput!) {
    addMemberRole(memberId: $memberId, input: $input) { id kindLabel departmentName }
  }
`);

export const useAddMemberRole = () =>
  useInvalidatingMutation([memberKeys.all, memberRoleListKeys.all], ({ memberId, input }: { memberId: number; input: MemberRoleInput }) =>
    request(AddMemberRoleDocument, { memberId, input }).then((data) => data.addMemberRole),
  );
