// The earlier (confirmed) imports into a club, newest first.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberImportKeys } from './keys';

export const ClubMemberImportsDocument = graphql(`
  query ClubMemberImports($clubId: Int!) {
    clubMemberImports(clubId: $clubId) { id fileName state totalRows processedRows createdAt finishedAt }
  }
`);

export const getClubMemberImportsQueryOptions = (clubId: number) =>
  graphqlQueryOptions(memberImportKeys.ofClub(clubId), ClubMemberImportsDocument, { clubId }, (data) => data.clubMemberImports);

export const useClubMemberImports = (clubId: number | undefined) =>
  useQuery({ ...getClubMemberImportsQueryOptions(clubId ?? 0), enabled: clubId !== undefined });
