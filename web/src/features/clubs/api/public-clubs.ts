// Public club pages: the list of active clubs and one club's public page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PublicClubsInput } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { publicClubKeys } from './keys';

export const PublicClubsDocument = graphql(`
  query PublicClubs($input: PublicClubsInput!) {
    publicClubs(input: $input) {
      totalCount
      nodes { id name shortName slug municipality regionName departmentNames memberCount }
    }
  }
`);

export const PublicClubDocument = graphql(`
  query PublicClub($id: Int!) {
    publicClub(id: $id) {
      club { id code name shortName slug municipality regionName email phone web departmentNames memberCount stateLabel }
      contacts { roleLabel fullName }
      members { id firstName lastName birthYear }
    }
  }
`);

export const getPublicClubsQueryOptions = (input: PublicClubsInput) =>
  graphqlQueryOptions(publicClubKeys.list(input), PublicClubsDocument, { input }, (data) => data.publicClubs, { placeholderData: keepPreviousData });

export const getPublicClubQueryOptions = (id: number) =>
  graphqlQueryOptions(publicClubKeys.item(id), PublicClubDocument, { id }, (data) => data.publicClub);

export const usePublicClubs = (input: PublicClubsInput) => useQuery(getPublicClubsQueryOptions(input));
export const usePublicClub = (id: number) => useQuery(getPublicClubQueryOptions(id));
