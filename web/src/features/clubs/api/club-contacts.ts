// GraphQL operations of club contact persons.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CreateClubContactInput } from '../../../gql/graphql';

/** A contact as the form sends it (the club comes from the page). */
export type ClubContactInput = Omit<CreateClubContactInput, 'clubId'>;
import { request } from '../../../lib/graphql-client';
import { clubContactKeys } from './keys';

export const ClubContactsDocument = graphql(`
  query ClubContacts($clubId: Int!) {
    clubContacts(clubId: $clubId) { id role roleLabel memberId fullName email phone }
  }
`);

export const ClubContactDocument = graphql(`
  query ClubContact($id: Int!) {
    clubContact(id: $id) { id clubId role roleLabel memberId fullName email phone }
  }
`);

export const CreateClubContactDocument = graphql(`
  mutation CreateClubContact($input: CreateClubContactInput!) {
    createClubContact(input: $input) { id }
  }
`);

export const UpdateClubContactDocument = graphql(`
  mutation UpdateClubContact($input: UpdateClubContactInput!) {
    updateClubContact(input: $input) { id }
  }
`);

export const DeleteClubContactDocument = graphql(`
  mutation DeleteClubContact($id: Int!) {
    deleteClubContact(id: $id) { id }
  }
`);

export const getClubContactsQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: clubContactKeys.list(clubId),
    queryFn: () => request(ClubContactsDocument, { clubId }).then((data) => data.clubContacts),
  });

export const getClubContactQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clubContactKeys.item(id),
    queryFn: () => request(ClubContactDocument, { id }).then((data) => data.clubContact),
  });

export const useClubContacts = (clubId: number) => useQuery(getClubContactsQueryOptions(clubId));
export const useClubContact = (id: number) => useQuery(getClubContactQueryOptions(id));

export function useSaveClubContact(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | undefined; input: ClubContactInput }) =>
      id === undefined
        ? request(CreateClubContactDocument, { input: { ...input, clubId } }).then(() => undefined)
        : request(UpdateClubContactDocument, { input: { ...input, id } }).then(() => undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: clubContactKeys.all }),
  });
}

export function useDeleteClubContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(DeleteClubContactDocument, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: clubContactKeys.all }),
  });
}
