// Inviting a user to a role, and the timekeeping companies to choose from.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { InviteUserInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { invitationChoiceKeys, userKeys } from './keys';

export const InviteStaffDocument = graphql(`
  mutation InviteStaff($input: InviteUserInput!) {
    inviteUser(input: $input)
  }
`);

export const TimekeepingCompaniesDocument = graphql(`
  query TimekeepingCompanies {
    timekeepingCompanies { id name }
  }
`);

export const InvitableClubsDocument = graphql(`
  query InvitableClubs {
    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }
  }
`);

export const useInviteStaff = () => useInvalidatingMutation([userKeys.all, ['clubManagers']], (input: InviteUserInput) => request(InviteStaffDocument, { input }));

export const getTimekeepingCompaniesQueryOptions = () =>
  graphqlQueryOptions(invitationChoiceKeys.timekeepers(), TimekeepingCompaniesDocument, {}, (data) => data.timekeepingCompanies);

export const getInvitableClubsQueryOptions = () =>
  graphqlQueryOptions(invitationChoiceKeys.clubs(), InvitableClubsDocument, {}, (data) => data.clubs.nodes);

export const useTimekeepingCompanies = (enabled: boolean) => useQuery({ ...getTimekeepingCompaniesQueryOptions(), enabled });
export const useInvitableClubs = (enabled: boolean) => useQuery({ ...getInvitableClubsQueryOptions(), enabled });
