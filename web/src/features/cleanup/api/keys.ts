// The react-query keys of the data cleanup: the entity, the worklist, then a params object.
// Every cleanup change invalidates `all` (the hub's counts go with the worklists).
import type { WorklistInput } from '../../../gql/graphql';

export const cleanupKeys = {
  all: ['cleanup'] as const,
  overview: () => ['cleanup', 'overview', {}] as const,
  birthNumbers: (input: WorklistInput) => ['cleanup', 'birthNumbers', input] as const,
  addresses: (input: WorklistInput) => ['cleanup', 'addresses', input] as const,
  address: (id: number) => ['cleanup', 'address', { id }] as const,
  addressPoints: (text: string) => ['cleanup', 'addressPoints', { text }] as const,
  duplicates: (input: WorklistInput) => ['cleanup', 'duplicates', input] as const,
  fisProposals: () => ['cleanup', 'fisProposals', {}] as const,
  fisProposalCount: () => ['cleanup', 'fisProposalCount', {}] as const,
  fisLists: () => ['cleanup', 'fisLists', {}] as const,
};
