// The earlier (confirmed) imports into a club, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { memberImportKeys } from './keys';

export const ClubMemberImportsDocument = graphql(`
  query ClubMemberImports($clubId: Int!) {
    clubMemberImports(clubId: $clubId) { id fileName state totalRows processedRows createdAt finishedAt }
  }
`);

export const getClubMemberImportsQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: memberImportKeys.ofClub(clubId),
    queryFn: () => request(ClubMemberImportsDocument, { clubId }).then((data) => data.clubMemberImports),
  });

export const useClubMemberImports = (clubId: number | undefined) =>
  useQuery({ ...getClubMemberImportsQueryOptions(clubId ?? 0), enabled: clubId !== undefined });
