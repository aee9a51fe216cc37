// The react-query keys of member imports: the entity, the kind of query, then a params object.
import type { MemberImportRowsInput, MemberImportState } from '../../../gql/graphql';

export const memberImportKeys = {
  all: ['memberImports'] as const,
  item: (id: number) => ['memberImports', 'item', { id }] as const,
  rows: (input: MemberImportRowsInput, state: MemberImportState) => ['memberImports', 'rows', { ...input, state }] as const,
  ofClub: (clubId: number) => ['memberImports', 'ofClub', { clubId }] as const,
};
