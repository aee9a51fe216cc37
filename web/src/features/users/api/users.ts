// Accounts the asker may list, one account, the pending invitations, and the changes made from
// the list: resending and revoking an invitation, blocking an account, ending an identity.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { UserDetailQuery, UserInvitationsQuery, UsersInput, UsersQuery } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { userKeys } from './keys';

export const UsersDocument = graphql(`
  query Users($input: UsersInput!) {
    users(input: $input) { page perPage hasMore canInviteStaff items {
      id firstName lastName email active hasPassword lastLoginAt createdAt
      identities { id identityType role clubId memberId permissions createdAt canRevoke }
    } }
  }
`);

export const UserDetailDocument = graphql(`
  query UserDetail($id: Int!) {
    user(id: $id) { canBlock user {
      id firstName lastName email active hasPassword lastLoginAt createdAt
      identities { id identityType role clubId memberId permissions createdAt canRevoke }
    } }
  }
`);

export const UserInvitationsDocument = graphql(`
  query UserInvitations {
    userInvitations { id email firstName lastName identityType role permissions createdAt expiresAt expired invitedBy canChange }
  }
`);

export type UserRow = UsersQuery['users']['items'][number];
export type UserDetail = UserDetailQuery['user'];
export type InvitationRow = UserInvitationsQuery['userInvitations'][number];

export const getUsersQueryOptions = (input: UsersInput) =>
  graphqlQueryOptions(userKeys.list(input), UsersDocument, { input }, (data) => data.users, { placeholderData: keepPreviousData });
export const useUsers = (input: UsersInput) => useQuery(getUsersQueryOptions(input));

export const getUserQueryOptions = (id: number) => graphqlQueryOptions(userKeys.detail(id), UserDetailDocument, { id }, (data) => data.user);
export const useUser = (id: number) => useQuery(getUserQueryOptions(id));

export const getUserInvitationsQueryOptions = () =>
  graphqlQueryOptions(userKeys.invitations(), UserInvitationsDocument, {}, (data) => data.userInvitations);
export const useUserInvitations = () => useQuery(getUserInvitationsQueryOptions());

const ResendInvitationDocument = graphql(`
  mutation ResendInvitation($id: Int!) { resendInvitation(id: $id) { id expiresAt } }
`);
const RevokeInvitationDocument = graphql(`
  mutation RevokeInvitation($id: Int!) { revokeInvitation(id: $id) { id } }
`);
const SetAccountBlockedDocument = graphql(`
  mutation SetAccountBlocked($id: Int!, $blocked: Boolean!) { setAccountBlocked(id: $id, blocked: $blocked) { canBlock user { id active } } }
`);
const RevokeIdentityDocument = graphql(`
  mutation RevokeIdentity($id: Int!) { revokeIdentity(id: $id) }
`);

export const useResendInvitation = () => useInvalidatingMutation([userKeys.all, ['clubManagers']], (id: number) => request(ResendInvitationDocument, { id }));
export const useRevokeInvitation = () => useInvalidatingMutation([userKeys.all, ['clubManagers']], (id: number) => request(RevokeInvitationDocument, { id }));
export const useSetAccountBlocked = () =>
  useInvalidatingMutation([userKeys.all], (input: { id: number; blocked: boolean }) => request(SetAccountBlockedDocument, input));
export const useRevokeIdentity = () => useInvalidatingMutation([userKeys.all, ['clubManagers']], (id: number) => request(RevokeIdentityDocument, { id }));
