// Corrects a licence or a health check: its department, qualification, period, number, course
// and note (its kind stays).
import { graphql } from '../../../gql';
import type { MemberRoleInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { memberKeys, memberRoleListKeys } from './keys';

export const UpdateMemberRoleDocument = graphql(`
  mutation UpdateMemberRole($roleId: Int!, $input: MemberRoleInput!) {
    updateMemberRole(roleId: $roleId, input: $input) { id kindLabel departmentName validFrom validTo }
  }
`);

export const useUpdateMemberRole = () =>
  useInvalidatingMutation([memberKeys.all, memberRoleListKeys.all], ({ roleId, input }: { roleId: number; input: MemberRoleInput }) =>
    request(UpdateMemberRoleDocument, { roleId, input }).then((data) => data.updateMemberRole),
  );
