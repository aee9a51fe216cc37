// One import with its summary, columns and counts; polled while it runs.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberImportKeys } from './keys';

export const MemberImportDocument = graphql(`
  query MemberImport($id: Int!) {
    memberImport(id: $id) {
      id clubId clubName fileName fileKind encoding layout state progress totalRows processedRows
      counts { outcome message count }
      columns { index header field fieldLabel }
      warnings error createdAt finishedAt skippedRowsUrl
    }
  }
`);

/** How often a running import is asked how far it got. */
export const PROGRESS_POLL_MS = 1_000;

export const getMemberImportQueryOptions = (id: number) =>
  graphqlQueryOptions(memberImportKeys.item(id), MemberImportDocument, { id }, (data) => data.memberImport, {
    refetchInterval: (query) => (query.state.data?.progress === 'IN_PROGRESS' ? PROGRESS_POLL_MS : false),
  });

export const useMemberImport = (id: number) => useQuery(getMemberImportQueryOptions(id));
