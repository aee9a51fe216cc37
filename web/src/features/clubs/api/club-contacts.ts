// GraphQL operations of club contact persons.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CreateClubContactInput } from '../../../gql/graphql';

/** A contact as the form sends it (the club comes from the page). */
export type ClubContactInput = Omit<CreateClubContactInput, 'clubId'>;
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
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
  graphqlQueryOptions(clubContactKeys.list(clubId), ClubContactsDocument, { clubId }, (data) => data.clubContacts);

export const getClubContactQueryOptions = (id: number) =>
  graphqlQueryOptions(clubContactKeys.item(id), ClubContactDocument, { id }, (data) => data.clubContact);

export const useClubContacts = (clubId: number) => useQuery(getClubContactsQueryOptions(clubId));
export const useClubContact = (id: number) => useQuery(getClubContactQueryOptions(id));

export function useSaveClubContact(clubId: number) {
  return useInvalidatingMutation([clubContactKeys.all], ({ id, input }: { id: number | undefined; input: ClubContactInput }) =>
    id === undefined
      ? request(CreateClubContactDocument, { input: { ...input, clubId } }).then(() => undefined)
      : request(UpdateClubContactDocument, { input: { ...input, id } }).then(() => undefined),
  );
}

export function useDeleteClubContact() {
  return useInvalidatingMutation([clubContactKeys.all], (id: number) => request(DeleteClubContactDocument, { id }));
}
