// Club managers and invitations.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { InviteUserInput, UpdateManagerPermissionsInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { clubManagerKeys } from './keys';

export const ClubManagersDocument = graphql(`
  query ClubManagers($clubId: Int!) {
    clubManagers(clubId: $clubId) {
      canManage
      managers { identityId email firstName lastName permissions }
      invitations { id email firstName lastName permissions expiresAt }
    }
  }
`);

export const InviteUserDocument = graphql(`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input)
  }
`);

export const UpdateManagerPermissionsDocument = graphql(`
  mutation UpdateManagerPermissions($input: UpdateManagerPermissionsInput!) {
    updateManagerPermissions(input: $input) { identityId permissions }
  }
`);

export const RevokeManagerDocument = graphql(`
  mutation RevokeManager($identityId: Int!) {
    revokeManager(identityId: $identityId) { identityId }
  }
`);

export const getClubManagersQueryOptions = (clubId: number) =>
  graphqlQueryOptions(clubManagerKeys.list(clubId), ClubManagersDocument, { clubId }, (data) => data.clubManagers);

export const useClubManagers = (clubId: number) => useQuery(getClubManagersQueryOptions(clubId));

function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>) {
  // The users list (/evidence/uzivatele) shows the same managers and invitations.
  return useInvalidatingMutation([clubManagerKeys.all, ['users']], mutationFn);
}

export const useInviteUser = () => useInvalidating((input: InviteUserInput) => request(InviteUserDocument, { input }));
export const useUpdateManagerPermissions = () =>
  useInvalidating((input: UpdateManagerPermissionsInput) => request(UpdateManagerPermissionsDocument, { input }));
export const useRevokeManager = () => useInvalidating((identityId: number) => request(RevokeManagerDocument, { identityId }));
