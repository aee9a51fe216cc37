// One member's record: read, create, update.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CreateMemberInput, UpdateMemberInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';

export const MemberDocument = graphql(`
  query Member($id: Int!) {
    member(id: $id) {
      id registrationNumber titleBefore firstName middleNames lastName titleAfter sex birthYear citizenship
      fisCode answerStatus archived clubId clubName memberSince birthNumber birthDate municipality
      municipalityPart street houseNumber orientationNumber postcode country email phone access personalInfoAccess
      canEndMembership
    }
  }
`);

export const CreateMemberDocument = graphql(`
  mutation CreateMember($input: CreateMemberInput!) {
    createMember(input: $input) { id }
  }
`);

export const UpdateMemberDocument = graphql(`
  mutation UpdateMember($input: UpdateMemberInput!) {
    updateMember(input: $input) { id }
  }
`);

export const EndMembershipDocument = graphql(`
  mutation EndMembership($input: EndMembershipInput!) {
    endMembership(input: $input) { id }
  }
`);

export const getMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['members', 'item', { id }],
    queryFn: () => request(MemberDocument, { id }).then((data) => data.member),
  });

export const useMember = (id: number) => useQuery(getMemberQueryOptions(id));

export function useCreateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMemberInput) => request(CreateMemberDocument, { input }).then((data) => data.createMember.id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['members'] }),
  });
}

export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemberInput) => request(UpdateMemberDocument, { input }).then((data) => data.updateMember.id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['members'] }),
  });
}

export function useEndMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, validTo }: { memberId: number; validTo: string }) =>
      request(EndMembershipDocument, { input: { memberId, validTo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['members'] }),
  });
}
