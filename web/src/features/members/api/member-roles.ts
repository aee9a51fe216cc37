// A member's roles in departments (role-v-usecich): what the asker may give and change with
// them; giving an Athlete role, ending a role; and a club's racing members. Licences and health
// checks are given and corrected in add-member-role.ts and update-member-role.ts.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MemberRolesQuery } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { clubKeys } from '../../clubs';
import { memberClubKeys, memberKeys, memberRoleListKeys } from './keys';

export const MemberRolesDocument = graphql(`
  query MemberRoles($memberId: Int!) {
    memberRoles(memberId: $memberId) {
      canEdit
      nodes {
        id kind kindLabel departmentId departmentCode departmentName validFrom validTo
        coachLevel instructorLicence refereeType technicalDelegateType licenceNumber course note
      }
      athleteDepartments { id code name }
      grantable { kind kindLabel departments { id code name } }
      changeableRoleIds
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

export type MemberRoles = MemberRolesQuery['memberRoles'];
export type MemberRole = MemberRoles['nodes'][number];
export type GrantableRole = MemberRoles['grantable'][number];

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
  return useInvalidatingMutation([memberKeys.all, clubKeys.all, memberRoleListKeys.all], (input: { roleId: number; validTo: string }) => request(EndMemberRoleDocument, { input }));
}

export const useClubRacingMembers = (clubId: number, departmentCode: string | undefined) =>
  useQuery({
    queryKey: memberClubKeys.racingMembers(clubId, departmentCode),
    queryFn: () =>
      request(ClubRacingMembersDocument, { clubId, departmentCode: departmentCode ?? null }).then((data) => data.clubRacingMembers),
  });
