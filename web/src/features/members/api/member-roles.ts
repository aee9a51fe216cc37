// A member's roles in departments (role-v-usecich) and a club's racing members.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { t } from '../../../lib/i18n';
import { clubKeys } from '../../clubs';
import { memberClubKeys, memberKeys } from './keys';

export const MemberRolesDocument = graphql(`
  query MemberRoles($memberId: Int!) {
    memberRoles(memberId: $memberId) {
      canEdit
      nodes { id kind departmentId departmentCode departmentName validFrom validTo }
      athleteDepartments { id code name }
    }
  }
`);

export const AddAthleteRoleDocument = graphql(`
  mutation AddAthleteRole($input: AddAthleteRoleInput!) {
    addAthleteRole(input: $input) { id }
  }
`);

export const EndMemberRoleDocument = graphql(`
  mutation EndMemberRole($input: EndMemberRoleInput!) {
    endMemberRole(input: $input) { id validTo }
  }
`);

export const ClubRacingMembersDocument = graphql(`
  query ClubRacingMembers($clubId: Int!, $departmentCode: String) {
    clubRacingMembers(clubId: $clubId, departmentCode: $departmentCode) {
      total
      departments { department { id code name } total ageGroups { ageGroup label male female total } }
      members { memberId firstName lastName sex birthYear departmentCodes }
    }
  }
`);

/** Czech labels of the member role kinds (spec §3). */
export const ROLE_KIND_LABELS: Record<string, string> = {
  ATHLETE: t('members.roleKind.athlete'),
  INSTRUCTOR: t('members.roleKind.instructor'),
  COACH: t('members.roleKind.coach'),
  REFEREE: t('members.roleKind.referee'),
  TECHNICAL_DELEGATE: t('members.roleKind.technicalDelegate'),
  HEALTH_CHECK: t('members.roleKind.healthCheck'),
};

export const useMemberRoles = (memberId: number) =>
  useQuery({
    queryKey: memberKeys.roles(memberId),
    queryFn: () => request(MemberRolesDocument, { memberId }).then((data) => data.memberRoles),
  });

export function useAddAthleteRole() {
  return useInvalidatingMutation(
    [memberKeys.all, clubKeys.all],
    (input: { memberId: number; departmentId: number }) => request(AddAthleteRoleDocument, { input }),
  );
}

export function useEndMemberRole() {
  return useInvalidatingMutation([memberKeys.all, clubKeys.all], (input: { roleId: number; validTo: string }) => request(EndMemberRoleDocument, { input }));
}

export const useClubRacingMembers = (clubId: number, departmentCode: string | undefined) =>
  useQuery({
    queryKey: memberClubKeys.racingMembers(clubId, departmentCode),
    queryFn: () =>
      request(ClubRacingMembersDocument, { clubId, departmentCode: departmentCode ?? null }).then((data) => data.clubRacingMembers),
  });
