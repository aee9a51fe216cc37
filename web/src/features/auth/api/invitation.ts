// An invitation behind an e-mailed link, and accepting it.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AcceptInvitationInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { authKeys } from './keys';

export const InvitationDocument = graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) { email firstName lastName role existingAccount }
  }
`);

export const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input)
  }
`);

/** The invitation of a token, or null when the token is not an open invitation. */
export const getInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.invitation(token),
    queryFn: () =>
      request(InvitationDocument, { token })
        .then((data) => data.invitation)
        .catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(getInvitationQueryOptions(token));

export const useAcceptInvitation = () =>
  useMutation({ mutationFn: (input: AcceptInvitationInput) => request(AcceptInvitationDocument, { input }) });
