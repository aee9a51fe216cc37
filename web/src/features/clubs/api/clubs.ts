// GraphQL operations of club records: the grid, one club, create and update.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ClubInput, ClubsInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { clubKeys } from './keys';

export const ClubsDocument = graphql(`
  query Clubs($input: ClubsInput!) {
    clubs(input: $input) {
      totalCount
      actions { canCreate exportUrl nsaExportUrl }
      nodes { id code name shortName municipality regionName memberCount stateLabel state departments { id code name } }
    }
  }
`);

export const ClubDocument = graphql(`
  query Club($id: Int!) {
    club(id: $id) {
      id code name shortName ico legalForm legalFormLabel street municipality postcode regionId regionName
      email phone web bankAccount state stateLabel foundedOn endedOn memberCount access reservedFields
      departments { id code name }
    }
  }
`);

export const CreateClubDocument = graphql(`
  mutation CreateClub($input: ClubInput!) {
    createClub(input: $input) { id }
  }
`);

export const UpdateClubDocument = graphql(`
  mutation UpdateClub($input: UpdateClubInput!) {
    updateClub(input: $input) { id }
  }
`);

export const getClubsQueryOptions = (input: ClubsInput) =>
  graphqlQueryOptions(clubKeys.list(input), ClubsDocument, { input }, (data) => data.clubs, { placeholderData: keepPreviousData });

export const getClubQueryOptions = (id: number) =>
  graphqlQueryOptions(clubKeys.item(id), ClubDocument, { id }, (data) => data.club);

export const useClubs = (input: ClubsInput) => useQuery(getClubsQueryOptions(input));
export const useClub = (id: number) => useQuery(getClubQueryOptions(id));

/** Creates (no id) or updates a club; every club query is refetched after. */
export function useSaveClub() {
  return useInvalidatingMutation([clubKeys.all], ({ id, input }: { id: number | undefined; input: ClubInput }) =>
    id === undefined
      ? request(CreateClubDocument, { input }).then((data) => data.createClub.id)
      : request(UpdateClubDocument, { input: { ...input, id } }).then((data) => data.updateClub.id),
  );
}
