// A page of an import's rows, optionally of one outcome; server-side paging.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MemberImportRowsInput, MemberImportState } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberImportKeys } from './keys';

export const MemberImportRowsDocument = graphql(`
  query MemberImportRows($input: MemberImportRowsInput!) {
    memberImportRows(input: $input) {
      totalCount
      nodes { line name outcome predicted message detail memberId }
    }
  }
`);

/** The rows as of a state of the import: the predicted rows of a draft are not the rows of the run. */
export const getMemberImportRowsQueryOptions = (input: MemberImportRowsInput, state: MemberImportState) =>
  graphqlQueryOptions(memberImportKeys.rows(input, state), MemberImportRowsDocument, { input }, (data) => data.memberImportRows, {
    placeholderData: keepPreviousData,
  });

export const useMemberImportRows = (input: MemberImportRowsInput, state: MemberImportState) =>
  useQuery(getMemberImportRowsQueryOptions(input, state));
