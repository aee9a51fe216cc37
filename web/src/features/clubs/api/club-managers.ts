// Club managers and invitations.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { InviteUserInput, UpdateManagerPermissionsInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
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
  queryOptions({
    queryKey: clubManagerKeys.list(clubId),
    queryFn: () => request(ClubManagersDocument, { clubId }).then((data) => data.clubManagers),
  });

export const useClubManagers = (clubId: number) => useQuery(getClubManagersQueryOptions(clubId));

function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: clubManagerKeys.all }) });
}

export const useInviteUser = () => useInvalidating((input: InviteUserInput) => request(InviteUserDocument, { input }));
export const useUpdateManagerPermissions = () =>
  useInvalidating((input: UpdateManagerPermissionsInput) => request(UpdateManagerPermissionsDocument, { input }));
export const useRevokeManager = () => useInvalidating((identityId: number) => request(RevokeManagerDocument, { identityId }));
